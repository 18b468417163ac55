import { Suspense, useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { clearPointsShopHandoff } from '@/api/points-handoff';
import { getSession } from '@/api/session-store';
import { decideProtectedAction } from '@/machines/protectedAction/protectedAction';
import { ErrorBoundary, ErrorMessage } from '@/ui/components/ErrorBoundary';
import { lazyWithRetry as lazy } from '@/ui/components/lazyWithRetry';
import { Modal } from '@/ui/components/Modal';
import { Spinner } from '@/ui/components/Spinner';
import { useDialogs } from '@/ui/hooks/dialogs';
import { useModals } from '@/ui/hooks/modals';
import { useFeatureFlags } from '@/ui/hooks/system';
import { useLatest } from '@/ui/hooks/useLatest';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import { SessionContext } from '@/ui/hooks/useSession';
import './MemberCentreHost.css';

// The frame and every page are chunks of their own: a visitor on the home page never loads them (issue 10).
const MemberCentre = lazy(() => import('./frame/MemberCentre'));

type Access = 'wait' | 'allow' | 'login' | 'needRealAccount';
type SessionSnapshot = SnapshotFrom<ReturnType<typeof SessionContext.useActorRef>>;

/** Who may see the centre now: anyone logged in but a trial account (spec 01 §5, §6). */
function accessOf(s: SessionSnapshot): Access {
  // Restoring a stored session or logging out: neither a visitor nor a member yet.
  if (!s.hasTag('member') && !s.hasTag('visitor')) return 'wait';
  return decideProtectedAction({
    isLoggedIn: s.hasTag('member'),
    // Right after a login the member info is still loading: the type the login stored stands in.
    isAgent: s.context.member?.type ?? getSession().isAgent,
  });
}

/**
 * Watches the address (`?mc=<page>`, src/config/memberCentre.ts) and shows the member centre over
 * whatever route is showing, when the member-centre flag is on (spec 01 §2). A visitor is asked to log
 * in first (the centre opens when that succeeds, the address is dropped when it is cancelled); a trial
 * account gets the need-real-account dialog instead. Closing clears the points-shop handoff.
 */
export function MemberCentreHost() {
  const { page, close } = useMemberCentre();
  const { memberCentre: enabled } = useFeatureFlags();
  const session = SessionContext.useActorRef();
  const access = SessionContext.useSelector(accessOf);
  const modals = useModals();
  const dialogs = useDialogs();
  const { t } = useTranslation(['member', 'errors', 'common']);
  const closeRef = useLatest(close);
  const wanted = page !== null;
  // What has been done for this opening of the centre (asked to log in, refused), so a re-render never asks twice.
  const handled = useRef<Access | null>(null);
  // Whether a member had it open: a logout then closes the centre instead of asking the next visitor to log in.
  const shownToMember = useRef(false);

  useEffect(() => {
    if (!wanted) {
      handled.current = null;
      shownToMember.current = false;
      return;
    }
    if (!enabled) {
      closeRef.get()({ replace: true });
      return;
    }
    if (access === 'allow') {
      handled.current = 'allow';
      shownToMember.current = true;
      return;
    }
    if (access === 'wait' || handled.current === access) return;
    if (access === 'login' && shownToMember.current) {
      closeRef.get()({ replace: true });
      return;
    }
    handled.current = access;
    if (access === 'login') {
      modals.open(
        'login',
        {},
        {
          // The login closes its popup and starts the session in one step: decide once that step is over.
          onClose: () =>
            queueMicrotask(() => {
              // Read from the actor, not a render: the login has only just started the session.
              const now = accessOf(session.getSnapshot());
              if (now !== 'allow' && now !== 'wait') closeRef.get()({ replace: true });
            }),
        },
      );
      return;
    }
    void dialogs.alert(t('errors:needRealAccount'), { confirmLabel: t('common:ok') }).then(() => {
      clearPointsShopHandoff();
      closeRef.get()({ replace: true });
    });
  }, [wanted, enabled, access, modals, dialogs, t, closeRef, session]);

  if (page === null || !enabled || access !== 'allow') return null;
  const onClose = () => {
    clearPointsShopHandoff();
    close();
  };
  return (
    <ErrorBoundary
      resetKeys={[page]}
      fallback={(failure) => (
        <Modal title={t('member:title')} onClose={onClose} height="auto">
          <ErrorMessage {...failure} />
        </Modal>
      )}
    >
      <Suspense
        fallback={
          <div className="member-centre-pending">
            <Spinner label={t('member:loading')} />
          </div>
        }
      >
        <MemberCentre page={page} onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}
