import { useTranslation } from 'react-i18next';
import CircleCheck from 'lucide-react/icons/circle-check';
import ExternalLink from 'lucide-react/icons/external-link';
import { checkOutboundUrl } from '@/config/outbound';
import type { DepositRequest, DepositResult, ReceivingAccount } from '@/machines/deposit/deposit.machine';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { QrCode } from '@/ui/components/QrCode';
import { ReceivingAccountCard } from './ReceivingAccount';
import { useDepositText } from './text';

export interface DepositResultViewProps {
  submitted: DepositRequest & DepositResult;
  promotionTitle: string | null;
  /** A bank transfer still has to be paid: where to, shown again with the record. */
  receivingAccount: ReceivingAccount | null;
  onAgain(): void;
  onOpenRecords(): void;
}

/** The deposit just created: pending until approved, with where to pay for gateway and QR channels. */
export function DepositResultView({
  submitted,
  promotionTitle,
  receivingAccount,
  onAgain,
  onOpenRecords,
}: DepositResultViewProps) {
  const { t } = useTranslation(['memberMoney', 'errors']);
  const text = useDepositText();
  // Every address the site opens passes the one outbound check (ADR 011).
  const payment = submitted.redirectUrl ? checkOutboundUrl(submitted.redirectUrl, 'link') : null;
  return (
    <section className="deposit-result" aria-labelledby="deposit-result-title">
      <CircleCheck className="deposit-result__icon" aria-hidden="true" />
      <h3 id="deposit-result-title">{t('deposit.result.title')}</h3>
      <p role="status">{t('deposit.result.message')}</p>
      <dl className="deposit-result__rows">
        <div>
          <dt>{t('deposit.result.status')}</dt>
          <dd>
            <span className="deposit-badge deposit-badge--pending">{t('deposit.result.pending')}</span>
          </dd>
        </div>
        <div>
          <dt>{t('deposit.result.amount')}</dt>
          <dd>{text.money(submitted.amount)}</dd>
        </div>
        <div>
          <dt>{t('deposit.result.method')}</dt>
          <dd>{t(`deposit.method.${submitted.channel}`)}</dd>
        </div>
        {submitted.transactionId && (
          <div>
            <dt>{t('deposit.result.id')}</dt>
            <dd>{submitted.transactionId}</dd>
          </div>
        )}
        {promotionTitle && (
          <div>
            <dt>{t('deposit.result.promotion')}</dt>
            <dd>{promotionTitle}</dd>
          </div>
        )}
      </dl>
      {submitted.channel === 'mt' && receivingAccount && <ReceivingAccountCard account={receivingAccount} />}
      {submitted.qrCode && (
        <div className="deposit-result__qr">
          <QrCode value={submitted.qrCode} label={t('deposit.result.qr')} />
          <p>{t('deposit.result.qr')}</p>
        </div>
      )}
      {payment &&
        (payment.ok ? (
          <a
            className="btn btn--primary btn--block"
            href={payment.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLink className="icon" aria-hidden="true" />
            {t('deposit.result.pay')}
          </a>
        ) : (
          <p role="alert">{t('errors:invalidDomain')}</p>
        ))}
      <ActionRow align="center">
        <Button variant="secondary" onClick={onOpenRecords}>
          {t('deposit.result.records')}
        </Button>
        <Button onClick={onAgain}>{t('deposit.result.again')}</Button>
      </ActionRow>
    </section>
  );
}
