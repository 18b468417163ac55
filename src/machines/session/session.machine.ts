import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { isSessionExpiredError, toFailure, type Failure } from '../shared/failure';

/** What the header and the gates read of the logged-in member (spec 01 §3 member info). */
export interface MemberSummary {
  id: string;
  account: string;
  nickname: string | null;
  /** isAgent / member type: 1, 2, 41, 42 agents; 4 trial account. */
  type: number;
  rankLevel: number | null;
  labelName: string | null;
  /**
   * The member-info `memberLabel` list (spec 01 §3): each label's name and the colour it brings, if any
   * (the header falls back to the status's memberLabelColor, then #ABABAB). Optional: a summary made
   * before labels were read, or by a test, has none.
   */
  labels?: readonly { name: string; color: string | null }[];
}

export interface StoredSession {
  hasToken: boolean;
}

export interface SessionContext {
  member: MemberSummary | null;
  /** The balance is shown as *** while hidden (spec 01 §2 header). */
  balanceHidden: boolean;
  /** The player's previous login ended because the server refused the token (401 or a session errorCode). */
  expired: boolean;
  failure: Failure | null;
}

export type SessionEvent =
  /** A login or registration finished; `firstTimeLogin` from the login response (spec 01 §4). */
  | { type: 'session.started'; firstTimeLogin?: boolean }
  /** A login with the weak default or an expired password: the token serves the change only. */
  | { type: 'session.passwordChangeRequired' }
  | { type: 'session.passwordChanged' }
  /** The forced change was closed unfinished: the session ends without asking. */
  | { type: 'session.abandon' }
  | { type: 'session.refresh' }
  | { type: 'session.logout' }
  | { type: 'session.confirm' }
  | { type: 'session.cancel' }
  | { type: 'session.expired' }
  | { type: 'balance.toggle' };

export type SessionTag = 'busy' | 'member' | 'visitor' | 'dialog' | 'passwordChange';

/** The end of a logout, answered or not: nothing of the member stays, in storage or in the cache. */
const LOGGED_OUT = [
  'forgetMember',
  'startFresh',
  'clearStoredSession',
  'clearMemberCache',
  'goHome',
] as const;

/**
 * The login session (spec 01 §4): restore on reload, member info, logout with confirmation and a
 * delete call, the end of the session on a 401 anywhere, and the forced password change, during
 * which there is no session for anything but the change (spec 01 §4, ADR 013).
 *
 * Injected: `readStoredSession`, `loadMember`, `logout`, `watchExpiry` actors; `clearStoredSession`,
 * `clearMemberCache`, `restrictToPasswordChange`, `liftPasswordChangeRestriction`, `notifyExpired`,
 * `goHome` actions. Every way out of a session clears the stored session, every member-scoped
 * cached query and every cached mutation; a password change clears the caches too (ADR 036).
 */
const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as SessionTag,
  },
  actors: {
    readStoredSession: fromPromise<StoredSession>(async () => {
      throw new Error('readStoredSession not provided');
    }),
    loadMember: fromPromise<MemberSummary>(async () => {
      throw new Error('loadMember not provided');
    }),
    logout: fromPromise<void>(async () => {
      throw new Error('logout not provided');
    }),
    /**
     * The first-login action after a first-time login (spec 01 §4). Spawned, not invoked: it runs beside
     * loading the member info and the session never waits for it; it must not reject (a failure changes
     * nothing the player can act on).
     */
    markFirstLogin: fromPromise<void>(async () => {
      throw new Error('markFirstLogin not provided');
    }),
    /** Sends `session.expired` when the API client reports a refused token anywhere. */
    watchExpiry: fromCallback<SessionEvent>(() => {
      throw new Error('watchExpiry not provided');
    }),
  },
  actions: {
    /** Removes the token and every session-storage key of spec 01 §3. */
    clearStoredSession: () => undefined,
    /** Removes every member-scoped cached query (`queryKeys.sessionScope`) and every cached mutation. */
    clearMemberCache: () => undefined,
    /** Takes the stored token out of the session: only the change-password call may use it. */
    restrictToPasswordChange: () => undefined,
    /** The password changed: the token becomes the session's. */
    liftPasswordChangeRestriction: () => undefined,
    /** A refused token opens the login popup (spec 01 §8, issue: "a 401 anywhere"). */
    notifyExpired: () => undefined,
    goHome: () => undefined,
    forgetMember: assign({ member: null, failure: null }),
    markExpired: assign({ expired: true }),
    startFresh: assign({ expired: false, failure: null }),
    keepMember: assign((_, params: { member: MemberSummary }) => ({ member: params.member, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    toggleBalance: assign({ balanceHidden: ({ context }) => !context.balanceHidden }),
  },
  guards: {
    hasToken: (_, params: StoredSession) => params.hasToken,
    isSessionExpired: (_, params: { error: unknown }) => isSessionExpiredError(params.error),
  },
});

/**
 * A first-time login also sends the first-login call (spec 01 §4), once per login. Written inline
 * (`sessionSetup.enqueueActions`) because an enqueue action declared inside `setup` cannot be typed.
 */
const startFirstLogin = sessionSetup.enqueueActions(({ event, enqueue }) => {
  if (event.type === 'session.started' && event.firstTimeLogin === true) enqueue.spawnChild('markFirstLogin');
});

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  initial: 'restoring',
  context: { member: null, balanceHidden: false, expired: false, failure: null },
  invoke: { id: 'watchExpiry', src: 'watchExpiry' },
  on: {
    'session.expired': {
      target: '.loggedOut',
      actions: ['forgetMember', 'markExpired', 'clearStoredSession', 'clearMemberCache', 'notifyExpired'],
    },
    'balance.toggle': { actions: 'toggleBalance' },
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
    },
    loggedOut: {
      tags: ['visitor'],
      on: {
        'session.started': { target: 'loadingMember', actions: ['startFresh', startFirstLogin] },
        'session.passwordChangeRequired': {
          target: 'passwordChangeRequired',
          actions: ['startFresh', 'restrictToPasswordChange'],
        },
      },
    },
    passwordChangeRequired: {
      // Not `member`: nothing but the change sees a session (spec 01 §4 "opens instead of finishing").
      tags: ['visitor', 'passwordChange'],
      on: {
        'session.passwordChanged': {
          target: 'loadingMember',
          actions: ['clearMemberCache', 'liftPasswordChangeRestriction'],
        },
        'session.abandon': { target: 'loggingOut' },
      },
    },
    loadingMember: {
      tags: ['busy', 'member'],
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: {
          target: 'loggedIn',
          actions: { type: 'keepMember', params: ({ event }) => ({ member: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isSessionExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'loggedOut',
            actions: [
              'forgetMember',
              'markExpired',
              'clearStoredSession',
              'clearMemberCache',
              'notifyExpired',
            ],
          },
          // The token still stands; the header shows what it has and a refresh can try again.
          {
            target: 'loggedIn',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loggedIn: {
      tags: ['member'],
      on: {
        'session.refresh': { target: 'loadingMember' },
        'session.started': { target: 'loadingMember', actions: startFirstLogin },
        // What was cached or sent under the old password goes (ADR 036); the member info reloads.
        'session.passwordChanged': { target: 'loadingMember', actions: 'clearMemberCache' },
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
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        // Logged out locally whatever the server says: a failed delete must not trap the visitor.
        // The client's own timeout ends a call that never answers.
        onDone: { target: 'loggedOut', actions: LOGGED_OUT },
        onError: { target: 'loggedOut', actions: LOGGED_OUT },
      },
    },
  },
});
