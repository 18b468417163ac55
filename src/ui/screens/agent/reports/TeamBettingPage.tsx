import { useTranslation } from 'react-i18next';
import { RecordsReport } from '@/ui/components/records/RecordsReport';
import { WinLoss } from '@/ui/components/records/WinLoss';
import { useMoneyLabel } from '@/ui/hooks/useMoneyLabel';
import { fetchAgentReport, rowKeyOf, totalOf, type SourcedRow } from './agentReports';

/** Team betting (personalHistoryCopy in the agent centre, spec 02 §2): the team's slot and card bets per day and player. */
export default function TeamBettingPage() {
  const { t } = useTranslation('agent');
  const money = useMoneyLabel();
  return (
    <RecordsReport<SourcedRow>
      usernameLabel={t('reports.username')}
      caption={t('reports.captions.teamBetting')}
      rowKey={rowKeyOf}
      fetchPage={(request, signal) => fetchAgentReport(['pvpRng'], request, signal)}
      columns={[
        { key: 'date', header: t('reports.columns.date'), cell: (row) => row.date ?? '—' },
        { key: 'username', header: t('reports.columns.username'), cell: (row) => row.username ?? '—' },
        {
          key: 'product',
          header: t('reports.columns.product'),
          cell: (row) => String(row.productType ?? '—'),
        },
        {
          key: 'bets',
          header: t('reports.columns.bets'),
          numeric: true,
          cell: (row) => String(row.betCount ?? 0),
        },
        {
          key: 'betAmount',
          header: t('reports.columns.betAmount'),
          numeric: true,
          cell: (row) => money(row.betAmount),
          total: (rows) => money(totalOf(rows, (r) => r.betAmount)),
        },
        {
          key: 'validBetAmount',
          header: t('reports.columns.validBetAmount'),
          numeric: true,
          cell: (row) => money(row.validBetAmount),
          total: (rows) => money(totalOf(rows, (r) => r.validBetAmount)),
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
