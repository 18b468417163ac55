import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import History from 'lucide-react/icons/history';
import { EmptyState } from '@/ui/components/EmptyState';
import { formatDateTime, formatPoints } from '@/ui/components/format';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Pagination } from '@/ui/components/Pagination';
import { ScrollTable } from '@/ui/components/records/ScrollTable';
import { Skeleton } from '@/ui/components/Skeleton';
import { useRedeemHistory } from './usePoints';

/** The redeem statuses of spec 02 §3 (In Process, Rejected, Approved); anything else shows as sent. */
const STATUS_KEYS: Readonly<Record<string, string>> = {
  'In Process': 'points.status.inProcess',
  Rejected: 'points.status.rejected',
  Approved: 'points.status.approved',
};

function statusTone(status: string): string {
  if (status === 'Approved') return 'success';
  if (status === 'Rejected') return 'danger';
  return 'pending';
}

/** The member's redeems, newest first: reward, quantity, points, status, remark, time (spec 02 §3 redeem entries). */
export function RedeemHistory() {
  const { t } = useTranslation('content');
  const [page, setPage] = useState(1);
  const history = useRedeemHistory(page);

  if (history.isPending)
    return (
      <div className="records__skeleton" aria-busy="true" aria-label={t('points.history.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="block" height={44} />
        ))}
      </div>
    );
  if (history.isError)
    return (
      <LoadFailure
        title={t('points.history.failed')}
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  const rows = history.data.list;
  if (rows.length === 0)
    return (
      <EmptyState
        icon={History}
        level={3}
        title={t('points.history.empty.title')}
        message={t('points.history.empty.message')}
      />
    );
  return (
    <>
      <ScrollTable caption={t('points.history.caption')} busy={history.isPlaceholderData}>
        <thead>
          <tr>
            <th scope="col">{t('points.history.columns.reward')}</th>
            <th scope="col" className="records__num">
              {t('points.history.columns.quantity')}
            </th>
            <th scope="col" className="records__num">
              {t('points.history.columns.points')}
            </th>
            <th scope="col">{t('points.history.columns.status')}</th>
            <th scope="col">{t('points.history.columns.remark')}</th>
            <th scope="col">{t('points.history.columns.time')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row.id)}>
              <td>{row.rewardName ?? '—'}</td>
              <td className="records__num">{row.quantity}</td>
              <td className="records__num">{formatPoints(row.points)}</td>
              <td>
                <span className={`points-status points-status--${statusTone(row.status)}`}>
                  {t(STATUS_KEYS[row.status] ?? 'points.status.other', { defaultValue: row.status })}
                </span>
              </td>
              <td>{row.remark ?? '—'}</td>
              <td>{formatDateTime(row.createTime ?? null)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Pagination
        page={page}
        totalPages={history.data.totalPages ?? 1}
        onChange={setPage}
        label={t('points.history.pages')}
      />
    </>
  );
}
