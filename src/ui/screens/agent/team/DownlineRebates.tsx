import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Percent from 'lucide-react/icons/percent';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { agentContract } from '@/contracts/agent.contract';
import { toDecimalOrZero } from '@/money/money';
import { EmptyState } from '@/ui/components/EmptyState';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { ScrollTable } from '@/ui/components/records/ScrollTable';
import '@/ui/components/records/records.css';
import { Skeleton } from '@/ui/components/Skeleton';

/**
 * One downline's rebate per product (Team management, spec 02 §2; ADR 026 addendum), from the
 * legacy `/wps/agent/downlineRebates`, beside the most the merchant allows for that product. The wire
 * protocol has no call that changes a downline's rebate, so this is read-only (ADR 026).
 */
export function DownlineRebates({ username }: { username: string }) {
  const { t } = useTranslation(['agent', 'memberRecords']);
  const rebates = useQuery({
    queryKey: queryKeys.agent.downlineRebates(username),
    queryFn: ({ signal }) => api.call(agentContract.downlineRebates, { query: { username } }, { signal }),
  });
  // A product the reports do not name is shown as the backend sends it.
  const productName = (code: string) => t(`memberRecords:products.${code}`, { defaultValue: code });
  const percent = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '—' : t('rebates.percent', { rate: toDecimalOrZero(value) });

  if (rebates.isPending)
    return (
      <div className="records__skeleton" aria-busy="true" aria-label={t('rebates.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="block" height={36} />
        ))}
      </div>
    );
  if (rebates.isError)
    return (
      <LoadFailure
        title={t('rebates.failed')}
        error={rebates.error}
        onRetry={() => void rebates.refetch()}
        retrying={rebates.isFetching}
      />
    );
  if (rebates.data.length === 0)
    return (
      <EmptyState
        icon={Percent}
        level={3}
        title={t('rebates.empty.title')}
        message={t('rebates.empty.message')}
      />
    );
  return (
    <ScrollTable caption={t('rebates.caption', { username })}>
      <thead>
        <tr>
          <th scope="col">{t('rebates.columns.product')}</th>
          <th scope="col" className="records__num">
            {t('rebates.columns.rebate')}
          </th>
          <th scope="col" className="records__num">
            {t('rebates.columns.max')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rebates.data.map((row) => (
          <tr key={row.productType}>
            <th scope="row">{productName(row.productType)}</th>
            <td className="records__num">{percent(row.rebate)}</td>
            <td className="records__num">{percent(row.maxRebate)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
