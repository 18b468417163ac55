import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Ban from 'lucide-react/icons/ban';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { promotionsContract } from '@/contracts/promotions.contract';
import type { DepositChannel } from '@/contracts/wallet.contract';
import { createDepositActors } from '@/machines/deposit/deposit.actors';
import { depositMachine } from '@/machines/deposit/deposit.machine';
import { selectDepositView } from '@/machines/deposit/deposit.selectors';
import { compare } from '@/money/money';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { OutcomeCheck } from '@/ui/components/OutcomeCheck';
import '@/ui/components/Failure.css';
import { Skeleton } from '@/ui/components/Skeleton';
import { TextField } from '@/ui/components/TextField';
import { formatMoney } from '@/ui/components/format';
import { useLatest } from '@/ui/hooks/useLatest';
import { useWalletSync } from '@/ui/hooks/useWalletSync';
import { parseAmountInput } from '@/money/amount';
import { DepositLimitsLeft } from './DepositLimitsLeft';
import { DepositResultView } from './DepositResult';
import { ReceivingAccountCard } from './ReceivingAccount';
import { useDepositText } from './text';
import { LoadFailure } from '@/ui/components/LoadFailure';

/** Deposit promotions the member can join with this deposit (optional: none, or the list failed, hides it). */
function useDepositPromotions() {
  const promotions = useQuery({
    queryKey: queryKeys.promotions.available(),
    queryFn: () => api.call(promotionsContract.available, {}),
  });
  return (promotions.data ?? []).filter((p) => p.category === 'deposit_promo' && p.status !== 'Close');
}

/** The deposit machine; its end refreshes the header balance and the records (ADR 013, ADR 034). */
function useDepositMachine() {
  const walletSync = useWalletSync();
  const ui = useLatest({ walletSync });
  // The flow's end is a provided action (ADR 013): the header balance and the records refresh.
  const logic = useMemo(
    () =>
      depositMachine.provide({
        actors: createDepositActors({ api }),
        actions: {
          finish: () => {
            ui.get().walletSync.moneyMoved();
          },
        },
      }),
    [ui],
  );
  const actor = useActorRef(logic);
  const view = useSelector(actor, selectDepositView, shallowEqual);
  return { actor, view };
}

/** The form's shape while the deposit settings load. */
function DepositSkeleton() {
  const { t } = useTranslation('memberMoney');
  return (
    <div className="deposit-form" aria-busy="true" aria-label={t('deposit.loading')}>
      <Skeleton height={20} width="40%" />
      <div className="deposit-methods">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="block" height={48} />
        ))}
      </div>
      <Skeleton shape="block" height={48} />
      <Skeleton shape="block" height={44} />
    </div>
  );
}

/** The deposit promotion to join with this deposit (spec 01 §2 depositv2), when any is open. */
function PromotionSelect({
  promotions,
  value,
  onChange,
}: {
  promotions: ReturnType<typeof useDepositPromotions>;
  value: string;
  onChange(id: string): void;
}) {
  const { t } = useTranslation('memberMoney');
  if (promotions.length === 0) return null;
  return (
    <div className="field">
      <label className="field__label" htmlFor="deposit-promotion">
        {t('deposit.promotion.label')}
      </label>
      <div className="field__control">
        <select
          id="deposit-promotion"
          className="field__input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t('deposit.promotion.none')}</option>
          {promotions.map((p) => (
            <option key={String(p.id)} value={String(p.id)}>
              {p.title}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The deposit form (spec 01 §2 depositv2): method, amount with limits and quick amounts, promotion, result. */
export function DepositForm({ onOpenRecords }: { onOpenRecords(): void }) {
  const { t } = useTranslation(['memberMoney', 'common']);
  const text = useDepositText();
  const { actor, view } = useDepositMachine();
  const promotions = useDepositPromotions();
  const [channel, setChannel] = useState<DepositChannel | null>(null);
  const [amount, setAmount] = useState('');
  const [promotionId, setPromotionId] = useState('');

  if (view.loading) return <DepositSkeleton />;
  if (view.loadFailed)
    return (
      // The machine keeps the failure as data (ADR 013): its own message key, translated here.
      <LoadFailure
        title={t('deposit.loadFailed')}
        error={view.failure}
        onRetry={() => actor.send({ type: 'deposit.retry' })}
      />
    );
  if (view.disabled)
    return (
      <EmptyState
        icon={Ban}
        level={3}
        role="status"
        title={t('deposit.disabled.title')}
        message={t('deposit.disabled.message')}
      />
    );
  if (view.result && view.submitted)
    return (
      <DepositResultView
        submitted={view.submitted}
        promotionTitle={promotions.find((p) => String(p.id) === view.submitted?.promotionId)?.title ?? null}
        receivingAccount={view.setup?.receivingAccount ?? null}
        onAgain={() => {
          setAmount('');
          actor.send({ type: 'deposit.again' });
        }}
        onOpenRecords={onOpenRecords}
      />
    );

  const setup = view.setup;
  const methods = setup?.methods ?? ['mt'];
  const chosen = channel && methods.includes(channel) ? channel : (methods[0] ?? 'mt');
  const typed = parseAmountInput(amount);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({
      type: 'deposit.submit',
      channel: chosen,
      amount,
      ...(promotionId ? { promotionId } : {}),
    });
  };

  return (
    <form className="deposit-form" noValidate onSubmit={submit}>
      <fieldset className="deposit-methods-set">
        <legend className="deposit-legend">{t('deposit.method.label')}</legend>
        <div className="deposit-methods">
          {methods.map((m) => (
            <label key={m} className="deposit-method">
              <input
                type="radio"
                name="deposit-method"
                value={m}
                checked={m === chosen}
                onChange={() => setChannel(m)}
              />
              <span>{t(`deposit.method.${m}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {chosen === 'mt' && setup?.receivingAccount && (
        <ReceivingAccountCard account={setup.receivingAccount} />
      )}
      <TextField
        label={t('deposit.amount.label')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={
          setup?.minimum && setup.maximum
            ? t('deposit.amount.hint', { min: text.money(setup.minimum), max: text.money(setup.maximum) })
            : undefined
        }
        error={text.validation(view.fieldErrors.amount)}
      />
      <DepositLimitsLeft limits={setup?.limitsLeft} />
      {setup && setup.quickAmounts.length > 0 && (
        <div className="deposit-chips" role="group" aria-label={t('deposit.amount.quick')}>
          {setup.quickAmounts.map((q) => (
            <button
              key={q}
              type="button"
              className="deposit-chip"
              aria-pressed={typed !== null && compare(typed, q) === 0}
              onClick={() => setAmount(q)}
            >
              {formatMoney(q)}
            </button>
          ))}
        </div>
      )}
      <PromotionSelect promotions={promotions} value={promotionId} onChange={setPromotionId} />
      {view.failure && !view.outcomeUnknown && (
        <p className="deposit-failure" role="alert">
          {text.failure(view.failure)}
        </p>
      )}
      <OutcomeCheck
        checking={view.checking}
        unknown={view.outcomeUnknown}
        onCheckAgain={() => actor.send({ type: 'deposit.checkAgain' })}
        onOpenRecords={onOpenRecords}
      />
      <Button type="submit" block loading={view.busy} disabled={view.outcomeUnknown}>
        {t('deposit.submit')}
      </Button>
    </form>
  );
}
