import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ListOrdered from 'lucide-react/icons/list-ordered';
import { groupThousands, toDecimalOrZero } from '@/money/money';
import { EmptyState } from '@/ui/components/EmptyState';
import { formatDateTime, formatPoints } from '@/ui/components/format';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Pagination } from '@/ui/components/Pagination';
import { ScrollTable } from '@/ui/components/records/ScrollTable';
import { Skeleton } from '@/ui/components/Skeleton';
import { usePointLedger } from './usePoints';

/** The ledger's kinds (the mock's and the designed field, ADR 040); another kind shows as the backend names it. */
const KINDS = ['EARN', 'REDEEM', 'CONVERT', 'ADJUST'] as const;

/** Signed whole points: earned with a plus, spent with a minus (points are whole, like the balance). */
function signedPoints(value: number | string): string {
  const points = toDecimalOrZero(value).split('.')[0] ?? '0';
  return points.startsWith('-') ? `−${groupThousands(points.slice(1))}` : `+${groupThousands(points)}`;
}

/**
 * The points ledger (spec 02 §1 points; wire protocol §1.7 memTransDet with `accountType=POINT`):
 * every earning and spending, newest first, with the balance after it, so a member can see where
 * the points shown at the top came from.
 */
export function PointsLedger() {
  const { t } = useTranslation('content');
  const [page, setPage] = useState(1);
  const ledger = usePointLedger(page);
  if (ledger.isPending)
    return (
      <div className="records__skeleton" aria-busy="true" aria-label={t('points.ledger.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="block" height={44} />
        ))}
      </div>
    );
  if (ledger.isError)
    return (
      <LoadFailure
        title={t('points.ledger.failed')}
        error={ledger.error}
        onRetry={() => void ledger.refetch()}
        retrying={ledger.isFetching}
      />
    );
  const rows = ledger.data.list;
  if (rows.length === 0)
    return (
      <EmptyState
        icon={ListOrdered}
        level={3}
        title={t('points.ledger.empty.title')}
        message={t('points.ledger.empty.message')}
      />
    );
  return (
    <>
      <ScrollTable caption={t('points.ledger.caption')} busy={ledger.isPlaceholderData}>
        <thead>
          <tr>
            <th scope="col">{t('points.ledger.columns.time')}</th>
            <th scope="col">{t('points.ledger.columns.kind')}</th>
            <th scope="col" className="records__num">
              {t('points.ledger.columns.points')}
            </th>
            <th scope="col" className="records__num">
              {t('points.ledger.columns.balance')}
            </th>
            <th scope="col">{t('points.ledger.columns.remark')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const kind = row.transactionType ?? '';
            const known = KINDS.find((k) => k === kind);
            return (
              <tr key={String(row.id ?? i)}>
                <td>{formatDateTime(row.createTime ?? null)}</td>
                <td>{known ? t(`points.ledger.kinds.${known}`) : kind || '—'}</td>
                <td className="records__num">
                  <span
                    className={toDecimalOrZero(row.amount).startsWith('-') ? 'records__loss' : 'records__win'}
                  >
                    {signedPoints(row.amount)}
                  </span>
                </td>
                <td className="records__num">
                  {row.balance === null || row.balance === undefined ? '—' : formatPoints(row.balance)}
                </td>
                <td>{row.remark ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
      <Pagination
        page={page}
        totalPages={ledger.data.totalPages ?? 1}
        onChange={setPage}
        label={t('points.ledger.pages')}
      />
    </>
  );
}
