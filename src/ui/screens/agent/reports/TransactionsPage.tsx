import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/ui/components/format';
import { RecordsReport } from '@/ui/components/records/RecordsReport';
import { useMoneyLabel } from '@/ui/hooks/useMoneyLabel';
import { fetchAgentReport, rowKeyOf, totalOf, type SourcedRow } from './agentReports';
import { ReportType } from './ReportType';

/**
 * Transaction details (agentDownlineTransactionDetailsCopy, spec 02 §2): the team's deposits,
 * withdrawals, bets, payouts and rebates, and the agent's transfers to downlines.
 */
export default function TransactionsPage() {
  const { t } = useTranslation('agent');
  const money = useMoneyLabel();
  return (
    <RecordsReport<SourcedRow>
      usernameLabel={t('reports.username')}
      caption={t('reports.captions.transactions')}
      rowKey={rowKeyOf}
      fetchPage={(request, signal) => fetchAgentReport(['transactions'], request, signal)}
      columns={[
        {
          key: 'time',
          header: t('reports.columns.date'),
          cell: (row) =>
            typeof row.createTime === 'number' ? formatDateTime(row.createTime) : (row.date ?? '—'),
        },
        { key: 'username', header: t('reports.columns.username'), cell: (row) => row.username ?? '—' },
        { key: 'type', header: t('reports.columns.type'), cell: (row) => <ReportType type={row.type} /> },
        {
          key: 'amount',
          header: t('reports.columns.amount'),
          numeric: true,
          cell: (row) => money(row.amount),
          total: (rows) => money(totalOf(rows, (r) => r.amount)),
        },
      ]}
    />
  );
}
