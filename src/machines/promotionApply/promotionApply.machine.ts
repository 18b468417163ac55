import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { checkImages, checkRemark, type Attachment } from '@/validation/attachments';
import type { ValidationMessage } from '@/validation/types';
import { toFailure, type Failure } from '../shared/failure';

/** One application as the member filled it in (the images are the chosen files). */
export interface PromotionApplication {
  promotionId: string;
  remark: string;
  images: readonly Attachment[];
}

export interface PromotionApplyContext {
  fieldErrors: { remark?: ValidationMessage; images?: ValidationMessage };
  failure: Failure | null;
  /** The checked application being sent, or sent. */
  application: PromotionApplication | null;
}

export type PromotionApplyEvent = { type: 'apply.submit' } & PromotionApplication;

export type PromotionApplyTag = 'editing' | 'busy' | 'applied';

const errorsOf = (a: PromotionApplication): PromotionApplyContext['fieldErrors'] => {
  const remark = checkRemark(a.remark);
  const images = checkImages(a.images);
  return { ...(remark ? { remark } : {}), ...(images ? { images } : {}) };
};

/**
 * A member's application to join a promotion (spec 02 §5): the remark (at most 140 characters) and the
 * images (png or jpg, at most 5 MB each, at most 3) are checked before anything is sent, and a refused
 * form says why per field and keeps what was typed and chosen. One request per submit: a second
 * submit while sending, or after, is not an event any state takes. A refusal or failure of the call
 * goes back to editing with its message; `applied` (provided) refreshes the promotion lists.
 */
export const promotionApplyMachine = setup({
  types: {
    context: {} as PromotionApplyContext,
    events: {} as PromotionApplyEvent,
    tags: {} as PromotionApplyTag,
  },
  actors: {
    sendApplication: fromPromise<void, PromotionApplication>(async () => {
      throw new Error('sendApplication not provided');
    }),
  },
  actions: {
    applied: (_, _params: PromotionApplication) => undefined,
    showFieldErrors: assign(({ event }) => {
      assertEvent(event, 'apply.submit');
      return { fieldErrors: errorsOf(event), failure: null };
    }),
    keepApplication: assign(({ event }) => {
      assertEvent(event, 'apply.submit');
      const { promotionId, remark, images } = event;
      return { application: { promotionId, remark, images }, fieldErrors: {}, failure: null };
    }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
  guards: {
    isInvalid: ({ event }) => {
      assertEvent(event, 'apply.submit');
      return Object.keys(errorsOf(event)).length > 0;
    },
  },
}).createMachine({
  id: 'promotionApply',
  context: { fieldErrors: {}, failure: null, application: null },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'apply.submit': [
          { guard: 'isInvalid', actions: 'showFieldErrors' },
          { target: 'sending', actions: 'keepApplication' },
        ],
      },
    },
    sending: {
      tags: ['editing', 'busy'],
      invoke: {
        id: 'sendApplication',
        src: 'sendApplication',
        input: ({ context }) => context.application ?? { promotionId: '', remark: '', images: [] },
        onDone: {
          target: 'applied',
          actions: {
            type: 'applied',
            params: ({ context }) => context.application ?? { promotionId: '', remark: '', images: [] },
          },
        },
        // The API client's timeout ends a call that never answers (ADR 013).
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    applied: { tags: ['applied'], type: 'final' },
  },
});
