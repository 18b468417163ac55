import { useTranslation } from 'react-i18next';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { api } from '@/api/instance';
import { createUplineTransferActors } from '@/machines/confirmedTransfer/upline.actors';
import { PersonTransfer } from '@/ui/components/transfer/PersonTransfer';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';

const actors = createUplineTransferActors({ api });

/**
 * Transfer to upline (spec 01 §2 transferUpline): a member with the toUpline flag sends money from the
 * main wallet to its upline, checked, confirmed and sent once (PersonTransfer). Members without the
 * flag are told the page is not for them. The payment password it asks for is the withdrawal one:
 * a member without it is sent to set it on My account, with the way back here.
 */
export default function TransferUplinePage() {
  const { t } = useTranslation('memberMoney');
  const { open } = useMemberCentre();
  return (
    <PersonTransfer
      actors={actors}
      icon={ArrowUpRight}
      onSetPassword={() => open('securityCenter', { section: 'withdrawPassword', back: 'transferUpline' })}
      onOpenRecords={() => open('transactionHistory')}
      text={{
        loading: t('upline.loading'),
        loadFailed: t('upline.loadFailed'),
        available: t('upline.available'),
        intro: t('upline.intro'),
        amount: t('upline.amount'),
        paymentPassword: t('withdraw.password.label'),
        needsPasswordTitle: t('withdraw.needsPassword.title'),
        needsPasswordMessage: t('withdraw.needsPassword.message'),
        needsPasswordAction: t('withdraw.needsPassword.action'),
        submit: t('upline.submit'),
        notAllowedTitle: t('upline.notAllowed.title'),
        notAllowedMessage: t('upline.notAllowed.message'),
        confirmTitle: t('upline.confirm.title'),
        confirmMessage: (amount) => t('upline.confirm.message', { amount }),
        confirmOk: t('upline.confirm.ok'),
        sentTitle: t('upline.sent.title'),
        sentMessage: (amount) => t('upline.sent.message', { amount }),
        again: t('upline.sent.again'),
      }}
    />
  );
}
