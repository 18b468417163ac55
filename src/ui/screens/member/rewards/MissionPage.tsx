import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Trophy from 'lucide-react/icons/trophy';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { missionsContract } from '@/contracts/missions.contract';
import { EmptyState } from '@/ui/components/EmptyState';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Skeleton } from '@/ui/components/Skeleton';
import { useDepositText as useMoneyText } from '../deposit/text';
import { Progress } from '@/ui/components/Progress';
import './rewards.css';

/** Mission activity (missionLeaderboard, spec 01 §2): the member's missions with their progress, and the leaderboard. */
export default function MissionPage() {
  const { t } = useTranslation('memberRewards');
  const text = useMoneyText();
  const summary = useQuery({
    queryKey: queryKeys.missions.summary(),
    queryFn: () => api.call(missionsContract.summary, {}),
  });
  const board = useQuery({
    queryKey: [...queryKeys.missions.summary(), 'leaderboard'],
    queryFn: () => api.call(missionsContract.leaderboard, { query: {} }),
  });
  return (
    <div className="rewards-page">
      <section aria-labelledby="missions-title" className="rewards-page">
        <h3 id="missions-title">{t('missions.title')}</h3>
        {summary.isPending ? (
          <div className="reward-list" aria-busy="true" aria-label={t('missions.loading')}>
            <Skeleton shape="block" height={56} />
            <Skeleton shape="block" height={56} />
          </div>
        ) : summary.isError ? (
          <LoadFailure
            title={t('missions.failed')}
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
        ) : summary.data.missions.length === 0 ? (
          <EmptyState
            icon={Trophy}
            level={3}
            title={t('missions.none.title')}
            message={t('missions.none.message')}
          />
        ) : (
          <ul className="reward-list" aria-label={t('missions.list')}>
            {summary.data.missions.map((m) => (
              <li key={String(m.id)} className="reward-item">
                <div className="reward-item__text" style={{ flex: 1 }}>
                  <Progress
                    label={m.title}
                    actual={m.progress}
                    expected={m.target}
                    figures={`${m.progress} / ${m.target}${m.reward ? ` · ${text.money(m.reward)}` : ''}`}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="leaderboard-title" className="rewards-page">
        <h3 id="leaderboard-title">{t('missions.leaderboard')}</h3>
        {board.isPending ? (
          <Skeleton shape="block" height={160} />
        ) : board.isError ? (
          <LoadFailure
            title={t('missions.failed')}
            error={board.error}
            onRetry={() => void board.refetch()}
          />
        ) : board.data.list.length === 0 ? (
          <p className="reward-item__detail">{t('missions.boardEmpty')}</p>
        ) : (
          <table className="leaderboard">
            <caption className="visually-hidden">{t('missions.leaderboard')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('missions.rank')}</th>
                <th scope="col">{t('missions.player')}</th>
                <th scope="col" className="num">
                  {t('missions.score')}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.data.list.map((row) => (
                <tr key={`${row.rank}-${row.customerName}`}>
                  <td>{row.rank}</td>
                  <td>{row.customerName}</td>
                  <td className="num">{text.money(row.score)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
