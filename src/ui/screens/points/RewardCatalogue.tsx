import { useTranslation } from 'react-i18next';
import Gift from 'lucide-react/icons/gift';
import type { PointReward } from '@/contracts/points.contract';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { formatPoints } from '@/ui/components/format';
import { LazyImage } from '@/ui/components/LazyImage';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Pagination } from '@/ui/components/Pagination';
import { Skeleton } from '@/ui/components/Skeleton';
import { usePointRewards } from './usePoints';

export interface RewardCatalogueProps {
  page: number;
  onPage(page: number): void;
  onRedeem(reward: PointReward): void;
}

function RewardCard({ reward, onRedeem }: { reward: PointReward; onRedeem(): void }) {
  const { t } = useTranslation('content');
  const titleId = `reward-${reward.id}`;
  const soldOut = reward.stock !== null && reward.stock !== undefined && reward.stock <= 0;
  return (
    <article className="reward-card" aria-labelledby={titleId}>
      <LazyImage src={reward.imageUrl} alt="" className="reward-card__image" width={160} height={160} />
      <div className="reward-card__body">
        <h3 id={titleId} className="reward-card__title">
          {reward.name}
        </h3>
        {reward.description && <p className="reward-card__text">{reward.description}</p>}
        <p className="reward-card__price">{t('points.amount', { points: formatPoints(reward.points) })}</p>
        {reward.stock !== null && reward.stock !== undefined && (
          <p className="reward-card__stock">
            {soldOut ? t('points.soldOut') : t('points.left', { count: reward.stock })}
          </p>
        )}
        {/* The name starts with the visible "Redeem" (label in name) and says which reward. */}
        <Button
          size="small"
          disabled={soldOut}
          onClick={onRedeem}
          aria-label={`${t('points.redeem.open')}: ${reward.name}`}
        >
          {t('points.redeem.open')}
        </Button>
      </div>
    </article>
  );
}

/** The merchant's rewards (wire protocol §1.7 pointReward), a page at a time; visitors see them too. */
export function RewardCatalogue({ page, onPage, onRedeem }: RewardCatalogueProps) {
  const { t } = useTranslation('content');
  const rewards = usePointRewards(page);
  if (rewards.isPending)
    return (
      <div className="reward-grid" aria-busy="true" aria-label={t('points.catalogue.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="block" height={260} />
        ))}
      </div>
    );
  if (rewards.isError)
    return (
      <LoadFailure
        title={t('points.catalogue.failed')}
        error={rewards.error}
        onRetry={() => void rewards.refetch()}
        retrying={rewards.isFetching}
      />
    );
  if (rewards.data.list.length === 0)
    return (
      <EmptyState
        icon={Gift}
        level={3}
        title={t('points.catalogue.empty.title')}
        message={t('points.catalogue.empty.message')}
      />
    );
  return (
    <>
      <div className="reward-grid" aria-busy={rewards.isPlaceholderData || undefined}>
        {rewards.data.list.map((reward) => (
          <RewardCard key={String(reward.id)} reward={reward} onRedeem={() => onRedeem(reward)} />
        ))}
      </div>
      <Pagination
        page={page}
        totalPages={rewards.data.totalPages ?? 1}
        onChange={onPage}
        label={t('points.catalogue.pages')}
      />
    </>
  );
}
