import { useTranslation } from 'react-i18next';
import { api } from '@/api/instance';
import {
  agentContract,
  CONTRACT_PAYOUT_TYPE,
  type AgentContractKind,
  type ReportRow,
} from '@/contracts/agent.contract';
import type { RecordsPage, RecordsPageRequest } from '@/machines/recordsQuery/recordsQuery.machine';
import { RecordsReport } from '@/ui/components/records/RecordsReport';
import { useMoneyLabel } from '@/ui/hooks/useMoneyLabel';
import { REPORT_PAGE_SIZE, totalOf } from '../reports/agentReports';

/** One page of the kind's payouts: the income report narrowed to the kind's type (ADR 040). */
async function fetchPayouts(
  kind: AgentContractKind,
  { filters, page }: RecordsPageRequest,
  signal: AbortSignal,
): Promise<RecordsPage<ReportRow>> {
  const value = await api.call(
    agentContract.income,
    {
      query: {
        pageNo: page,
        pageSize: REPORT_PAGE_SIZE,
        startDate: filters.startDate,
        endDate: filters.endDate,
        type: CONTRACT_PAYOUT_TYPE[kind],
        ...(filters.username ? { username: filters.username } : {}),
      },
    },
    { signal },
  );
  return {
    rows: value.list,
    page,
    totalPages: Math.max(1, value.totalPages ?? 1),
    totalCount: value.totalCount ?? value.list.length,
  };
}

/**
 * A contract page's payout history (spec 02 §2 dividend and salary pages): each day's payout under
 * the kind's contracts, from the income report (wire protocol §1.6 /wps/report/income), with totals.
 */
export function PayoutHistory({ kind }: { kind: AgentContractKind }) {
  const { t } = useTranslation('agent');
  const money = useMoneyLabel();
  return (
    <section className="agent-payouts" aria-labelledby={`payouts-${kind}`}>
      <h3 id={`payouts-${kind}`} className="agent-payouts__title">
        {t('contracts.payouts.title')}
      </h3>
      <RecordsReport<ReportRow>
        caption={t('contracts.payouts.caption')}
        initialPreset="last30"
        rowKey={(row) => [row.date, row.username, String(row.rate ?? ''), String(row.amount ?? '')].join(':')}
        fetchPage={(request, signal) => fetchPayouts(kind, request, signal)}
        columns={[
          { key: 'date', header: t('reports.columns.date'), cell: (row) => row.date ?? '—' },
          { key: 'username', header: t('contracts.columns.downline'), cell: (row) => row.username ?? '—' },
          {
            key: 'validBetAmount',
            header: t('reports.columns.validBetAmount'),
            numeric: true,
            cell: (row) => money(row.validBetAmount),
            total: (rows) => money(totalOf(rows, (r) => r.validBetAmount)),
          },
          {
            key: 'rate',
            header: t('reports.columns.rate'),
            numeric: true,
            cell: (row) => t('contracts.rate', { rate: String(row.rate ?? '—') }),
          },
          {
            key: 'amount',
            header: t('contracts.payouts.amount'),
            numeric: true,
            cell: (row) => money(row.amount),
            total: (rows) => money(totalOf(rows, (r) => r.amount)),
          },
        ]}
      />
    </section>
  );
}
