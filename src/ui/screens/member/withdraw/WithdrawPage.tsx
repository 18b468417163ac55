import { api } from '@/api/instance';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import CreditCard from 'lucide-react/icons/credit-card';
import KeyRound from 'lucide-react/icons/key-round';
import { queryKeys } from '@/api/query-keys';
import { createWithdrawActors } from '@/machines/withdraw/withdraw.actors';
import { withdrawMachine } from '@/machines/withdraw/withdraw.machine';
import { selectWithdrawView } from '@/machines/withdraw/withdraw.selectors';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { OutcomeCheck } from '@/ui/components/OutcomeCheck';
import '@/ui/components/Failure.css';
import { Skeleton } from '@/ui/components/Skeleton';
import { TextField } from '@/ui/components/TextField';
import { useLatest } from '@/ui/hooks/useLatest';
import { useWalletSync } from '@/ui/hooks/useWalletSync';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import { useDepositText as useMoneyText } from '../deposit/text';
import { WithdrawResult } from './WithdrawResult';
import './withdraw.css';
import { LoadFailure } from '@/ui/components/LoadFailure';

/**
 * The withdraw page of the member centre (spec 01 §2): limits from the withdraw settings,
 * the available main-wallet balance, a bound bank card and a withdrawal password first (the page
 * leads to setting them on My account and is come back to), then the encrypted v2 withdraw — one
 * request per submit — and its result. The amount typed survives every refusal, and a lost answer
 * is checked against the records before anything can be sent again (ADR 033).
 */
export default function WithdrawPage() {
  const [round, setRound] = useState(0);
  // A finished withdrawal's machine is done; another withdrawal is a fresh one.
  return <WithdrawFlow key={round} onAgain={() => setRound((n) => n + 1)} />;
}

/** The withdraw machine, its end refreshing every balance (spec 01 §2 member header, ADR 034). */
function useWithdrawMachine() {
  const queryClient = useQueryClient();
  const walletSync = useWalletSync();
  const ui = useLatest({ queryClient, walletSync });
  const logic = useMemo(
    () =>
      withdrawMachine.provide({
        actors: createWithdrawActors({ api }),
        actions: {
          // The missing step is shown with its own button: the player chooses when to leave the page.
          openBankCardSetup: () => undefined,
          openPasswordSetup: () => undefined,
          // Money moved (held): the header balance and every wallet view refresh (spec 01 §2 member header).
          finish: () => {
            const client = ui.get().queryClient;
            ui.get().walletSync.moneyMoved();
            void client.invalidateQueries({ queryKey: queryKeys.wallet.consolidated() });
          },
        },
      }),
    [ui],
  );
  const actor = useActorRef(logic);
  const view = useSelector(actor, selectWithdrawView, shallowEqual);
  return { actor, view };
}

/** The form's shape while the withdraw settings load. */
function WithdrawSkeleton() {
  const { t } = useTranslation('memberMoney');
  return (
    <div className="withdraw-form" aria-busy="true" aria-label={t('withdraw.loading')}>
      <Skeleton shape="block" height={72} />
      <Skeleton shape="block" height={48} />
      <Skeleton shape="block" height={48} />
      <Skeleton shape="block" height={44} width="40%" />
    </div>
  );
}

function WithdrawFlow({ onAgain }: { onAgain(): void }) {
  const { t } = useTranslation(['memberMoney', 'common']);
  const text = useMoneyText();
  const { open } = useMemberCentre();
  const { actor, view } = useWithdrawMachine();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');

  if (view.loading) return <WithdrawSkeleton />;
  if (view.loadFailed)
    return (
      <LoadFailure
        title={t('withdraw.loadFailed')}
        error={view.failure}
        onRetry={() => actor.send({ type: 'withdraw.retry' })}
      />
    );
  if (view.needsBankCard)
    return (
      <EmptyState
        icon={CreditCard}
        level={3}
        title={t('withdraw.needsCard.title')}
        message={t('withdraw.needsCard.message')}
        action={
          <Button onClick={() => open('securityCenter', { section: 'bankCards', back: 'withdraw' })}>
            {t('withdraw.needsCard.action')}
          </Button>
        }
      />
    );
  if (view.needsPassword)
    return (
      <EmptyState
        icon={KeyRound}
        level={3}
        title={t('withdraw.needsPassword.title')}
        message={t('withdraw.needsPassword.message')}
        action={
          <Button onClick={() => open('securityCenter', { section: 'withdrawPassword', back: 'withdraw' })}>
            {t('withdraw.needsPassword.action')}
          </Button>
        }
      />
    );
  if (view.done && view.sentAmount !== null)
    return (
      <WithdrawResult
        amount={view.sentAmount}
        transactionId={view.transactionId}
        onAgain={onAgain}
        onOpenRecords={() => open('transactionHistory')}
      />
    );

  const setup = view.setup;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (view.busy || view.outcomeUnknown) return;
    actor.send({ type: 'withdraw.submit', amount, paymentPassword: password });
  };
  return (
    <form className="withdraw-form" noValidate onSubmit={submit} aria-labelledby="withdraw-form-title">
      <h3 id="withdraw-form-title" className="visually-hidden">
        {t('withdraw.formTitle')}
      </h3>
      <div className="withdraw-available">
        <span>{t('withdraw.available')}</span>
        <strong>{text.money(setup?.available ?? '0')}</strong>
      </div>
      <TextField
        label={t('withdraw.amount.label')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={
          setup
            ? t('withdraw.amount.hint', { min: text.money(setup.minimum), max: text.money(setup.maximum) })
            : undefined
        }
        error={text.validation(view.fieldErrors.amount)}
        suffix={
          setup ? (
            <button type="button" className="field__suffix-action" onClick={() => setAmount(setup.available)}>
              {t('withdraw.amount.all')}
            </button>
          ) : undefined
        }
      />
      <TextField
        label={t('withdraw.password.label')}
        name="paymentPassword"
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={text.validation(view.fieldErrors.paymentPassword)}
      />
      {view.failure && !view.outcomeUnknown && (
        <p className="withdraw-failure" role="alert" data-testid="withdraw-failure">
          {text.failure(view.failure)}
        </p>
      )}
      <OutcomeCheck
        checking={view.checking}
        unknown={view.outcomeUnknown}
        onCheckAgain={() => actor.send({ type: 'withdraw.checkAgain' })}
        onOpenRecords={() => open('transactionHistory')}
      />
      <ActionRow>
        <Button type="submit" loading={view.busy} disabled={view.outcomeUnknown}>
          {t('withdraw.submit')}
        </Button>
      </ActionRow>
    </form>
  );
}
