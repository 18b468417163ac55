import { useTranslation } from 'react-i18next';
import { RecordsReport } from '@/ui/components/records/RecordsReport';
import { useMoneyLabel } from '@/ui/hooks/useMoneyLabel';
import { fetchAgentReport, rowKeyOf, totalOf, type ReportSource, type SourcedRow } from './agentReports';
import { ReportType } from './ReportType';

const SOURCES: readonly ReportSource[] = ['income', 'commission'];

/** My income (agentRevenueReport, spec 02 §2): the income and commission reports per day, with totals. */
export default function IncomePage() {
  const { t } = useTranslation('agent');
  const money = useMoneyLabel();
  return (
    <RecordsReport<SourcedRow>
      caption={t('reports.captions.income')}
      products={SOURCES.map((s) => ({ value: s, label: t(`reports.sources.${s}`) }))}
      productLabel={t('reports.sourceLabel')}
      rowKey={rowKeyOf}
      fetchPage={(request, signal) => fetchAgentReport(SOURCES, request, signal)}
      columns={[
        { key: 'date', header: t('reports.columns.date'), cell: (row) => row.date ?? '—' },
        { key: 'type', header: t('reports.columns.type'), cell: (row) => <ReportType type={row.type} /> },
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
          cell: (row) => (typeof row.rate === 'number' ? `${row.rate} %` : '—'),
        },
        {
          key: 'activeMembers',
          header: t('reports.columns.activeMembers'),
          numeric: true,
          cell: (row) => String(row.activeMembers ?? '—'),
        },
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
