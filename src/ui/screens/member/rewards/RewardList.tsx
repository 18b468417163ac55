import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { queryKeys } from '@/api/query-keys';
import { claimActors } from '@/machines/claim/claim.actors';
import { claimMachine, type ClaimKind } from '@/machines/claim/claim.machine';
import { Button } from '@/ui/components/Button';
import { useLatest } from '@/ui/hooks/useLatest';

const selectClaim = (s: SnapshotFrom<typeof claimMachine>) => ({
  claiming: s.context.claiming,
  claimed: s.context.claimed,
  failure: s.context.failure,
});

/**
 * The page's claim actor (rewards, tickets, rebate): one claim at a time; a claim that went through
 * refreshes the balance, the reward badge and every reward list.
 */
export function useClaim() {
  const client = useQueryClient();
  const ui = useLatest({ client });
  const logic = useMemo(
    () =>
      claimMachine.provide({
        actors: claimActors,
        actions: {
          rewardClaimed: () => {
            const c = ui.get().client;
            void c.invalidateQueries({ queryKey: queryKeys.wallet.balance() });
            void c.invalidateQueries({ queryKey: queryKeys.promotions.available() });
            void c.invalidateQueries({ queryKey: queryKeys.promotions.rewardsAll() });
          },
        },
      }),
    [ui],
  );
  const actor = useActorRef(logic);
  const claim = useSelector(actor, selectClaim, shallowEqual);
  return {
    claim,
    onClaim: (kind: ClaimKind, id: string) => actor.send({ type: 'claim.request', kind, id }),
    dismiss: () => actor.send({ type: 'claim.dismiss' }),
  };
}

export interface RewardRow {
  key: string;
  title: string;
  detail: ReactNode;
  claim?: { kind: ClaimKind; id: string };
}

export function RewardList({
  rows,
  label,
  claimingId,
  onClaim,
}: {
  rows: RewardRow[];
  label: string;
  claimingId: string | null;
  onClaim(kind: ClaimKind, id: string): void;
}) {
  const { t } = useTranslation('memberRewards');
  return (
    <ul className="reward-list" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key} className="reward-item">
          <div className="reward-item__text">
            <span className="reward-item__title">{row.title}</span>
            <span className="reward-item__detail">{row.detail}</span>
          </div>
          {row.claim && (
            <Button
              size="small"
              loading={claimingId === row.claim.id}
              aria-label={t('rewards.claimNamed', { title: row.title })}
              onClick={() => row.claim && onClaim(row.claim.kind, row.claim.id)}
            >
              {t('rewards.claim')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
