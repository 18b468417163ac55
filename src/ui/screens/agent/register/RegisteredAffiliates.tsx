import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import UserPlus from 'lucide-react/icons/user-plus';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { agentContract } from '@/contracts/agent.contract';
import { EmptyState } from '@/ui/components/EmptyState';
import { formatDateTime } from '@/ui/components/format';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Pagination } from '@/ui/components/Pagination';
import { Skeleton } from '@/ui/components/Skeleton';

const PAGE_SIZE = 10;

/** The players registered through the agent's links (registerCenter, spec 02 §2), paged. */
export function RegisteredAffiliates() {
  const { t } = useTranslation('agent');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: queryKeys.agent.registeredAffiliates(page),
    queryFn: ({ signal }) =>
      api.call(
        agentContract.registeredAffiliates,
        { query: { pageNo: page, pageSize: PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  if (list.isPending)
    return (
      <div className="records__skeleton" aria-busy="true" aria-label={t('affiliates.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="block" height={36} />
        ))}
      </div>
    );
  if (list.isError)
    return (
      <LoadFailure
        title={t('affiliates.failed')}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  if (list.data.list.length === 0)
    return (
      <EmptyState
        icon={UserPlus}
        level={3}
        title={t('affiliates.empty.title')}
        message={t('affiliates.empty.message')}
      />
    );
  return (
    <div className="agent-page">
      <table className="records__table">
        <caption className="visually-hidden">{t('affiliates.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('affiliates.columns.username')}</th>
            <th scope="col">{t('affiliates.columns.registered')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.list.map((row) => (
            <tr key={row.username}>
              <td>{row.username}</td>
              <td>{formatDateTime(row.registerTime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={page}
        totalPages={list.data.totalPages ?? 1}
        onChange={setPage}
        label={t('affiliates.pages')}
      />
    </div>
  );
}
