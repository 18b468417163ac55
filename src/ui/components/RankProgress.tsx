import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { memberContract } from '@/contracts/member.contract';
import { LoadFailure } from './LoadFailure';
import { Skeleton } from './Skeleton';
import { useMoneyLabel } from '@/ui/hooks/useMoneyLabel';
import { Progress } from './Progress';
import './RankProgress.css';

/**
 * The member's VIP rank (rank progress call): the rank, the next one, and monthly and total turnover
 * against what is expected. The member centre's playerRank page and /vip both show it.
 */
export function RankProgress() {
  const { t } = useTranslation('memberRewards');
  const money = useMoneyLabel();
  const rank = useQuery({
    queryKey: queryKeys.member.rankProgress(),
    queryFn: () => api.call(memberContract.rankProgress, {}),
  });
  if (rank.isPending)
    return (
      <div className="rank-card" aria-busy="true" aria-label={t('rank.loading')}>
        <Skeleton width="40%" height={32} />
        <Skeleton shape="block" height={10} />
        <Skeleton shape="block" height={10} />
      </div>
    );
  if (rank.isError)
    return <LoadFailure title={t('rank.failed')} error={rank.error} onRetry={() => void rank.refetch()} />;
  const r = rank.data;
  const bar = (label: string, turnover: typeof r.monthlyTurnover) =>
    turnover ? (
      <Progress
        label={label}
        actual={turnover.actual}
        expected={turnover.expected}
        figures={`${money(turnover.actual)} / ${money(turnover.expected)}`}
      />
    ) : null;
  return (
    <section className="rank-card" aria-labelledby="rank-name">
      <p id="rank-name" className="rank-card__name">
        {r.playerRankName}
      </p>
      <p className="rank-card__next">
        {r.nextRankName ? t('rank.next', { rank: r.nextRankName }) : t('rank.top')}
      </p>
      {bar(t('rank.monthly'), r.monthlyTurnover)}
      {bar(t('rank.total'), r.totalTurnover)}
    </section>
  );
}
