import { useTranslation } from 'react-i18next';
import { walletContract, type RecordRow } from '@/contracts/wallet.contract';
import { formatDateTime } from '@/ui/components/format';
import { useDepositText as useMoneyText } from '../deposit/text';
import { fetchReportPage, sumOf } from './recordFetchers';
import { RecordsReport } from '@/ui/components/records/RecordsReport';
import { WinLoss } from '@/ui/components/records/WinLoss';

export const BET_PRODUCTS = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS'] as const;

/** Betting records (personalHistoryCopy, spec 01 §2): every bet of the period, by product, paged, with totals. */
export default function BettingRecordsPage() {
  const { t } = useTranslation('memberRecords');
  const text = useMoneyText();
  return (
    <RecordsReport<RecordRow>
      caption={t('captions.bets')}
      products={BET_PRODUCTS.map((p) => ({ value: p, label: t(`products.${p}`) }))}
      rowKey={(row) => String(row.id)}
      fetchPage={(request, signal) => fetchReportPage(walletContract.betHistory, request, signal)}
      columns={[
        { key: 'time', header: t('columns.time'), cell: (row) => formatDateTime(row.createTime) },
        { key: 'game', header: t('columns.game'), cell: (row) => row.gameName ?? '—' },
        {
          key: 'bet',
          header: t('columns.bet'),
          numeric: true,
          cell: (row) => text.money(row.betAmount),
          total: (rows) => text.money(sumOf(rows, (r) => r.betAmount)),
        },
        {
          key: 'winLoss',
          header: t('columns.winLoss'),
          numeric: true,
          cell: (row) => <WinLoss value={row.winLoss} />,
          total: (rows) => <WinLoss value={sumOf(rows, (r) => r.winLoss)} />,
        },
      ]}
    />
  );
}
