import { assign, setup } from 'xstate';
import type { LaunchTarget } from '../gameLaunch/gameLaunch.machine';
import type { LobbyGame } from '../lobby/lobby.types';
import type { GateDecision } from './protectedAction';

/**
 * What a player asked for that needs a member (spec 01 §5). A visitor's intent waits for the login
 * it needed and is carried out when that login succeeds (ADR 014); a cancelled login drops it.
 */
export type ProtectedIntent =
  | { kind: 'launch'; target: LaunchTarget }
  /** `add`: the heart was empty when pressed (a visitor's heart always is). */
  | { kind: 'favourite'; game: LobbyGame; add: boolean }
  | { kind: 'deposit' }
  /** A points-shop reward (ADR 027): its redeem form opens once the member is known. */
  | { kind: 'redeem'; rewardId: string };

export interface ProtectedActionContext {
  intent: ProtectedIntent | null;
}

export type ProtectedActionEvent =
  /** `decision` is the gate's answer for the session as it is when the player acts. */
  | { type: 'intent.request'; intent: ProtectedIntent; decision: GateDecision }
  /** The login popup closed; `decision` is the gate's answer for the session it left behind. */
  | { type: 'login.closed'; decision: GateDecision };

export const protectedActionMachine = setup({
  types: {
    context: {} as ProtectedActionContext,
    events: {} as ProtectedActionEvent,
    tags: {} as 'awaitingLogin',
  },
  guards: {
    isAllowed: (_, params: { decision: GateDecision }) => params.decision === 'allow',
    isLoginNeeded: (_, params: { decision: GateDecision }) => params.decision === 'login',
  },
  actions: {
    keepIntent: assign((_, params: { intent: ProtectedIntent }) => ({ intent: params.intent })),
    dropIntent: assign({ intent: null }),
    /** Opens the login popup; the UI reports its closing with `login.closed`. */
    requestLogin: () => undefined,
    /** The need-real-account dialog of a trial account (isAgent 4). */
    refuseTrial: () => undefined,
    /**
     * Carries the intent out (performed by the UI: launch, favourite, navigation). `null` only in
     * theory: awaitingLogin is entered with an intent kept.
     */
    perform: (_, _params: { intent: ProtectedIntent | null }) => undefined,
  },
}).createMachine({
  id: 'protectedAction',
  initial: 'idle',
  context: { intent: null },
  states: {
    idle: {
      on: {
        'intent.request': [
          {
            guard: { type: 'isLoginNeeded', params: ({ event }) => ({ decision: event.decision }) },
            target: 'awaitingLogin',
            actions: [
              { type: 'keepIntent', params: ({ event }) => ({ intent: event.intent }) },
              'requestLogin',
            ],
          },
          {
            guard: { type: 'isAllowed', params: ({ event }) => ({ decision: event.decision }) },
            actions: { type: 'perform', params: ({ event }) => ({ intent: event.intent }) },
          },
          { actions: 'refuseTrial' },
        ],
      },
    },
    awaitingLogin: {
      tags: ['awaitingLogin'],
      on: {
        // The popup covers the page, so this is rare (a second control reached by keyboard): the
        // latest intent is the one the player will expect after logging in.
        'intent.request': {
          actions: { type: 'keepIntent', params: ({ event }) => ({ intent: event.intent }) },
        },
        'login.closed': [
          {
            guard: { type: 'isAllowed', params: ({ event }) => ({ decision: event.decision }) },
            target: 'idle',
            actions: [
              { type: 'perform', params: ({ context }) => ({ intent: context.intent }) },
              'dropIntent',
            ],
          },
          // Cancelled (still a visitor): the intent goes with the login it needed.
          {
            guard: { type: 'isLoginNeeded', params: ({ event }) => ({ decision: event.decision }) },
            target: 'idle',
            actions: 'dropIntent',
          },
          { target: 'idle', actions: ['refuseTrial', 'dropIntent'] },
        ],
      },
    },
  },
});

export type ProtectedActionMachine = typeof protectedActionMachine;
