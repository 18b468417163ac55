import { useTranslation } from 'react-i18next';
import { walletContract, type RecordRow } from '@/contracts/wallet.contract';
import { formatDateTime } from '@/ui/components/format';
import { useDepositText as useMoneyText } from '../deposit/text';
import { fetchReportPage } from './recordFetchers';
import { RecordsReport } from '@/ui/components/records/RecordsReport';

export const RECORD_KINDS = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'BONUS',
  'REBATE',
] as const;
const STATUSES = ['PENDING', 'SUCCESS', 'REJECTED', 'SETTLED'] as const;

/** A record's status as a labelled badge; a status the site does not know is shown as the server sent it. */
export function StatusLabel({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('memberRecords');
  const known = STATUSES.find((s) => s === status);
  return (
    <span className={`records__status${known ? ` records__status--${known}` : ''}`}>
      {known ? t(`status.${known}`) : (status ?? '—')}
    </span>
  );
}

/** A record's kind (deposit, withdrawal, transfer, bonus, rebate), translated. */
export function KindLabel({ kind }: { kind: string | null | undefined }) {
  const { t } = useTranslation('memberRecords');
  const known = RECORD_KINDS.find((k) => k === kind);
  return <>{known ? t(`kinds.${known}`) : (kind ?? '—')}</>;
}

/**
 * Account records (transactionHistory, spec 01 §2): deposits, withdrawals, transfers, bonuses and rebates
 * of the period with their status labels, narrowed by type, paged. Derived by the mock from its books.
 */
export default function AccountRecordsPage() {
  const { t } = useTranslation('memberRecords');
  const text = useMoneyText();
  return (
    <RecordsReport<RecordRow>
      caption={t('captions.account')}
      products={RECORD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
      productLabel={t('typeLabel')}
      rowKey={(row) => String(row.id)}
      fetchPage={(request, signal) => fetchReportPage(walletContract.transactionRecords, request, signal)}
      columns={[
        { key: 'time', header: t('columns.time'), cell: (row) => formatDateTime(row.createTime) },
        { key: 'id', header: t('columns.id'), cell: (row) => String(row.id ?? '—') },
        { key: 'type', header: t('columns.type'), cell: (row) => <KindLabel kind={row.remark} /> },
        { key: 'amount', header: t('columns.amount'), numeric: true, cell: (row) => text.money(row.amount) },
        { key: 'status', header: t('columns.status'), cell: (row) => <StatusLabel status={row.status} /> },
      ]}
    />
  );
}
