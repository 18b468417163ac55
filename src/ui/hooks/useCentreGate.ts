import { useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { clearPointsShopHandoff } from '@/api/points-handoff';
import { useDialogs } from '@/ui/hooks/dialogs';
import { useModals } from '@/ui/hooks/modals';
import { useLatest } from '@/ui/hooks/useLatest';
import { SessionContext } from '@/ui/hooks/useSession';

/**
 * Who may see a centre now. `wait` while a stored session is restored or a logout runs; `login` for
 * a visitor; `needRealAccount` for a trial account; `refused` for an account the centre is not for
 * (a member at the agent centre), which closes the address without a word, as there is no entry
 * to it on screen.
 */
export type CentreAccess = 'wait' | 'allow' | 'login' | 'needRealAccount' | 'refused';

export type SessionSnapshot = SnapshotFrom<ReturnType<typeof SessionContext.useActorRef>>;

export interface CentreGateOptions {
  /** An address asks for the centre. */
  wanted: boolean;
  /** The merchant's switch for the centre; off closes the address. */
  enabled: boolean;
  access(snapshot: SessionSnapshot): CentreAccess;
  /** Drops the address (`replace`: a refusal must not be reachable with back). */
  close(options: { replace: boolean }): void;
}

/**
 * The gate every centre overlay shares (ADR 023, ADR 026): a visitor is asked to log in (the centre
 * opens when that succeeds, the address is dropped when it is cancelled); a trial account gets the
 * need-real-account dialog; a refused account loses the address; a logout while the centre is open
 * closes it instead of asking the next visitor to log in. Returns the access now.
 */
export function useCentreGate({ wanted, enabled, access: accessOf, close }: CentreGateOptions): CentreAccess {
  const session = SessionContext.useActorRef();
  const access = SessionContext.useSelector(accessOf);
  const modals = useModals();
  const dialogs = useDialogs();
  const { t } = useTranslation(['errors', 'common']);
  const latest = useLatest({ close, accessOf });
  // What has been done for this opening of the centre (asked to log in, refused), so a re-render never asks twice.
  const handled = useRef<CentreAccess | null>(null);
  // Whether a member had it open: a logout then closes the centre instead of asking the next visitor to log in.
  const shown = useRef(false);

  useEffect(() => {
    const closeNow = () => latest.get().close({ replace: true });
    if (!wanted) {
      handled.current = null;
      shown.current = false;
      return;
    }
    if (!enabled || access === 'refused') {
      closeNow();
      return;
    }
    if (access === 'allow') {
      handled.current = 'allow';
      shown.current = true;
      return;
    }
    if (access === 'wait' || handled.current === access) return;
    if (access === 'login' && shown.current) {
      closeNow();
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
              const now = latest.get().accessOf(session.getSnapshot());
              if (now !== 'allow' && now !== 'wait') closeNow();
            }),
        },
      );
      return;
    }
    void dialogs.alert(t('errors:needRealAccount'), { confirmLabel: t('common:ok') }).then(() => {
      clearPointsShopHandoff();
      closeNow();
    });
  }, [wanted, enabled, access, modals, dialogs, t, latest, session]);

  return access;
}
