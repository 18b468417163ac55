import { useTranslation } from 'react-i18next';
import { DepositLimitOffer } from '@/ui/components/responsible/DepositLimitOffer';
import { rememberOfferAnswered } from '@/ui/components/responsible/offerMemory';
import { Modal } from '@/ui/components/Modal';
import type { ModalComponentProps } from '@/ui/hooks/modals';

/**
 * The deposit-limit offer right after a registration (ADR 043): its own popup over the home page the
 * registration ends on, so the new member is logged in whatever they answer. Closing it any way counts
 * as "Not now" for this session.
 */
export default function DepositLimitOfferModal({ modal }: ModalComponentProps<'depositLimitOffer'>) {
  const { t } = useTranslation('memberSecurity');
  const onClose = () => {
    rememberOfferAnswered();
    modal.onClose();
  };
  return (
    <Modal {...modal} onClose={onClose} title={t('rg.offer.title')} width={460}>
      <div className="rg-page">
        <DepositLimitOffer title={false} onClose={onClose} />
      </div>
    </Modal>
  );
}
