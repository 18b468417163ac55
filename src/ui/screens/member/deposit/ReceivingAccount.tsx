import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Copy from 'lucide-react/icons/copy';
import type { ReceivingAccount } from '@/machines/deposit/deposit.machine';
import { Button } from '@/ui/components/Button';

type CopyState = 'idle' | 'copied' | 'failed';

/** Where a bank transfer goes: bank, account name and number, with a copy button for the number. */
export function ReceivingAccountCard({ account }: { account: ReceivingAccount }) {
  const { t } = useTranslation('memberMoney');
  const [copy, setCopy] = useState<CopyState>('idle');
  const titleId = useId();
  const copyNumber = () => {
    // The clipboard may be refused (permissions, insecure context): say so, the number stays selectable.
    navigator.clipboard
      .writeText(account.accountNumber.replace(/\s+/g, ''))
      .then(() => setCopy('copied'))
      .catch(() => setCopy('failed'));
  };
  return (
    <section className="deposit-account" aria-labelledby={titleId}>
      <h3 id={titleId} className="deposit-account__title">
        {t('deposit.account.title')}
      </h3>
      <dl className="deposit-account__rows">
        <div>
          <dt>{t('deposit.account.bank')}</dt>
          <dd>{account.bankName}</dd>
        </div>
        <div>
          <dt>{t('deposit.account.name')}</dt>
          <dd>{account.accountName}</dd>
        </div>
        <div>
          <dt>{t('deposit.account.number')}</dt>
          <dd className="deposit-account__number">{account.accountNumber}</dd>
        </div>
      </dl>
      <Button variant="secondary" size="small" onClick={copyNumber}>
        <Copy className="icon" aria-hidden="true" />
        {t('deposit.account.copy')}
      </Button>
      <p className="deposit-account__status" role="status">
        {copy === 'copied'
          ? t('deposit.account.copied')
          : copy === 'failed'
            ? t('deposit.account.copyFailed')
            : ''}
      </p>
    </section>
  );
}
