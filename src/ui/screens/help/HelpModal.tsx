import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from '@/ui/hooks/modals';
import { Modal } from '@/ui/components/Modal';
import { HelpCentre } from './HelpCentre';

export default function HelpModal({ term, modal }: ModalComponentProps<'help'>) {
  const { t } = useTranslation('shell');
  return (
    <Modal {...modal} title={t('help.title')} width={900} height={500} closeOnBackdrop>
      <HelpCentre term={term} />
    </Modal>
  );
}
