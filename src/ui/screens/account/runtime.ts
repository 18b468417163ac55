import { createActor, type ActorRefFrom } from 'xstate';
import { onSessionExpired } from '@/api/session-events';
import { sessionActions, sessionActors } from '@/machines/session/session.actors';
import { sessionMachine } from '@/machines/session/session.machine';
import { modals } from '@/ui/app/modals';

/**
 * The one session actor of the page. It starts when the header mounts (restoring the token from
 * session storage) and listens for a 401 anywhere.
 */
export type SessionActor = ActorRefFrom<typeof sessionMachine>;

let actor: SessionActor | null = null;

function goHome() {
  if (location.pathname !== '/') {
    history.pushState(null, '', '/');
    dispatchEvent(new PopStateEvent('popstate'));
  }
}

export function getSessionActor(): SessionActor {
  if (actor) return actor;
  const logic = sessionMachine.provide({
    actors: sessionActors,
    actions: {
      ...sessionActions,
      notifyExpired: () => modals.open('login'),
      goHome,
    },
  });
  const started = createActor(logic);
  onSessionExpired(() => started.send({ type: 'session.expired' }));
  started.start();
  actor = started;
  return started;
}

export const navigateHome = goHome;

export function navigateTo(path: string) {
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** Tests and stories start each case with a fresh session actor. */
export function resetSessionActor(): void {
  actor?.stop();
  actor = null;
}
