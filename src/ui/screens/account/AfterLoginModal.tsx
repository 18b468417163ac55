import type { ModalComponentProps } from '@/ui/hooks/modals';
import { useAnnouncements } from '@/ui/hooks/queries';
import { Button } from '@/ui/components/Button';
import { Modal } from '@/ui/components/Modal';
import { SafeHtml } from '@/ui/components/SafeHtml';
import { useAccountText } from './text';
import './account.css';

/**
 * The after-login modal marked by a successful login (spec 01 §4), with the popup announcements
 * (type PU, spec 01 §3) the member's announcement answer carries, each through the sanitizing
 * component. No popup: the welcome alone.
 */
export default function AfterLoginModal({ modal }: ModalComponentProps<'afterLogin'>) {
  const { tx } = useAccountText();
  const popups = useAnnouncements().data?.popup ?? [];
  return (
    <Modal
      {...modal}
      title={tx('account:afterLogin.title')}
      width={popups.length > 0 ? 520 : 400}
      closeOnBackdrop
    >
      <p>{tx('account:afterLogin.body')}</p>
      {popups.length > 0 && (
        <section className="after-login__notices" aria-label={tx('account:afterLogin.notices')}>
          {popups.map((notice) => (
            <article key={String(notice.id)} className="after-login__notice">
              <h3>{notice.title}</h3>
              <SafeHtml html={notice.content} />
            </article>
          ))}
        </section>
      )}
      <Button onClick={modal.onClose}>{tx('account:common.ok')}</Button>
    </Modal>
  );
}
