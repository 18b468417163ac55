import { api } from '@/api/instance';
import { useQueryClient } from '@tanstack/react-query';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import PartyPopper from 'lucide-react/icons/party-popper';
import { queryKeys } from '@/api/query-keys';
import { createRaffleActors } from '@/machines/raffle/raffle.actors';
import { raffleMachine } from '@/machines/raffle/raffle.machine';
import { selectRaffleView } from '@/machines/raffle/raffle.selectors';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Skeleton } from '@/ui/components/Skeleton';
import { useModals } from '@/ui/hooks/modals';
import { useLatest } from '@/ui/hooks/useLatest';
import { useWalletSync } from '@/ui/hooks/useWalletSync';
import { useMoneyText } from '@/ui/hooks/useMoneyText';
import { useIsLoggedIn } from '@/ui/hooks/useSession';

function MemberRaffle({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation('content');
  const text = useMoneyText({ ask: false });
  const client = useQueryClient();
  const walletSync = useWalletSync();
  const ui = useLatest({ client, walletSync });
  const logic = useMemo(
    () =>
      raffleMachine.provide({
        actors: createRaffleActors({ api, promotionId }),
        // A prize lands in the wallet and the reward centre: both refresh.
        actions: {
          drawn: () => {
            ui.get().walletSync.moneyMoved();
            void ui.get().client.invalidateQueries({ queryKey: queryKeys.promotions.rewardsAll() });
          },
        },
      }),
    [promotionId, ui],
  );
  const actor = useActorRef(logic);
  const view = useSelector(actor, selectRaffleView, shallowEqual);

  if (view.state === 'loading') return <Skeleton shape="block" height={96} />;
  if (view.state === 'loadFailed')
    return (
      <LoadFailure
        title={t('home.raffle.failed')}
        error={view.failure}
        onRetry={() => actor.send({ type: 'raffle.retry' })}
      />
    );
  if (view.state === 'finished')
    return (
      <EmptyState
        icon={PartyPopper}
        level={3}
        title={t('home.raffle.finished.title')}
        message={t('home.raffle.finished.message')}
      />
    );
  if (view.state === 'won')
    return (
      <div className="home-raffle" role="status">
        <p className="home-raffle__prize">{t('home.raffle.won', { prize: text.money(view.prize ?? '0') })}</p>
        <Button variant="secondary" onClick={() => actor.send({ type: 'raffle.again' })}>
          {t('home.raffle.again')}
        </Button>
      </div>
    );
  return (
    <div className="home-raffle">
      {view.remaining !== null && <p>{t('home.raffle.remaining', { count: view.remaining })}</p>}
      {view.failure && (
        <p role="alert" className="home-feedback__error">
          {text.failure(view.failure)}
        </p>
      )}
      <Button loading={view.busy} onClick={() => actor.send({ type: 'raffle.draw' })}>
        {t('home.raffle.draw')}
      </Button>
    </div>
  );
}

/**
 * The raffle promotion (spec 02 §1, ADR 031): a member sees the draws left and draws (one claim
 * per press, the raffle machine); a visitor is offered the login. Shown only when the merchant names
 * its raffle (`VITE_RAFFLE_PROMOTION_ID`).
 */
export function RaffleBlock({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation('content');
  const loggedIn = useIsLoggedIn();
  const modals = useModals();
  if (!loggedIn)
    return (
      <div className="home-raffle">
        <p>{t('home.raffle.visitor')}</p>
        <Button variant="secondary" onClick={() => modals.open('login', {})}>
          {t('home.raffle.login')}
        </Button>
      </div>
    );
  // A new session is a new raffle status.
  return <MemberRaffle promotionId={promotionId} />;
}
