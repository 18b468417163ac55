import { useTranslation } from 'react-i18next';
import { RecordsReport } from '@/ui/components/records/RecordsReport';
import { WinLoss } from '@/ui/components/records/WinLoss';
import { useMoneyLabel } from '@/ui/hooks/useMoneyLabel';
import { fetchAgentReport, rowKeyOf, totalOf, type ReportSource, type SourcedRow } from './agentReports';

const SOURCES: readonly ReportSource[] = ['pvpFishing', 'lotto'];

/**
 * User profit and loss (palStatementsAgentCopy, spec 02 §2): each downline's stake and win/loss per day
 * in cards and fishing and in lottery, one report or both.
 */
export default function ProfitLossPage() {
  const { t } = useTranslation('agent');
  const money = useMoneyLabel();
  return (
    <RecordsReport<SourcedRow>
      usernameLabel={t('reports.username')}
      caption={t('reports.captions.profitLoss')}
      products={SOURCES.map((s) => ({ value: s, label: t(`reports.sources.${s}`) }))}
      productLabel={t('reports.sourceLabel')}
      rowKey={rowKeyOf}
      fetchPage={(request, signal) => fetchAgentReport(SOURCES, request, signal)}
      columns={[
        { key: 'date', header: t('reports.columns.date'), cell: (row) => row.date ?? '—' },
        { key: 'username', header: t('reports.columns.username'), cell: (row) => row.username ?? '—' },
        {
          key: 'product',
          header: t('reports.columns.product'),
          cell: (row) => String(row.productType ?? '—'),
        },
        {
          key: 'betAmount',
          header: t('reports.columns.betAmount'),
          numeric: true,
          cell: (row) => money(row.betAmount),
          total: (rows) => money(totalOf(rows, (r) => r.betAmount)),
        },
        {
          key: 'winLoss',
          header: t('reports.columns.winLoss'),
          numeric: true,
          cell: (row) => <WinLoss value={row.winLoss} />,
          total: (rows) => <WinLoss value={totalOf(rows, (r) => r.winLoss)} />,
        },
      ]}
    />
  );
}
