import { api } from '@/api/instance';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { createClaimActors } from '@/machines/claim/claim.actors';
import { claimMachine, type ClaimKind, type ClaimRequest } from '@/machines/claim/claim.machine';
import { selectClaimView } from '@/machines/claim/claim.selectors';
import { Button } from '@/ui/components/Button';
import { useLatest } from '@/ui/hooks/useLatest';
import { useWalletSync } from '@/ui/hooks/useWalletSync';

/**
 * The page's claim actor (rewards, tickets, rebate): one claim at a time; a claim that went through
 * refreshes the balance, the reward badge and every reward list.
 */
export function useClaim() {
  const client = useQueryClient();
  const walletSync = useWalletSync();
  const ui = useLatest({ client, walletSync });
  const logic = useMemo(
    () =>
      claimMachine.provide({
        actors: createClaimActors({ api }),
        actions: {
          rewardClaimed: () => {
            const c = ui.get().client;
            ui.get().walletSync.moneyMoved();
            void c.invalidateQueries({ queryKey: queryKeys.promotions.available() });
            void c.invalidateQueries({ queryKey: queryKeys.promotions.rewardsAll() });
          },
        },
      }),
    [ui],
  );
  const actor = useActorRef(logic);
  const claim = useSelector(actor, selectClaimView, shallowEqual);
  return {
    claim,
    onAction: ({ kind, id, attempt }: RewardAction) =>
      actor.send({ type: 'claim.request', kind, id, ...(attempt !== undefined ? { attempt } : {}) }),
    dismiss: () => actor.send({ type: 'claim.dismiss' }),
  };
}

export interface RewardRow {
  key: string;
  title: string;
  detail: ReactNode;
  /** What can be done with it: Claim (the default action), and for a ticket Spin and Cancel. */
  actions?: readonly RewardAction[];
}

export interface RewardAction {
  kind: ClaimKind;
  id: string;
  /** Claim is the main button; the others are secondary. */
  label: 'claim' | 'spin' | 'cancel';
  /** See `ClaimRequest.attempt` (a ticket's spins left for Spin). */
  attempt?: string;
}

/** The visible word of each action, and its name with the reward's title (one name per button in a list). */
const ACTION_TEXT = {
  claim: ['rewards.claim', 'rewards.claimNamed'],
  spin: ['rewards.spin', 'rewards.spinNamed'],
  cancel: ['rewards.cancel', 'rewards.cancelNamed'],
} as const;

export function RewardList({
  rows,
  label,
  claiming,
  onAction,
}: {
  rows: RewardRow[];
  label: string;
  /** The action under way (its button waits; the others of the list stay as they are). */
  claiming: ClaimRequest | null;
  onAction(action: RewardAction): void;
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
          {row.actions && row.actions.length > 0 && (
            <div className="reward-item__actions">
              {row.actions.map((action) => {
                const [text, named] = ACTION_TEXT[action.label];
                return (
                  <Button
                    key={action.label}
                    size="small"
                    variant={action.label === 'claim' ? 'primary' : 'secondary'}
                    loading={claiming?.kind === action.kind && claiming.id === action.id}
                    aria-label={t(named, { title: row.title })}
                    onClick={() => onAction(action)}
                  >
                    {t(text)}
                  </Button>
                );
              })}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
