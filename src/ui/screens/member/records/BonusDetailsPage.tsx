import { useTranslation } from 'react-i18next';
import { walletContract, type RecordRow } from '@/contracts/wallet.contract';
import { formatDateTime } from '@/ui/components/format';
import { useDepositText as useMoneyText } from '../deposit/text';
import { StatusLabel } from './AccountRecordsPage';
import { fetchReportPage, sumOf } from './recordFetchers';
import { RecordsReport } from '@/ui/components/records/RecordsReport';

/** Bonus details (bonusDetails, spec 01 §2): the bonuses credited in the period, paged, with their total. */
export default function BonusDetailsPage() {
  const { t } = useTranslation('memberRecords');
  const text = useMoneyText();
  return (
    <RecordsReport<RecordRow>
      caption={t('captions.bonus')}
      initialPreset="last30"
      rowKey={(row) => String(row.id)}
      fetchPage={(request, signal) =>
        fetchReportPage(walletContract.transactionRecords, request, signal, 'BONUS')
      }
      columns={[
        { key: 'time', header: t('columns.time'), cell: (row) => formatDateTime(row.createTime) },
        { key: 'id', header: t('columns.id'), cell: (row) => String(row.id ?? '—') },
        {
          key: 'amount',
          header: t('columns.amount'),
          numeric: true,
          cell: (row) => text.money(row.amount),
          total: (rows) => text.money(sumOf(rows, (r) => r.amount)),
        },
        { key: 'status', header: t('columns.status'), cell: (row) => <StatusLabel status={row.status} /> },
      ]}
    />
  );
}
