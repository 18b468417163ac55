import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, useState, type ComponentType, type FormEvent, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import KeyRound from 'lucide-react/icons/key-round';
import {
  confirmedTransferMachine,
  type PersonTransfer as Transfer,
} from '@/machines/confirmedTransfer/confirmedTransfer.machine';
import { selectConfirmedTransferView } from '@/machines/confirmedTransfer/confirmedTransfer.selectors';
import type { DecimalString } from '@/money/money';
import { OutcomeCheck } from '@/ui/components/OutcomeCheck';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import '@/ui/components/Failure.css';
import { Skeleton } from '@/ui/components/Skeleton';
import { TextField } from '@/ui/components/TextField';
import { useLatest } from '@/ui/hooks/useLatest';
import { useWalletSync } from '@/ui/hooks/useWalletSync';
import { useMoneyText } from '@/ui/hooks/useMoneyText';
import './wallet.css';
import { LoadFailure } from '@/ui/components/LoadFailure';

type Actors = Parameters<typeof confirmedTransferMachine.provide>[0]['actors'];

/** What the transfer says, in the page's own words (upline or downline). */
export interface PersonTransferText {
  loading: string;
  loadFailed: string;
  available: string;
  intro?: string;
  amount: string;
  submit: string;
  notAllowedTitle: string;
  notAllowedMessage: string;
  confirmTitle: string;
  confirmMessage(amount: string, to: string | null): string;
  confirmOk: string;
  sentTitle: string;
  sentMessage(amount: string, to: string | null): string;
  again: string;
  /** The receiving account's field, where the sender names one (a downline). */
  recipient?: string;
  /** The payment password's field, shown while the merchant asks for it. */
  paymentPassword: string;
  /** A sender without a payment password is led to set one. */
  needsPasswordTitle: string;
  needsPasswordMessage: string;
  needsPasswordAction: string;
}

export interface PersonTransferProps {
  actors: Actors;
  text: PersonTransferText;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The recipient the form starts with (the downline whose row was chosen). */
  initialRecipient?: string;
  /** After the money moved (the balance and header refresh here; a page may refresh more). */
  onMoved?(transfer: Transfer): void;
  /** Opens My account's payment password form, with the way back to this transfer. */
  onSetPassword(): void;
  /** Where the sender reads the records a lost answer is checked against (ADR 033). */
  onOpenRecords?(): void;
}

/** The confirmed transfer machine of one person transfer, its view and what was typed. */
function usePersonTransferFlow({
  actors,
  text,
  initialRecipient,
  onMoved,
}: Pick<PersonTransferProps, 'actors' | 'text' | 'onMoved'> & { initialRecipient: string }) {
  const [amount, setAmount] = useState('');
  const [to, setTo] = useState(initialRecipient);
  const [password, setPassword] = useState('');
  const walletSync = useWalletSync();
  const ui = useLatest({ walletSync, setAmount, setPassword, onMoved });
  const logic = useMemo(
    () =>
      confirmedTransferMachine.provide({
        actors,
        actions: {
          moneyMoved: (_, transfer) => {
            const current = ui.get();
            current.walletSync.moneyMoved();
            current.setAmount('');
            current.setPassword('');
            current.onMoved?.(transfer);
          },
          // The missing password is shown with its own button: the sender chooses when to leave.
          openPasswordSetup: () => undefined,
        },
      }),
    [actors, ui],
  );
  const actor = useActorRef(logic);
  const view = useSelector(actor, selectConfirmedTransferView, shallowEqual);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({
      type: 'transfer.submit',
      amount,
      ...(text.recipient ? { to } : {}),
      ...(view.passwordRequired ? { paymentPassword: password } : {}),
    });
  };
  const send = actor.send.bind(actor);
  return { view, send, amount, setAmount, to, setTo, password, setPassword, submit };
}

type PersonTransferFlow = ReturnType<typeof usePersonTransferFlow>;

/** The transfer form: recipient (where named), amount, payment password (while asked), failure, Send. */
function PersonTransferForm({
  flow,
  text,
  onOpenRecords,
}: {
  flow: PersonTransferFlow;
  text: PersonTransferText;
  onOpenRecords: PersonTransferProps['onOpenRecords'];
}) {
  const money = useMoneyText();
  const { view, send } = flow;
  return (
    <form className="wallet-form" noValidate onSubmit={flow.submit}>
      {text.recipient && (
        <TextField
          label={text.recipient}
          name="recipient"
          autoComplete="off"
          value={flow.to}
          readOnly={view.confirming}
          onChange={(e) => flow.setTo(e.target.value)}
          error={money.validation(view.fieldErrors.to)}
        />
      )}
      <TextField
        label={text.amount}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={flow.amount}
        readOnly={view.confirming}
        onChange={(e) => flow.setAmount(e.target.value)}
        error={money.validation(view.fieldErrors.amount)}
      />
      {view.passwordRequired && (
        <TextField
          label={text.paymentPassword}
          name="paymentPassword"
          type="password"
          autoComplete="off"
          value={flow.password}
          readOnly={view.confirming}
          onChange={(e) => flow.setPassword(e.target.value)}
          error={money.validation(view.fieldErrors.paymentPassword)}
        />
      )}
      {view.failure && !view.outcomeUnknown && (
        <p className="wallet-failure" role="alert" data-testid="transfer-failure">
          {money.failure(view.failure)}
        </p>
      )}
      <OutcomeCheck
        checking={view.checking}
        unknown={view.outcomeUnknown}
        onCheckAgain={() => send({ type: 'transfer.checkAgain' })}
        {...(onOpenRecords ? { onOpenRecords } : {})}
      />
      {!view.confirming && (
        <ActionRow>
          <Button type="submit" loading={view.checking} disabled={view.outcomeUnknown}>
            {text.submit}
          </Button>
        </ActionRow>
      )}
    </form>
  );
}

/** The confirmation of a checked transfer: what goes to whom, Confirm and Cancel. */
function TransferConfirm({
  flow,
  text,
  transfer,
}: {
  flow: PersonTransferFlow;
  text: PersonTransferText;
  transfer: Transfer;
}) {
  const { t } = useTranslation('common');
  const money = useMoneyText();
  const confirmTitleId = useId();
  const { view, send } = flow;
  return (
    <section className="wallet-confirm" aria-labelledby={confirmTitleId}>
      <h3 id={confirmTitleId} className="wallet-heading">
        {text.confirmTitle}
      </h3>
      <p>{text.confirmMessage(money.money(transfer.amount), transfer.to)}</p>
      <ActionRow>
        <Button loading={view.busy} onClick={() => send({ type: 'transfer.confirm' })}>
          {text.confirmOk}
        </Button>
        <Button variant="secondary" disabled={view.busy} onClick={() => send({ type: 'transfer.cancel' })}>
          {t('cancel')}
        </Button>
      </ActionRow>
    </section>
  );
}

/**
 * Money sent to another person (the member's upline; an agent's downline), driven by the confirmed
 * transfer machine: the amount (and recipient) are checked before anything is asked, the sender
 * confirms, and one request goes out however often Confirm is pressed; the balance and header refresh
 * afterwards. A refusal keeps what was typed. Senders the operator has not enabled are told so. While
 * the merchant asks for the payment password it is typed with the amount; a sender without one is
 * shown the way to set it (the sender chooses when to leave the page, as on withdraw).
 */
export function PersonTransfer({
  actors,
  text,
  icon,
  initialRecipient = '',
  onMoved,
  onSetPassword,
  onOpenRecords,
}: PersonTransferProps) {
  const money = useMoneyText();
  const flow = usePersonTransferFlow({ actors, text, initialRecipient, onMoved });
  const { view, send } = flow;
  const shown = (value: DecimalString) => money.money(value);

  if (view.loading)
    return (
      <div className="wallet-page" aria-busy="true" aria-label={text.loading}>
        <Skeleton shape="block" height={72} />
        <Skeleton shape="block" height={120} />
      </div>
    );
  if (view.loadFailed)
    return (
      <LoadFailure
        title={text.loadFailed}
        error={view.failure}
        onRetry={() => send({ type: 'transfer.retry' })}
      />
    );
  if (view.notAllowed)
    return (
      <EmptyState
        icon={icon}
        level={3}
        role="status"
        title={text.notAllowedTitle}
        message={text.notAllowedMessage}
      />
    );
  if (view.needsPassword)
    return (
      <EmptyState
        icon={KeyRound}
        level={3}
        title={text.needsPasswordTitle}
        message={text.needsPasswordMessage}
        action={<Button onClick={onSetPassword}>{text.needsPasswordAction}</Button>}
      />
    );
  if (view.sent && view.transfer)
    return (
      <EmptyState
        icon={icon}
        level={3}
        role="status"
        title={text.sentTitle}
        message={text.sentMessage(shown(view.transfer.amount), view.transfer.to)}
        action={
          <Button variant="secondary" onClick={() => send({ type: 'transfer.again' })}>
            {text.again}
          </Button>
        }
      />
    );

  return (
    <div className="wallet-page">
      <div className="wallet-total">
        <span>{text.available}</span>
        <strong>{money.money(view.available)}</strong>
      </div>
      {text.intro && <p className="wallet-note">{text.intro}</p>}
      <PersonTransferForm flow={flow} text={text} onOpenRecords={onOpenRecords} />
      {view.confirming && view.transfer && (
        <TransferConfirm flow={flow} text={text} transfer={view.transfer} />
      )}
    </div>
  );
}
