import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { limitsOfKind } from '@/machines/rgLimits/rgLimits.selectors';
import { Button } from '@/ui/components/Button';
import { useLatest } from '@/ui/hooks/useLatest';
import { LimitForm, LimitsLoadState } from './LimitForm';
import { rememberOfferAnswered } from './offerMemory';
import { useRgLimits } from './useRgLimits';
import './offer.css';

/**
 * The offer to set a deposit limit (ADR 043; UKGC RTS 12: limits offered before the first wager), after
 * a registration and on the first deposit: the 24-hour, 7-day and 30-day deposit limits on the same
 * machine and form as the responsible-gaming page, and "Not now". Skipping it leaves nothing behind but
 * the session's memory of the answer; it never stands in the way of the registration or the deposit.
 * `title`: false where the surrounding popup already carries the heading.
 */
export function DepositLimitOffer({
  onClose,
  onSaved,
  title = true,
  hideWhenSet = false,
}: {
  /** "Not now" or "Done": the offer is answered for this session. */
  onClose(): void;
  /** A limit was saved (the deposit page reads what limits leave afresh). */
  onSaved?(): void;
  title?: boolean;
  /** Offer nothing to a member who already has a deposit limit (set on the page, or before a reload). */
  hideWhenSet?: boolean;
}) {
  const { t } = useTranslation('memberSecurity');
  const titleId = useId();
  const flow = useRgLimits();
  const latest = useLatest({ onSaved });
  const saved = flow.view.saved;
  useEffect(() => {
    if (saved) latest.get().onSaved?.();
  }, [saved, latest]);
  const deposit = limitsOfKind(flow.view.limits, 'deposit');
  const anySet = deposit.some((l) => l.amount !== null || l.pending !== null);
  // `field` is set by the first Save here: a limit saved in this offer keeps it open with "Done".
  if (hideWhenSet && anySet && flow.view.field === null) return null;
  const close = () => {
    rememberOfferAnswered();
    onClose();
  };
  return (
    <section
      className="rg-offer"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t('rg.offer.title')}
    >
      {title && <h3 id={titleId}>{t('rg.offer.title')}</h3>}
      <p className="rg-intro">{t('rg.offer.about')}</p>
      {flow.loading || flow.loadFailed ? (
        <LimitsLoadState flow={flow} />
      ) : (
        deposit.map((limit) => <LimitForm key={limit.period} limit={limit} flow={flow} />)
      )}
      <div className="rg-offer__actions">
        <Button variant="secondary" onClick={close}>
          {anySet ? t('rg.offer.done') : t('rg.offer.skip')}
        </Button>
      </div>
    </section>
  );
}
