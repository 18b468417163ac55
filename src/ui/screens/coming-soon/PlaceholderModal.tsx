import { useTranslation } from 'react-i18next';
import type { ModalControl } from '@/ui/hooks/modals';
import { Modal } from '@/ui/components/Modal';

/** Stands in for a modal whose feature has not landed yet. */
export default function PlaceholderModal({ modal }: { modal: ModalControl }) {
  const { t } = useTranslation('shell');
  return (
    <Modal {...modal} title={t('comingSoon.title')}>
      <p>{t('comingSoon.modal')}</p>
    </Modal>
  );
}
