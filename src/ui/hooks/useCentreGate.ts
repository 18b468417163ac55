import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { clearPointsShopHandoff } from '@/api/points-handoff';
import { centreGateMachine, type CentreAccess } from '@/machines/centreGate/centreGate.machine';
import { selectCentreOpen } from '@/machines/centreGate/centreGate.selectors';
import { useDialogs } from '@/ui/hooks/dialogs';
import { useModals } from '@/ui/hooks/modals';
import { useLatest } from '@/ui/hooks/useLatest';
import { SessionContext } from '@/ui/hooks/useSession';

export type { CentreAccess };

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
 * The gate every centre overlay shares, played by the centreGate machine (its golden paths are the
 * rules: login first, trial accounts warned, others refused, closed on logout or when switched off).
 * This hook feeds it the session's word, the switch and the address, and does what it asks: open the
 * login, show the warning, drop the address. Returns whether the centre may show now.
 */
export function useCentreGate({ wanted, enabled, access: accessOf, close }: CentreGateOptions): boolean {
  const session = SessionContext.useActorRef();
  const access = SessionContext.useSelector(accessOf);
  const modals = useModals();
  const dialogs = useDialogs();
  const { t } = useTranslation(['errors', 'common']);
  const latest = useLatest({ close, accessOf, modals, dialogs, t });
  const logic = useMemo(
    () =>
      centreGateMachine.provide({
        actions: {
          close: () => latest.get().close({ replace: true }),
          forgetHandoff: () => clearPointsShopHandoff(),
          askLogin: ({ self }) =>
            latest.get().modals.open(
              'login',
              {},
              {
                // The login closes its popup and starts the session in one step: decide once that step is over.
                onClose: () =>
                  queueMicrotask(() =>
                    // Read from the actor, not a render: the login has only just started the session.
                    self.send({ type: 'login.closed', access: latest.get().accessOf(session.getSnapshot()) }),
                  ),
              },
            ),
          warnNeedRealAccount: ({ self }) => {
            const { dialogs: shown, t: text } = latest.get();
            void shown
              .alert(text('errors:needRealAccount'), { confirmLabel: text('common:ok') })
              .then(() => self.send({ type: 'notice.closed' }));
          },
        },
      }),
    [latest, session],
  );
  const gate = useActorRef(logic, { input: { wanted, enabled, access } });
  // The session's word and the switch first: a request is decided on what its render saw.
  useEffect(() => gate.send({ type: 'centre.access', access }), [gate, access]);
  useEffect(() => gate.send({ type: 'centre.switch', enabled }), [gate, enabled]);
  useEffect(
    () => gate.send(wanted ? { type: 'centre.request' } : { type: 'centre.dismiss' }),
    [gate, wanted],
  );
  const open = useSelector(gate, selectCentreOpen);
  // The machine hears of a change after the render that shows it: the render's own word also counts.
  return open && wanted && enabled && access === 'allow';
}
