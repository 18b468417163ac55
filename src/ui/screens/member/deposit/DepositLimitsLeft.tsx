import { useTranslation } from 'react-i18next';
import type { DepositLimitLeft } from '@/machines/deposit/deposit.machine';
import { useExtensionOn } from '@/ui/hooks/useExtension';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import { useDepositText } from './text';

/**
 * What each deposit limit leaves, and the way to the responsible-gaming page (ADR 043). Nothing while
 * the extension is off.
 */
export function DepositLimitsLeft({ limits }: { limits: readonly DepositLimitLeft[] | undefined }) {
  const { t } = useTranslation('memberMoney');
  const text = useDepositText();
  const { open } = useMemberCentre();
  const on = useExtensionOn('responsibleGambling');
  if (!on) return null;
  return (
    <div className="deposit-limits">
      {limits && limits.length > 0 && (
        <ul aria-label={t('deposit.limits.label')}>
          {limits.map((l) => (
            <li key={l.period}>{t(`deposit.limits.${l.period}`, { left: text.money(l.remaining) })}</li>
          ))}
        </ul>
      )}
      <button type="button" onClick={() => open('responsibleGaming')}>
        {t('deposit.limits.manage')}
      </button>
    </div>
  );
}
