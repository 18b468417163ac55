import { useTranslation } from 'react-i18next';
import type { PromotionStatus } from './usePromotions';

const TONE: Record<PromotionStatus, 'info' | 'success' | 'danger' | 'muted'> = {
  Applying: 'info',
  Issued: 'success',
  Claimed: 'success',
  Joined: 'success',
  Rejected: 'danger',
  Close: 'muted',
  comingSoon: 'info',
};

/** A promotion's status label (spec 02 §4), coloured by what it means for the member. */
export function PromotionStatusLabel({ status }: { status: PromotionStatus | null }) {
  const { t } = useTranslation('content');
  if (!status) return null;
  return (
    <span className={`promo-status promo-status--${TONE[status]}`}>{t(`promotions.status.${status}`)}</span>
  );
}
