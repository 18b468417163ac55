import type { ModalComponentProps } from '@/ui/hooks/modals';
import { Button } from '@/ui/components/Button';
import { Modal } from '@/ui/components/Modal';
import { useAccountText } from './text';

/** The after-login modal marked by a successful login (spec 01 §4). */
export default function AfterLoginModal({ modal }: ModalComponentProps<'afterLogin'>) {
  const { tx } = useAccountText();
  return (
    <Modal {...modal} title={tx('account:afterLogin.title')} width={400} closeOnBackdrop>
      <p>{tx('account:afterLogin.body')}</p>
      <Button onClick={modal.onClose}>{tx('account:common.ok')}</Button>
    </Modal>
  );
}
