import { assign, fromPromise, setup } from 'xstate';
import { API_TIMEOUT_MS } from '@/config/constants';
import { TIMEOUT_FAILURE, toFailure, type Failure } from './failure';

/** What the header and the gates read of the logged-in member (spec 01 §3 member info). */
export interface MemberSummary {
  id: string;
  account: string;
  nickname: string | null;
  /** isAgent / member type: 1, 2, 41, 42 agents; 4 trial account. */
  type: number;
  rankLevel: number | null;
  labelName: string | null;
}

export interface StoredSession {
  hasToken: boolean;
}

export interface SessionContext {
  member: MemberSummary | null;
  /** The balance is shown as *** while hidden (spec 01 §2 header). */
  balanceHidden: boolean;
  /** The last session ended because the server refused the token (401 or a session errorCode). */
  expired: boolean;
  failure: Failure | null;
}

export type SessionEvent =
  | { type: 'session.started' }
  | { type: 'session.refresh' }
  | { type: 'session.logout' }
  | { type: 'session.confirm' }
  | { type: 'session.cancel' }
  | { type: 'session.expired' }
  | { type: 'balance.toggle' };

/**
 * The login session (spec 01 §4): restore on reload, member info, logout with confirmation and a
 * delete call, and the end of the session on a 401 anywhere. Storage and navigation are injected:
 * `readStoredSession`, `loadMember`, `logout` actors; `clearStoredSession`, `notifyExpired`,
 * `goHome` actions.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    readStoredSession: fromPromise<StoredSession>(async () => ({ hasToken: false })),
    loadMember: fromPromise<MemberSummary>(async () => {
      throw new Error('loadMember not provided');
    }),
    logout: fromPromise<void>(async () => undefined),
  },
  actions: {
    /** Removes the token and every session-storage key of spec 01 §3. */
    clearStoredSession: () => undefined,
    /** A refused token opens the login popup (spec 01 §8, issue: "a 401 anywhere"). */
    notifyExpired: () => undefined,
    goHome: () => undefined,
  },
  guards: {
    hasToken: (_, params: StoredSession) => params.hasToken,
    isSessionExpired: (_, params: { error: unknown }) => toFailure(params.error).sessionExpired === true,
  },
  delays: { requestTimeout: API_TIMEOUT_MS },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: { member: null, balanceHidden: false, expired: false, failure: null },
  on: {
    'session.expired': {
      target: '.loggedOut',
      actions: [assign({ member: null, expired: true }), 'clearStoredSession', 'notifyExpired'],
    },
    'balance.toggle': { actions: assign({ balanceHidden: ({ context }) => !context.balanceHidden }) },
  },
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        onDone: [
          { guard: { type: 'hasToken', params: ({ event }) => event.output }, target: 'loadingMember' },
          { target: 'loggedOut' },
        ],
        onError: { target: 'loggedOut' },
      },
      after: { requestTimeout: { target: 'loggedOut' } },
    },
    loggedOut: {
      tags: ['visitor'],
      on: {
        'session.started': { target: 'loadingMember', actions: assign({ expired: false, failure: null }) },
      },
    },
    loadingMember: {
      tags: ['busy', 'member'],
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: {
          target: 'loggedIn',
          actions: assign({ member: ({ event }) => event.output, failure: null }),
        },
        onError: [
          {
            guard: { type: 'isSessionExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'loggedOut',
            actions: [assign({ member: null, expired: true }), 'clearStoredSession', 'notifyExpired'],
          },
          // The token still stands; the header shows what it has and a refresh can try again.
          { target: 'loggedIn', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        ],
      },
      after: { requestTimeout: { target: 'loggedIn', actions: assign({ failure: TIMEOUT_FAILURE }) } },
    },
    loggedIn: {
      tags: ['member'],
      on: {
        'session.refresh': { target: 'loadingMember' },
        'session.started': { target: 'loadingMember' },
        'session.logout': { target: 'confirmingLogout' },
      },
    },
    confirmingLogout: {
      tags: ['member', 'dialog'],
      on: {
        'session.cancel': { target: 'loggedIn' },
        'session.confirm': { target: 'loggingOut' },
      },
    },
    loggingOut: {
      tags: ['member', 'busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        // Logged out locally whatever the server says: a failed delete must not trap the visitor.
        onDone: {
          target: 'loggedOut',
          actions: ['clearStoredSession', assign({ member: null, expired: false }), 'goHome'],
        },
        onError: {
          target: 'loggedOut',
          actions: ['clearStoredSession', assign({ member: null, expired: false }), 'goHome'],
        },
      },
      after: {
        requestTimeout: {
          target: 'loggedOut',
          actions: ['clearStoredSession', assign({ member: null, expired: false }), 'goHome'],
        },
      },
    },
  },
});
