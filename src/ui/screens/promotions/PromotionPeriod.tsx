import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/ui/components/format';
import type { PromotionView } from './usePromotions';

/** When a promotion runs, or that it has no end. */
export function PromotionPeriod({ promotion }: { promotion: PromotionView }) {
  const { t } = useTranslation('content');
  const { startDate, endDate } = promotion;
  if (!startDate) return null;
  return (
    <p className="promo-period">
      {endDate
        ? t('promotions.period', { from: formatDateTime(startDate), to: formatDateTime(endDate) })
        : t('promotions.from', { from: formatDateTime(startDate) })}
    </p>
  );
}
