import { api } from '@/api/instance';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Lock from 'lucide-react/icons/lock';
import WalletIcon from 'lucide-react/icons/wallet';
import { createWalletTransferActors } from '@/machines/walletTransfer/walletTransfer.actors';
import { MAIN_WALLET } from '@/machines/shared/mainWallet';
import { walletTransferMachine, type WalletView } from '@/machines/walletTransfer/walletTransfer.machine';
import { selectWalletTransferView } from '@/machines/walletTransfer/walletTransfer.selectors';
import { sum } from '@/money/money';
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
import '@/ui/components/transfer/wallet.css';
import { LoadFailure } from '@/ui/components/LoadFailure';

/** One wallet's card: its name, balance, and a lock when it takes part in nothing. */
function WalletCard({ wallet }: { wallet: WalletView }) {
  const { t } = useTranslation('memberMoney');
  const text = useMoneyText();
  return (
    <li className={`wallet-card${wallet.locked ? ' wallet-card--locked' : ''}`}>
      <span className="wallet-card__name">{wallet.name}</span>
      <strong className="wallet-card__balance">{text.money(wallet.balance)}</strong>
      {wallet.locked && (
        <span className="wallet-card__locked">
          <Lock className="icon" aria-hidden="true" />
          {t('wallet.locked')}
        </span>
      )}
    </li>
  );
}

/** The wallet transfer's machine, its view and what was typed (spec 01 §2 transferFund, ADR 033). */
function useWalletTransferFlow() {
  const [moved, setMoved] = useState(0);
  const [amount, setAmount] = useState('');
  // The amount is cleared once it has moved: a second click of a double click then finds nothing to send
  // (the mock answers so fast that the first transfer is over before the second click arrives).
  const walletSync = useWalletSync();
  const ui = useLatest({ walletSync, setMoved, setAmount });
  const logic = useMemo(
    () =>
      walletTransferMachine.provide({
        actors: createWalletTransferActors({ api }),
        actions: {
          // Money moved: the header balance refreshes and the page says so (spec 01 §2 header balance).
          moneyMoved: () => {
            const current = ui.get();
            current.walletSync.moneyMoved();
            current.setMoved((n) => n + 1);
            current.setAmount('');
          },
        },
      }),
    [ui],
  );
  const actor = useActorRef(logic);
  const view = useSelector(actor, selectWalletTransferView, shallowEqual);
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState('');
  const target = to || view.wallets.find((w) => w.id !== from && !w.locked)?.id || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The second click of a double click, after the transfer went through and cleared the amount: not a new submit.
    if (moved > 0 && amount.trim() === '') return;
    if (view.busy || view.outcomeUnknown) return;
    actor.send({ type: 'transfer.submit', from, to: target, amount });
  };
  const typeAmount = (value: string) => {
    setMoved(0);
    setAmount(value);
  };
  const recallAll = () => {
    setMoved(0);
    actor.send({ type: 'transfer.recallAll' });
  };
  const send = actor.send.bind(actor);
  return { view, send, moved, amount, typeAmount, from, setFrom, target, setTo, submit, recallAll };
}

type WalletTransferFlow = ReturnType<typeof useWalletTransferFlow>;

/** One wallet picker of the transfer form, with its own error under it. */
function WalletSelect({
  label,
  name,
  value,
  wallets,
  error,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  wallets: readonly WalletView[];
  error: WalletTransferFlow['view']['fieldErrors']['from'];
  onChange: (value: string) => void;
}) {
  const text = useMoneyText();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select
          id={id}
          name={name}
          className="field__input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {wallets.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {text.validation(error)}
        </span>
      )}
    </div>
  );
}

/** The transfer between two wallets and recall all (spec 01 §2 transferFund). */
function WalletTransferForm({ flow }: { flow: WalletTransferFlow }) {
  const { t } = useTranslation(['memberMoney', 'common']);
  const text = useMoneyText();
  const { open } = useMemberCentre();
  const { view, send } = flow;
  return (
    <section aria-labelledby="wallet-transfer-title" className="wallet-transfer">
      <h3 id="wallet-transfer-title" className="wallet-heading">
        {t('wallet.transfer.title')}
      </h3>
      <form className="wallet-form" noValidate onSubmit={flow.submit} aria-labelledby="wallet-transfer-title">
        <WalletSelect
          label={t('wallet.transfer.from')}
          name="from"
          value={flow.from}
          wallets={view.wallets}
          error={view.fieldErrors.from}
          onChange={flow.setFrom}
        />
        <WalletSelect
          label={t('wallet.transfer.to')}
          name="to"
          value={flow.target}
          wallets={view.wallets}
          error={view.fieldErrors.to}
          onChange={flow.setTo}
        />
        <TextField
          label={t('wallet.transfer.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={flow.amount}
          onChange={(e) => flow.typeAmount(e.target.value)}
          error={text.validation(view.fieldErrors.amount)}
        />
        {view.failure && !view.outcomeUnknown && (
          <p className="wallet-failure" role="alert" data-testid="wallet-failure">
            {text.failure(view.failure)}
          </p>
        )}
        {flow.moved > 0 && !view.busy && (
          <p className="wallet-done" role="status">
            {t('wallet.done')}
          </p>
        )}
        <OutcomeCheck
          checking={view.checking}
          unknown={view.outcomeUnknown}
          onCheckAgain={() => send({ type: 'transfer.checkAgain' })}
          onOpenRecords={() => open('transactionHistory')}
        />
        <ActionRow>
          <Button type="submit" loading={view.busy} disabled={view.outcomeUnknown}>
            {t('wallet.transfer.submit')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={view.busy || view.outcomeUnknown}
            onClick={flow.recallAll}
          >
            {t('wallet.recallAll')}
          </Button>
        </ActionRow>
      </form>
    </section>
  );
}

/**
 * My wallet (spec 01 §2 transferFund, ADR 021): the total and each wallet's balance, a transfer
 * between two wallets, recall all to the main wallet; a locked wallet is shown locked and takes part
 * in nothing; a single-wallet merchant (isSingle) has no transfers. Every refusal keeps what was typed,
 * and a lost answer is checked with the backend before anything can be sent again (ADR 033).
 */
export default function TransferFundPage() {
  const { t } = useTranslation(['memberMoney', 'common']);
  const text = useMoneyText();
  const flow = useWalletTransferFlow();
  const { view, send } = flow;

  if (view.loading && view.wallets.length === 0)
    return (
      <div className="wallet-page" aria-busy="true" aria-label={t('wallet.loading')}>
        <Skeleton shape="block" height={72} />
        <div className="wallet-cards">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} shape="block" height={76} />
          ))}
        </div>
      </div>
    );
  if (view.loadFailed)
    return (
      <LoadFailure
        title={t('wallet.loadFailed')}
        error={view.failure}
        onRetry={() => send({ type: 'transfer.retry' })}
      />
    );

  const total = sum(view.wallets.map((w) => w.balance));
  return (
    <div className="wallet-page">
      <div className="wallet-total">
        <span>{t('wallet.total')}</span>
        <strong>{text.money(total)}</strong>
      </div>
      <section aria-labelledby="wallet-list-title">
        <h3 id="wallet-list-title" className="wallet-heading">
          {t('wallet.wallets')}
        </h3>
        <ul className="wallet-cards">
          {view.wallets.map((w) => (
            <WalletCard key={w.id} wallet={w} />
          ))}
        </ul>
      </section>
      {view.single ? (
        <EmptyState
          icon={WalletIcon}
          level={3}
          role="status"
          title={t('wallet.single.title')}
          message={t('wallet.single.message')}
        />
      ) : (
        <WalletTransferForm flow={flow} />
      )}
    </div>
  );
}
