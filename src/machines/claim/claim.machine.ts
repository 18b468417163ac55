import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure';

/** What can be claimed in the member centre (issue 10 item 3): an issued promotion, a ticket, a rebate. */
export type ClaimKind = 'promotion' | 'ticket' | 'rebate';

export interface ClaimRequest {
  kind: ClaimKind;
  id: string;
}

export interface ClaimContext {
  /** The claim under way (its button shows the wait; no other claim starts meanwhile). */
  claiming: ClaimRequest | null;
  /** The last claim that went through, for the page's confirmation. */
  claimed: ClaimRequest | null;
  failure: Failure | null;
}

export type ClaimEvent = { type: 'claim.request'; kind: ClaimKind; id: string } | { type: 'claim.dismiss' };

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
    claimReward: fromPromise<void, ClaimRequest>(async () => {
      throw new Error('claimReward not provided');
    }),
  },
  actions: {
    rewardClaimed: (_, _params: ClaimRequest) => undefined,
    startClaim: assign(({ event }) => {
      assertEvent(event, 'claim.request');
      return { claiming: { kind: event.kind, id: event.id }, claimed: null, failure: null };
    }),
    keepClaimed: assign(({ context }) => ({ claimed: context.claiming, claiming: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({
      failure: toFailure(params.error),
      claiming: null,
    })),
    dismiss: assign({ claimed: null, failure: null }),
  },
  guards: {
    /** The reward just claimed: the second click of a double click, before its list has refreshed. */
    isJustClaimed: ({ context, event }) => {
      assertEvent(event, 'claim.request');
      return context.claimed?.kind === event.kind && context.claimed.id === event.id;
    },
  },
}).createMachine({
  id: 'claim',
  context: { claiming: null, claimed: null, failure: null },
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
            'keepClaimed',
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
