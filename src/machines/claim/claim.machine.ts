import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure';

/**
 * What the member centre's reward actions are (spec 01 §2): claim an issued promotion, a ticket or
 * a rebate; spin a ticket's slot machine; cancel a ticket.
 */
export type ClaimKind = 'promotion' | 'ticket' | 'rebate' | 'ticketSpin' | 'ticketCancel';

export interface ClaimRequest {
  kind: ClaimKind;
  id: string;
  /**
   * Which use of a reward this is, where one can be used again (a ticket's spins: its spins left). A
   * request equal to the one just done is a double click and is ignored; the next use differs.
   */
  attempt?: string;
}

export interface ClaimContext {
  /** The claim under way (its button shows the wait; no other claim starts meanwhile). */
  claiming: ClaimRequest | null;
  /** The last claim that went through, for the page's confirmation. */
  claimed: ClaimRequest | null;
  /** What the last one answered, where it answers something (a spin's reward type). */
  outcome: string | null;
  failure: Failure | null;
}

export type ClaimEvent =
  { type: 'claim.request'; kind: ClaimKind; id: string; attempt?: string } | { type: 'claim.dismiss' };

export type ClaimTag = 'busy';

/**
 * One claim at a time (rewards, tickets, rebate): `claim.request` while a claim is under way is ignored,
 * and so is a request for the reward just claimed, so a double click claims once even when the first
 * claim answers before the second click. Success runs the provided `rewardClaimed` (balance, badges, lists
 * refresh); a failure (the API client's timeout included) is kept for the page to say, and the member
 * can try again.
 */
export const claimMachine = setup({
  types: {
    context: {} as ClaimContext,
    events: {} as ClaimEvent,
    tags: {} as ClaimTag,
  },
  actors: {
    claimReward: fromPromise<string | null, ClaimRequest>(async () => {
      throw new Error('claimReward not provided');
    }),
  },
  actions: {
    rewardClaimed: (_, _params: ClaimRequest) => undefined,
    startClaim: assign(({ event }) => {
      assertEvent(event, 'claim.request');
      const claiming: ClaimRequest = { kind: event.kind, id: event.id };
      if (event.attempt !== undefined) claiming.attempt = event.attempt;
      return { claiming, claimed: null, outcome: null, failure: null };
    }),
    keepClaimed: assign(({ context }, params: { output: string | null | undefined }) => ({
      claimed: context.claiming,
      claiming: null,
      outcome: typeof params.output === 'string' ? params.output : null,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({
      failure: toFailure(params.error),
      claiming: null,
    })),
    dismiss: assign({ claimed: null, outcome: null, failure: null }),
  },
  guards: {
    /** The reward just claimed: the second click of a double click, before its list has refreshed. */
    isJustClaimed: ({ context, event }) => {
      assertEvent(event, 'claim.request');
      return (
        context.claimed?.kind === event.kind &&
        context.claimed.id === event.id &&
        context.claimed.attempt === event.attempt
      );
    },
  },
}).createMachine({
  id: 'claim',
  context: { claiming: null, claimed: null, outcome: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'claim.request': [{ guard: 'isJustClaimed' }, { target: 'claiming', actions: 'startClaim' }],
        'claim.dismiss': { actions: 'dismiss' },
      },
    },
    claiming: {
      tags: ['busy'],
      invoke: {
        id: 'claimReward',
        src: 'claimReward',
        input: ({ context }) => context.claiming ?? { kind: 'promotion', id: '' },
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'rewardClaimed',
              params: ({ context }) => context.claiming ?? { kind: 'promotion', id: '' },
            },
            { type: 'keepClaimed', params: ({ event }) => ({ output: event.output }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
