import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { exclusionEndText } from '@/api/errors';
import type { RgLimit } from '@/contracts/responsibleGambling.contract';
import { Button } from '@/ui/components/Button';
import '@/ui/components/Failure.css';
import { Skeleton } from '@/ui/components/Skeleton';
import { TextField } from '@/ui/components/TextField';
import { useMoneyText } from '@/ui/hooks/useMoneyText';
import type { RgLimitsFlow } from './useRgLimits';
import { LoadFailure } from '@/ui/components/LoadFailure';

/**
 * One limit's form (ADR 043): what is set, used and left, a waiting increase or removal with the date it
 * takes effect, and a new amount. Its messages are the flow's when they are about this limit.
 */
export function LimitForm({ limit, flow }: { limit: RgLimit; flow: RgLimitsFlow }) {
  const { view, busy, actor } = flow;
  const text = useMoneyText();
  const here = view.field?.kind === limit.kind && view.field.period === limit.period;
  return (
    <LimitFields
      limit={limit}
      busy={busy}
      error={here ? text.validation(view.fieldErrors.amount) : undefined}
      failure={here ? text.failure(view.failure) : undefined}
      saved={here && view.saved ? (view.saved.waiting ? 'waiting' : 'now') : null}
      onSave={(amount) =>
        actor.send({ type: 'rgLimits.save', kind: limit.kind, period: limit.period, amount })
      }
    />
  );
}

function LimitFields({
  limit,
  busy,
  error,
  failure,
  saved,
  onSave,
}: {
  limit: RgLimit;
  busy: boolean;
  error: string | undefined;
  failure: string | undefined;
  saved: 'now' | 'waiting' | null;
  onSave(amount: string): void;
}) {
  const { t } = useTranslation('memberSecurity');
  const text = useMoneyText();
  const [amount, setAmount] = useState('');
  const minutes = limit.kind === 'session';
  const show = (value: string) =>
    minutes ? t('rg.limits.minutes', { count: Number(value) }) : text.money(value);
  const legend =
    limit.kind === 'session' ? t('rg.limits.session.24h') : t(`rg.limits.${limit.kind}.${limit.period}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(amount);
  };
  return (
    <form className="rg-limit" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{legend}</legend>
        <p className="rg-limit__now">
          {limit.amount === null
            ? t('rg.limits.none')
            : t('rg.limits.current', {
                limit: show(limit.amount),
                used: show(limit.used),
                left: show(limit.remaining ?? '0'),
              })}
        </p>
        {limit.pending && (
          <p className="rg-limit__pending">
            {limit.pending.amount === null
              ? t('rg.limits.pendingRemoval', { date: exclusionEndText(limit.pending.effectiveAt) })
              : t('rg.limits.pending', {
                  limit: show(limit.pending.amount),
                  date: exclusionEndText(limit.pending.effectiveAt),
                })}
          </p>
        )}
        <TextField
          label={minutes ? t('rg.limits.newMinutes') : t('rg.limits.newAmount')}
          name={`${limit.kind}-${limit.period}`}
          inputMode={minutes ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          hint={t('rg.limits.hint')}
          error={error}
        />
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        {saved && (
          <p className="rg-limit__saved" role="status">
            {saved === 'now' ? t('rg.limits.savedNow') : t('rg.limits.savedLater')}
          </p>
        )}
        <div className="rg-limit__actions">
          <Button type="submit" disabled={busy}>
            {t('rg.limits.save')}
          </Button>
          {limit.amount !== null && (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => onSave('')}>
              {t('rg.limits.remove')}
            </Button>
          )}
        </div>
      </fieldset>
    </form>
  );
}

/**
 * While the limits load or after the load failed: the placeholder, or the failure with "Try again";
 * null once they are here (the caller draws the forms).
 */
export function LimitsLoadState({ flow }: { flow: RgLimitsFlow }) {
  const { t } = useTranslation('memberSecurity');
  if (flow.loading)
    return (
      <p role="status" aria-label={t('rg.limits.loading')}>
        <Skeleton height="8rem" />
      </p>
    );
  if (flow.loadFailed)
    return (
      <LoadFailure error={flow.view.failure} onRetry={() => flow.actor.send({ type: 'rgLimits.retry' })} />
    );
  return null;
}
