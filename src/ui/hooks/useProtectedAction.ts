import { useCallback, useState } from 'react';
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
import { useLatest } from './useLatest';

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
  // The provided actions read this render's values when they run: the machine is built once, not on
  // every render (building one walks its whole state tree).
  const latest = useLatest({ perform, modals, dialogs, tx, decide });
  const [logic] = useState(() =>
    protectedActionMachine.provide({
      actions: {
        requestLogin: ({ self }) =>
          latest.get().modals.open(
            'login',
            {},
            // The login flow closes its popup and starts the session (or the forced password
            // change) in one synchronous step, in either order: decided once that step is over,
            // the gate reads the login's outcome. A cancelled popup or a forced change leaves a
            // visitor, and the intent is dropped.
            {
              onClose: () =>
                queueMicrotask(() => self.send({ type: 'login.closed', decision: latest.get().decide() })),
            },
          ),
        refuseTrial: () => {
          const { dialogs: alerts, tx: text } = latest.get();
          void alerts.alert(text('errors:needRealAccount'), { confirmLabel: text('account:common.ok') });
        },
        perform: (_, params) => {
          if (params.intent) latest.get().perform(params.intent);
        },
      },
    }),
  );
  const actor = useActorRef(logic);
  return useCallback(
    (intent: ProtectedIntent) => actor.send({ type: 'intent.request', intent, decision: decide() }),
    [actor, decide],
  );
}
