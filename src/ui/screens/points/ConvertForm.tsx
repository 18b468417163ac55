import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { divide, roundToCents, type DecimalString } from '@/money/money';
import { wholeNumber } from '@/validation/points';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { formatPoints } from '@/ui/components/format';
import { TextField } from '@/ui/components/TextField';
import { useMoneyText } from '@/ui/hooks/useMoneyText';
import { PasswordAndSubmit } from './PasswordAndSubmit';
import { usePointsOrder } from './usePointsOrder';

export interface ConvertFormProps {
  balance: DecimalString;
  /** Points per currency unit (positive). */
  ratio: DecimalString;
  minimum: DecimalString | null;
  onAgain(): void;
  onOpenWallet(): void;
  /** The member's account records, where a conversion's credit shows (ADR 033). */
  onOpenRecords(): void;
}

/** What `points` are worth at `ratio` points per unit, in cents as the site shows money. */
export function pointsValue(points: DecimalString, ratio: DecimalString): DecimalString {
  return roundToCents(divide(points, ratio));
}

/**
 * Points to wallet balance (wire protocol §1.7 convertPoint, encrypted and password-checked) at the
 * merchant's ratio: what the points are worth shows as they are typed; one request per submit.
 */
export function ConvertForm({
  balance,
  ratio,
  minimum,
  onAgain,
  onOpenWallet,
  onOpenRecords,
}: ConvertFormProps) {
  const { t } = useTranslation('content');
  const text = useMoneyText();
  const { actor, view } = usePointsOrder({ order: { kind: 'convert', ratio, minimum }, balance });
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const typed = wholeNumber(points);
  const worth = typed.ok ? text.money(pointsValue(typed.value, ratio)) : null;

  if (view.done) {
    const sent = view.request?.count ?? '0';
    return (
      <div className="points-done" role="status">
        <p>
          {t('points.convert.done', {
            points: formatPoints(sent),
            money: text.money(pointsValue(sent, ratio)),
          })}
        </p>
        <ActionRow>
          <Button variant="secondary" onClick={onOpenWallet}>
            {t('points.convert.openWallet')}
          </Button>
          <Button onClick={onAgain}>{t('points.convert.again')}</Button>
        </ActionRow>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (view.busy || view.outcomeUnknown) return;
    actor.send({ type: 'points.submit', count: points, password });
  };
  return (
    <form className="points-form" onSubmit={onSubmit} noValidate aria-label={t('points.convert.title')}>
      <p className="points-rate">
        {t('points.convert.rate', { points: formatPoints(ratio), money: text.money('1') })}
        {minimum !== null && ` ${t('points.convert.minimum', { points: formatPoints(minimum) })}`}
      </p>
      <TextField
        label={t('points.convert.points')}
        name="points"
        inputMode="numeric"
        autoComplete="off"
        value={points}
        onChange={(e) => setPoints(e.target.value)}
        hint={worth ? t('points.convert.worth', { money: worth }) : undefined}
        error={text.validation(view.fieldErrors.count)}
        readOnly={view.busy}
        suffix={
          <button
            type="button"
            className="field__suffix-action"
            onClick={() => setPoints(balance.split('.')[0] ?? '0')}
          >
            {t('points.convert.all')}
          </button>
        }
      />
      <PasswordAndSubmit
        password={password}
        onPassword={setPassword}
        error={view.fieldErrors.password}
        failure={view.failure}
        busy={view.busy}
        checking={view.checking}
        outcomeUnknown={view.outcomeUnknown}
        onCheckAgain={() => actor.send({ type: 'points.checkAgain' })}
        onOpenRecords={onOpenRecords}
        submitLabel={t('points.convert.submit')}
      />
    </form>
  );
}
