import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { RuleSet } from '@/validation/defaults';
import type { FieldErrors } from '@/validation/forms';
import {
  validateDownline,
  type DownlineField,
  type DownlineInput,
  type DownlineValues,
  type OwnRebate,
} from '@/validation/downline';
import { toFailure, type Failure } from '../shared/failure';

export interface RegisterDownlineInput {
  /** The agent's own rebate per product: a downline's may not be higher for that product (ADR 040). */
  ownRebates: readonly OwnRebate[];
  rules?: RuleSet;
}

const NO_DOWNLINE: DownlineValues = { username: '', password: '', accountType: 'member', rebates: [] };

export interface RegisterDownlineContext extends RegisterDownlineInput {
  fieldErrors: FieldErrors<DownlineField>;
  failure: Failure | null;
  /** The checked downline being registered, or registered. */
  downline: DownlineValues | null;
}

export type RegisterDownlineEvent =
  ({ type: 'downline.submit' } & DownlineInput) | { type: 'downline.another' };

export type RegisterDownlineTag = 'editing' | 'busy' | 'registered';

/**
 * An agent registers a downline (spec 02 §2 registerCenter): the fields are checked as registration checks
 * them before anything is sent (a rebate per product within the agent's own for it), a refused form says why per field and keeps what was typed, and one
 * (encrypted) request goes out per submit: a second submit while sending is not an event any state
 * takes. A refusal (the username is taken) goes back to editing with its message; `registered`
 * (provided) refreshes the team.
 */
export const registerDownlineMachine = setup({
  types: {
    context: {} as RegisterDownlineContext,
    events: {} as RegisterDownlineEvent,
    tags: {} as RegisterDownlineTag,
    input: {} as RegisterDownlineInput,
  },
  actors: {
    sendDownline: fromPromise<void, DownlineValues>(async () => {
      throw new Error('sendDownline not provided');
    }),
  },
  actions: {
    registered: (_, _params: DownlineValues) => undefined,
    showFieldErrors: assign(({ context, event }) => {
      assertEvent(event, 'downline.submit');
      return {
        fieldErrors: validateDownline(event, context.ownRebates, context.rules).errors,
        failure: null,
      };
    }),
    keepDownline: assign(({ context, event }) => {
      assertEvent(event, 'downline.submit');
      return {
        downline: validateDownline(event, context.ownRebates, context.rules).values,
        fieldErrors: {},
        failure: null,
      };
    }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    forget: assign({ downline: null, failure: null, fieldErrors: {} }),
  },
  guards: {
    isInvalid: ({ context, event }) => {
      assertEvent(event, 'downline.submit');
      return !validateDownline(event, context.ownRebates, context.rules).valid;
    },
  },
}).createMachine({
  id: 'registerDownline',
  context: ({ input }) => ({ ...input, fieldErrors: {}, failure: null, downline: null }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'downline.submit': [
          { guard: 'isInvalid', actions: 'showFieldErrors' },
          { target: 'sending', actions: 'keepDownline' },
        ],
      },
    },
    sending: {
      tags: ['editing', 'busy'],
      invoke: {
        id: 'sendDownline',
        src: 'sendDownline',
        input: ({ context }) => context.downline ?? NO_DOWNLINE,
        onDone: {
          target: 'registered',
          actions: {
            type: 'registered',
            params: ({ context }) => context.downline ?? NO_DOWNLINE,
          },
        },
        // The API client's timeout ends a call that never answers (ADR 013).
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    registered: {
      tags: ['registered'],
      on: { 'downline.another': { target: 'editing', actions: 'forget' } },
    },
  },
});
