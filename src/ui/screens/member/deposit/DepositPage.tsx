import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/ui/components/Tabs';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import { DepositForm } from './DepositForm';
import { PaymentConfirmations } from './PaymentConfirmations';
import './deposit.css';

type Section = 'deposit' | 'confirm';

/**
 * The depositv2 page of the member centre (spec 01 §2, ADR 022): the deposit form and the C2C payment
 * confirmations. `?mc.tab=confirm` opens the confirmations directly (a withdrawal's result links here).
 */
export default function DepositPage() {
  const { t } = useTranslation('memberMoney');
  const { params, open } = useMemberCentre();
  const [section, setSection] = useState<Section>(params.tab === 'confirm' ? 'confirm' : 'deposit');
  return (
    <div className="deposit-page">
      <Tabs<Section>
        label={t('deposit.tabs.label')}
        selected={section}
        onSelect={setSection}
        items={[
          { key: 'deposit', label: t('deposit.tabs.deposit') },
          { key: 'confirm', label: t('deposit.tabs.confirm') },
        ]}
      >
        {section === 'deposit' ? (
          <DepositForm onOpenRecords={() => open('transactionHistory')} />
        ) : (
          <PaymentConfirmations onDeposit={() => setSection('deposit')} />
        )}
      </Tabs>
    </div>
  );
}
