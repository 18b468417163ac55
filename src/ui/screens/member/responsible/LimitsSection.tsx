import { useTranslation } from 'react-i18next';
import type { RgLimitKind } from '@/contracts/responsibleGambling.contract';
import { limitsOfKind } from '@/machines/rgLimits/rgLimits.selectors';
import { LimitForm, LimitsLoadState } from '@/ui/components/responsible/LimitForm';
import { useRgLimits } from '@/ui/components/responsible/useRgLimits';

const KINDS: readonly RgLimitKind[] = ['deposit', 'loss', 'session'];

/**
 * Deposit, loss and session-time limits (ADR 043; UKGC RTS 12, MGA Player Protection Directive): each
 * shows what is set, used and left, and a waiting increase or removal with the date it takes effect.
 * The form is shared with the deposit-limit offer (src/ui/components/responsible).
 */
export function LimitsSection() {
  const { t } = useTranslation('memberSecurity');
  const flow = useRgLimits();
  if (flow.loading || flow.loadFailed) return <LimitsLoadState flow={flow} />;

  return (
    <>
      {KINDS.map((kind) => (
        <section key={kind} className="rg-section" aria-labelledby={`rg-${kind}-title`}>
          <h3 id={`rg-${kind}-title`}>{t(`rg.limits.${kind}.title`)}</h3>
          {limitsOfKind(flow.view.limits, kind).map((limit) => (
            <LimitForm key={limit.period} limit={limit} flow={flow} />
          ))}
        </section>
      ))}
    </>
  );
}
