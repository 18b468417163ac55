import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from '@/ui/hooks/modals';
import { Modal } from '@/ui/components/Modal';
import { Spinner } from '@/ui/components/Spinner';
import { useAnnouncements } from '@/ui/hooks/queries';
import { NoticeList } from './NoticeList';

/** Opened from the home notice bar at the clicked title's index. */
export default function NoticeModal({ index = 0, modal }: ModalComponentProps<'notice'>) {
  const { t } = useTranslation('shell');
  const { data, isLoading } = useAnnouncements();
  const [selected, setSelected] = useState(index);
  return (
    <Modal {...modal} title={t('notice.title')} width={800} closeOnBackdrop>
      {isLoading ? (
        <Spinner block />
      ) : (
        <NoticeList notices={data?.player ?? []} selected={selected} onSelect={setSelected} />
      )}
    </Modal>
  );
}
