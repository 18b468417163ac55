import { useTranslation } from 'react-i18next';

const TYPES = [
  'REBATE',
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
  'COMMISSION',
  'DEPOSIT',
  'WITHDRAW',
  'BET',
  'PAYOUT',
  'TRANSFER_OUT',
] as const;

/** A report row's type, translated; a type the site does not know is shown as the server sent it. */
export function ReportType({ type }: { type: unknown }) {
  const { t } = useTranslation('agent');
  const known = TYPES.find((k) => k === type);
  return <>{known ? t(`reports.types.${known}`) : typeof type === 'string' ? type : '—'}</>;
}
