import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AgentContractItem, ContractAction } from '@/contracts/agent.contract';
import { toFailure, type Failure } from '../shared/failure';

export type ContractStatus = AgentContractItem['status'];

/** The answers a contract can take in its status: an offer is accepted or rejected, an accepted one terminated. */
export const ACTIONS_BY_STATUS: Readonly<Record<ContractStatus, readonly ContractAction[]>> = {
  Pending: ['ACCEPT', 'REJECT'],
  Accept: ['TERMINATE'],
  Reject: [],
  Terminate: [],
};

export interface ContractDecision {
  contractId: string;
  status: ContractStatus;
  action: ContractAction;
}

export interface ContractDecisionContext {
  decision: ContractDecision | null;
  failure: Failure | null;
}

export type ContractDecisionEvent =
  | ({ type: 'contract.choose' } & ContractDecision)
  | { type: 'contract.confirm' }
  | { type: 'contract.cancel' };

export type ContractDecisionTag = 'idle' | 'confirming' | 'busy';

/**
 * An agent's answer to a dividend or salary contract (spec 02 §4): offered → accepted or
 * rejected, accepted → terminated. Only an answer the contract's status allows can be chosen; the
 * agent confirms it, and one request goes out (a second Confirm while sending is not an event any
 * state takes). A refusal (the contract changed meanwhile) comes back with its message; `decided`
 * (provided) refreshes the list.
 */
export const contractDecisionMachine = setup({
  types: {
    context: {} as ContractDecisionContext,
    events: {} as ContractDecisionEvent,
    tags: {} as ContractDecisionTag,
  },
  actors: {
    sendDecision: fromPromise<void, ContractDecision>(async () => {
      throw new Error('sendDecision not provided');
    }),
  },
  actions: {
    decided: (_, _params: ContractDecision) => undefined,
    keepDecision: assign(({ event }) => {
      assertEvent(event, 'contract.choose');
      const { contractId, status, action } = event;
      return { decision: { contractId, status, action }, failure: null };
    }),
    forget: assign({ decision: null }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
  guards: {
    isAllowed: ({ event }) => {
      assertEvent(event, 'contract.choose');
      return ACTIONS_BY_STATUS[event.status].includes(event.action);
    },
  },
}).createMachine({
  id: 'contractDecision',
  context: { decision: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: { 'contract.choose': { guard: 'isAllowed', target: 'confirming', actions: 'keepDecision' } },
    },
    confirming: {
      tags: ['confirming'],
      on: {
        'contract.confirm': 'sending',
        'contract.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    sending: {
      tags: ['confirming', 'busy'],
      invoke: {
        id: 'sendDecision',
        src: 'sendDecision',
        input: ({ context }) => context.decision ?? { contractId: '', status: 'Pending', action: 'ACCEPT' },
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'decided',
              params: ({ context }) =>
                context.decision ?? { contractId: '', status: 'Pending', action: 'ACCEPT' },
            },
            'forget',
          ],
        },
        // The API client's timeout ends a call that never answers (ADR 013).
        onError: {
          target: 'idle',
          actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }, 'forget'],
        },
      },
    },
  },
});
