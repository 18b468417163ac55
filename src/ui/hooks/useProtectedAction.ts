import { useCallback } from 'react';
import { useActorRef } from '@xstate/react';
import {
  protectedActionMachine,
  type ProtectedIntent,
} from '@/machines/protectedAction/protectedAction.machine';
import { selectGateDecision } from '@/machines/session/session.selectors';
import { useDialogs } from '@/ui/hooks/dialogs';
import { useSessionActor } from './useSession';
import { useModals } from '@/ui/hooks/modals';
import { useAccountText } from '@/ui/screens/account/text';

export type { ProtectedIntent } from '@/machines/protectedAction/protectedAction.machine';

/**
 * THE protected-action gate (spec 01 §5): `const protect = useProtectedAction(perform); protect(intent)`.
 * A member's intent is performed at once; a trial account (isAgent 4) gets the need-real-account
 * dialog; a visitor gets the login popup, and the intent is performed when that login succeeds
 * (dropped when it is cancelled). Each caller has its own gate, so an intent never reaches a
 * screen that did not ask for it.
 */
export function useProtectedAction(
  perform: (intent: ProtectedIntent) => void,
): (intent: ProtectedIntent) => void {
  const modals = useModals();
  const dialogs = useDialogs();
  const { tx } = useAccountText();
  const session = useSessionActor();
  // Read when the player acts and when the login closes, not from a render: the login flow starts
  // the session and closes its popup in one go.
  // "Logged in" is the actor's `member` tag (ADR 013); right after a login the member type the login
  // stored stands in until member info answers (the selector says how).
  const decide = useCallback(() => selectGateDecision(session.getSnapshot()), [session]);
  // Implementations are refreshed on every render by useActorRef, so `perform` is always current.
  const actor = useActorRef(
    protectedActionMachine.provide({
      actions: {
        requestLogin: ({ self }) =>
          modals.open(
            'login',
            {},
            // The login flow closes its popup and starts the session (or the forced password
            // change) in one synchronous step, in either order: decided once that step is over,
            // the gate reads the login's outcome. A cancelled popup or a forced change leaves a
            // visitor, and the intent is dropped.
            {
              onClose: () => queueMicrotask(() => self.send({ type: 'login.closed', decision: decide() })),
            },
          ),
        refuseTrial: () =>
          void dialogs.alert(tx('errors:needRealAccount'), { confirmLabel: tx('account:common.ok') }),
        perform: (_, params) => {
          if (params.intent) perform(params.intent);
        },
      },
    }),
  );
  return useCallback(
    (intent: ProtectedIntent) => actor.send({ type: 'intent.request', intent, decision: decide() }),
    [actor, decide],
  );
}
