import { useTranslation } from 'react-i18next';
import CircleCheck from 'lucide-react/icons/circle-check';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { useDepositText as useMoneyText } from '../deposit/text';

export interface WithdrawResultProps {
  amount: string;
  transactionId: string | null;
  onAgain(): void;
  onOpenRecords(): void;
}

/** A withdrawal just requested: the amount is held from the available balance while it is reviewed. */
export function WithdrawResult({ amount, transactionId, onAgain, onOpenRecords }: WithdrawResultProps) {
  const { t } = useTranslation('memberMoney');
  const text = useMoneyText();
  return (
    <section className="withdraw-result" aria-labelledby="withdraw-result-title">
      <CircleCheck className="withdraw-result__icon" aria-hidden="true" />
      <h3 id="withdraw-result-title">{t('withdraw.result.title')}</h3>
      <p role="status">{t('withdraw.result.message')}</p>
      <dl className="withdraw-result__rows">
        <div>
          <dt>{t('withdraw.result.status')}</dt>
          <dd>
            <span className="withdraw-badge">{t('withdraw.result.pending')}</span>
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.result.amount')}</dt>
          <dd>{text.money(amount)}</dd>
        </div>
        {transactionId && (
          <div>
            <dt>{t('withdraw.result.id')}</dt>
            <dd>{transactionId}</dd>
          </div>
        )}
      </dl>
      <ActionRow>
        <Button variant="secondary" onClick={onOpenRecords}>
          {t('withdraw.result.records')}
        </Button>
        <Button onClick={onAgain}>{t('withdraw.result.again')}</Button>
      </ActionRow>
    </section>
  );
}
