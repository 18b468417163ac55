import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { queryKeys } from '@/api/query-keys';
import { confirmedTransferMachine } from '@/machines/confirmedTransfer/confirmedTransfer.machine';
import { uplineTransferActors } from '@/machines/confirmedTransfer/upline.actors';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import '@/ui/components/Failure.css';
import { Skeleton } from '@/ui/components/Skeleton';
import { TextField } from '@/ui/components/TextField';
import { useLatest } from '@/ui/hooks/useLatest';
import { useDepositText as useMoneyText } from '../deposit/text';
import './wallet.css';

const selectView = (s: SnapshotFrom<typeof confirmedTransferMachine>) => ({
  loading: s.hasTag('loading'),
  loadFailed: s.hasTag('loadFailed'),
  notAllowed: s.hasTag('notAllowed'),
  confirming: s.hasTag('confirming'),
  busy: s.hasTag('busy'),
  sent: s.hasTag('sent'),
  available: s.context.setup?.available ?? null,
  transfer: s.context.transfer,
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
});

/**
 * Transfer to upline (spec 01 §2 transferUpline): a member with the toUpline flag sends money from the
 * main wallet to its upline. The amount is checked against the balance, the member confirms it, and
 * one request goes out however often Confirm is pressed; the balance and header refresh afterwards.
 * Members without the flag are told the page is not for them.
 */
export default function TransferUplinePage() {
  const { t } = useTranslation(['memberMoney', 'common']);
  const text = useMoneyText();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const ui = useLatest({ queryClient, setAmount });
  const logic = useMemo(
    () =>
      confirmedTransferMachine.provide({
        actors: uplineTransferActors,
        actions: {
          moneyMoved: () => {
            const current = ui.get();
            void current.queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() });
            current.setAmount('');
          },
        },
      }),
    [ui],
  );
  const actor = useActorRef(logic);
  const view = useSelector(actor, selectView, shallowEqual);

  if (view.loading)
    return (
      <div className="wallet-page" aria-busy="true" aria-label={t('upline.loading')}>
        <Skeleton shape="block" height={72} />
        <Skeleton shape="block" height={120} />
      </div>
    );
  if (view.loadFailed)
    return (
      <div className="load-failure" role="alert">
        <p className="load-failure__title">{t('upline.loadFailed')}</p>
        <p>{text.failure(view.failure)}</p>
        <ActionRow align="center">
          <Button size="small" onClick={() => actor.send({ type: 'transfer.retry' })}>
            {t('common:retry')}
          </Button>
        </ActionRow>
      </div>
    );
  if (view.notAllowed)
    return (
      <EmptyState
        icon={ArrowUpRight}
        level={3}
        role="status"
        title={t('upline.notAllowed.title')}
        message={t('upline.notAllowed.message')}
      />
    );
  if (view.sent && view.transfer)
    return (
      <EmptyState
        icon={ArrowUpRight}
        level={3}
        role="status"
        title={t('upline.sent.title')}
        message={t('upline.sent.message', { amount: text.money(view.transfer.amount) })}
        action={
          <Button variant="secondary" onClick={() => actor.send({ type: 'transfer.again' })}>
            {t('upline.sent.again')}
          </Button>
        }
      />
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'transfer.submit', amount });
  };
  return (
    <div className="wallet-page">
      <div className="wallet-total">
        <span>{t('upline.available')}</span>
        <strong>{text.money(view.available)}</strong>
      </div>
      <p className="wallet-note">{t('upline.intro')}</p>
      <form className="wallet-form" noValidate onSubmit={submit}>
        <TextField
          label={t('upline.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          readOnly={view.confirming}
          onChange={(e) => setAmount(e.target.value)}
          error={text.validation(view.fieldErrors.amount)}
        />
        {view.failure && (
          <p className="wallet-failure" role="alert">
            {text.failure(view.failure)}
          </p>
        )}
        {!view.confirming && (
          <ActionRow>
            <Button type="submit">{t('upline.submit')}</Button>
          </ActionRow>
        )}
      </form>
      {view.confirming && view.transfer && (
        <section className="wallet-confirm" aria-labelledby="upline-confirm-title">
          <h3 id="upline-confirm-title" className="wallet-heading">
            {t('upline.confirm.title')}
          </h3>
          <p>{t('upline.confirm.message', { amount: text.money(view.transfer.amount) })}</p>
          <ActionRow>
            <Button loading={view.busy} onClick={() => actor.send({ type: 'transfer.confirm' })}>
              {t('upline.confirm.ok')}
            </Button>
            <Button
              variant="secondary"
              disabled={view.busy}
              onClick={() => actor.send({ type: 'transfer.cancel' })}
            >
              {t('common:cancel')}
            </Button>
          </ActionRow>
        </section>
      )}
    </div>
  );
}
