import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  RgExclusionBody,
  RgExclusionDuration,
  RgExclusionKind,
  RgExclusionValue,
} from '@/contracts/responsibleGambling.contract';
import { toFailure, type Failure } from '../shared/failure';

export interface SelfExclusionContext {
  choice: RgExclusionBody | null;
  /** The end the backend answered (epoch ms). */
  until: number | null;
  failure: Failure | null;
}

export type SelfExclusionEvent =
  | { type: 'selfExclusion.choose'; kind: RgExclusionKind; duration: RgExclusionDuration }
  | { type: 'selfExclusion.confirm' }
  | { type: 'selfExclusion.cancel' };

export type SelfExclusionTag = 'choosing' | 'confirming' | 'finalConfirm' | 'busy' | 'done';

/**
 * Time-out and self-exclusion (ADR 043; UKGC RTS 12, MGA Player Protection Directive): the member picks
 * a duration, confirms twice (first the consequences, then that it cannot be undone), the backend starts
 * it and ends the session; `finish` (provided by the screen) logs out. Either confirmation can be
 * cancelled; nothing is sent before the second. The call's wait ends by the client's timeout (ADR 013).
 */
export const selfExclusionMachine = setup({
  types: {
    context: {} as SelfExclusionContext,
    events: {} as SelfExclusionEvent,
    tags: {} as SelfExclusionTag,
  },
  actors: {
    exclude: fromPromise<RgExclusionValue, RgExclusionBody>(async () => {
      throw new Error('exclude not provided');
    }),
  },
  actions: {
    finish: (_, _params: { until: number | null }) => undefined,
    keepChoice: assign(({ event }) => {
      assertEvent(event, 'selfExclusion.choose');
      return { choice: { kind: event.kind, duration: event.duration }, failure: null };
    }),
    forgetChoice: assign({ choice: null }),
    keepEnd: assign((_, params: { value: RgExclusionValue }) => ({
      until: params.value.until,
      failure: null,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
}).createMachine({
  id: 'selfExclusion',
  context: { choice: null, until: null, failure: null },
  initial: 'choosing',
  states: {
    choosing: {
      tags: ['choosing'],
      on: { 'selfExclusion.choose': { target: 'confirming', actions: 'keepChoice' } },
    },
    confirming: {
      tags: ['confirming'],
      on: {
        'selfExclusion.confirm': 'finalConfirm',
        'selfExclusion.cancel': { target: 'choosing', actions: 'forgetChoice' },
      },
    },
    finalConfirm: {
      tags: ['finalConfirm'],
      on: {
        'selfExclusion.confirm': 'submitting',
        'selfExclusion.cancel': { target: 'choosing', actions: 'forgetChoice' },
      },
    },
    submitting: {
      tags: ['finalConfirm', 'busy'],
      invoke: {
        id: 'exclude',
        src: 'exclude',
        input: ({ context }) => context.choice ?? { kind: 'timeout', duration: '24h' },
        onDone: {
          target: 'done',
          actions: { type: 'keepEnd', params: ({ event }) => ({ value: event.output }) },
        },
        // A refusal or the client's timeout (ADR 013) leaves the choice to confirm again or cancel.
        onError: {
          target: 'finalConfirm',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      tags: ['done'],
      type: 'final',
      entry: { type: 'finish', params: ({ context }) => ({ until: context.until }) },
    },
  },
});
