import { assign, not, setup } from 'xstate';

/**
 * Who may see a centre now. `wait` while a stored session is restored or a logout runs; `login` for
 * a visitor; `needRealAccount` for a trial account; `refused` for an account the centre is not for
 * (a member at the agent centre), which closes the address without a word, as there is no entry
 * to it on screen.
 */
export type CentreAccess = 'wait' | 'allow' | 'login' | 'needRealAccount' | 'refused';

export interface CentreGateInput {
  /** An address asks for the centre. */
  wanted: boolean;
  /** The merchant's switch for the centre (MEMBERCENTRE3, AGENTCENTRE3). */
  enabled: boolean;
  access: CentreAccess;
}

export interface CentreGateContext extends CentreGateInput {
  /** The centre was open for this address: a logout then closes it instead of asking for a login. */
  shown: boolean;
}

export type CentreGateEvent =
  /** The address names a page of the centre. */
  | { type: 'centre.request' }
  /** The address no longer names one (closed, back, another route). */
  | { type: 'centre.dismiss' }
  | { type: 'centre.switch'; enabled: boolean }
  /** The session's word changed (logged in or out, member info loaded). */
  | { type: 'centre.access'; access: CentreAccess }
  /** The login popup closed; `access` is the session's word once the login's own step is over. */
  | { type: 'login.closed'; access: CentreAccess }
  /** The need-real-account warning was acknowledged. */
  | { type: 'notice.closed' };

/** Guard params: the context's access is one of `among`. */
const current =
  (among: CentreAccess[]) =>
  ({ context }: { context: CentreGateContext }) => ({ access: context.access, among });

const fromEvent = ({ event }: { event: { access: CentreAccess } }) => ({ access: event.access });

/**
 * The gate every centre overlay shares (spec 01 §5, §6; spec 02 §2; ADR 023, ADR 026): a visitor is
 * asked to log in once (the centre opens when that succeeds, the address is dropped when it is
 * cancelled); a trial account gets the need-real-account warning, then the address is dropped; an
 * account the centre is not for loses the address; a logout while the centre is open closes it
 * instead of asking the next visitor to log in; the merchant's switch turned off closes it.
 *
 * The host provides `askLogin`, `warnNeedRealAccount`, `forgetHandoff` and `close` (drop the address
 * with `replace`, so a refusal is not reachable with back). The gate waits on people (the login
 * popup, the warning) and on the session actor, whose own states time out; it calls nothing itself.
 */
export const centreGateMachine = setup({
  types: {
    context: {} as CentreGateContext,
    events: {} as CentreGateEvent,
    input: {} as CentreGateInput,
  },
  actions: {
    askLogin: () => undefined,
    warnNeedRealAccount: () => undefined,
    /** Closing a refused centre clears the points-shop handoff (spec 01 §2). */
    forgetHandoff: () => undefined,
    close: () => undefined,
    keepAccess: assign((_, params: { access: CentreAccess }) => ({ access: params.access })),
    keepSwitch: assign((_, params: { enabled: boolean }) => ({ enabled: params.enabled })),
    markShown: assign({ shown: true }),
    want: assign({ wanted: true }),
    /** The address is gone (or about to be): nothing is asked for any more. */
    forget: assign({ wanted: false, shown: false }),
  },
  guards: {
    wanted: ({ context }) => context.wanted,
    enabled: ({ context }) => context.enabled,
    switchedOff: (_, params: { enabled: boolean }) => !params.enabled,
    accessIs: (_, params: { access: CentreAccess; among: CentreAccess[] }) =>
      params.among.includes(params.access),
    shownBefore: ({ context }) => context.shown,
  },
}).createMachine({
  id: 'centreGate',
  context: ({ input }) => ({ ...input, shown: false }),
  initial: 'idle',
  on: {
    'centre.dismiss': { target: '.idle', actions: 'forget' },
    'centre.switch': [
      {
        guard: { type: 'switchedOff', params: ({ event }) => ({ enabled: event.enabled }) },
        target: '.idle',
        actions: [
          { type: 'keepSwitch', params: ({ event }) => ({ enabled: event.enabled }) },
          'close',
          'forget',
        ],
      },
      { actions: { type: 'keepSwitch', params: ({ event }) => ({ enabled: event.enabled }) } },
    ],
  },
  states: {
    idle: {
      always: { guard: 'wanted', target: 'deciding' },
      on: {
        'centre.request': { target: 'deciding', actions: 'want' },
        'centre.switch': {
          actions: { type: 'keepSwitch', params: ({ event }) => ({ enabled: event.enabled }) },
        },
        'centre.access': { actions: { type: 'keepAccess', params: fromEvent } },
      },
    },
    /** Decides from what is known now; leaves at once. */
    deciding: {
      always: [
        { guard: not('enabled'), target: 'idle', actions: ['close', 'forget'] },
        { guard: { type: 'accessIs', params: current(['allow']) }, target: 'open' },
        { guard: { type: 'accessIs', params: current(['wait']) }, target: 'waiting' },
        { guard: { type: 'accessIs', params: current(['needRealAccount']) }, target: 'refusing' },
        // A login asked for after the centre was open is a logout: the centre closes.
        { guard: 'shownBefore', target: 'idle', actions: ['close', 'forget'] },
        { guard: { type: 'accessIs', params: current(['login']) }, target: 'askingLogin' },
        { target: 'idle', actions: ['close', 'forget'] },
      ],
    },
    /** A stored session is being restored, or a logout runs. */
    waiting: {
      on: {
        'centre.access': { target: 'deciding', actions: { type: 'keepAccess', params: fromEvent } },
      },
    },
    askingLogin: {
      entry: 'askLogin',
      on: {
        'centre.access': [
          {
            guard: { type: 'accessIs', params: ({ event }) => ({ access: event.access, among: ['allow'] }) },
            target: 'open',
            actions: { type: 'keepAccess', params: fromEvent },
          },
          // The popup is still up: the session's passing word asks nothing new.
          { actions: { type: 'keepAccess', params: fromEvent } },
        ],
        'login.closed': [
          {
            guard: {
              type: 'accessIs',
              params: ({ event }) => ({ access: event.access, among: ['allow', 'wait'] }),
            },
            target: 'deciding',
            actions: { type: 'keepAccess', params: fromEvent },
          },
          // Cancelled (or refused): the address is dropped.
          { target: 'idle', actions: [{ type: 'keepAccess', params: fromEvent }, 'close', 'forget'] },
        ],
      },
    },
    refusing: {
      entry: 'warnNeedRealAccount',
      on: {
        'centre.access': { actions: { type: 'keepAccess', params: fromEvent } },
        'notice.closed': { target: 'idle', actions: ['forgetHandoff', 'close', 'forget'] },
      },
    },
    open: {
      entry: 'markShown',
      on: {
        'centre.access': { target: 'deciding', actions: { type: 'keepAccess', params: fromEvent } },
      },
    },
  },
});
