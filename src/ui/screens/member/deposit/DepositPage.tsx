import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { contract } from '@/contracts';
import { DepositLimitOffer } from '@/ui/components/responsible/DepositLimitOffer';
import { isOfferAnswered } from '@/ui/components/responsible/offerMemory';
import { Tabs } from '@/ui/components/Tabs';
import { useExtensionOn } from '@/ui/hooks/useExtension';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import { DepositForm } from './DepositForm';
import { PaymentConfirmations } from './PaymentConfirmations';
import './deposit.css';

type Section = 'deposit' | 'confirm';

/**
 * The first deposit offers a deposit limit (ADR 043, UKGC RTS 12): while the extension is on, the member
 * has no deposit record at all (WPS tells "never deposited" no other way) and this session has not
 * answered the offer. A failed records read shows no offer: the deposit itself matters more.
 */
function useFirstDepositOffer() {
  const on = useExtensionOn('responsibleGambling');
  const [answered, setAnswered] = useState(isOfferAnswered);
  const records = useQuery({
    queryKey: queryKeys.wallet.firstDeposit(),
    queryFn: ({ signal }) =>
      api.call(contract.wallet.depositRecords, { query: { pageNo: 1, pageSize: 1 } }, { signal }),
    enabled: on && !answered,
  });
  const never = records.data !== undefined && records.data.list.length === 0 && !records.data.totalCount;
  return { shown: on && !answered && never, answer: () => setAnswered(true) };
}

/**
 * The depositv2 page of the member centre (spec 01 §2, ADR 022): the deposit form and the C2C payment
 * confirmations. `?mc.tab=confirm` opens the confirmations directly (a withdrawal's result links here).
 */
export default function DepositPage() {
  const { t } = useTranslation('memberMoney');
  const { params, open } = useMemberCentre();
  const [section, setSection] = useState<Section>(params.tab === 'confirm' ? 'confirm' : 'deposit');
  const offer = useFirstDepositOffer();
  // A limit set in the offer changes what the form may take: the form reads its setup afresh.
  const [formKey, setFormKey] = useState(0);
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
          <>
            {offer.shown && (
              <div className="rg-page">
                <DepositLimitOffer
                  hideWhenSet
                  onClose={offer.answer}
                  onSaved={() => setFormKey((k) => k + 1)}
                />
              </div>
            )}
            <DepositForm key={formKey} onOpenRecords={() => open('transactionHistory')} />
          </>
        ) : (
          <PaymentConfirmations onDeposit={() => setSection('deposit')} />
        )}
      </Tabs>
    </div>
  );
}
