import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { checkImages, checkRemark, type Attachment } from '@/validation/attachments';
import { REQUIRED } from '@/validation/rules';
import type { ValidationMessage } from '@/validation/types';
import { toFailure, type Failure } from '../shared/failure';

/** Feedback as the player wrote it, with the pictures chosen. */
export interface Feedback {
  content: string;
  images: readonly Attachment[];
}

export interface FeedbackContext {
  fieldErrors: { content?: ValidationMessage; images?: ValidationMessage };
  failure: Failure | null;
  feedback: Feedback | null;
}

export type FeedbackEvent = ({ type: 'feedback.submit' } & Feedback) | { type: 'feedback.another' };

export type FeedbackTag = 'editing' | 'busy' | 'sent';

const errorsOf = (f: Feedback): FeedbackContext['fieldErrors'] => {
  const content = f.content.trim() === '' ? REQUIRED : checkRemark(f.content);
  const images = checkImages(f.images);
  return { ...(content ? { content } : {}), ...(images ? { images } : {}) };
};

/**
 * Feedback from the home page (spec 02 §1, §5, §9): the text (required, at most 140
 * characters as the player counts them) and the pictures (png or jpg, at most 5 MB each, at most 3)
 * are checked before anything is sent, each rule with its own message, and what was written and
 * chosen stays through a refusal. One request per submit; after it the player may write another.
 */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    tags: {} as FeedbackTag,
  },
  actors: {
    sendFeedback: fromPromise<void, Feedback>(async () => {
      throw new Error('sendFeedback not provided');
    }),
  },
  actions: {
    sent: (_, _params: Feedback) => undefined,
    showFieldErrors: assign(({ event }) => {
      assertEvent(event, 'feedback.submit');
      return { fieldErrors: errorsOf(event), failure: null };
    }),
    keepFeedback: assign(({ event }) => {
      assertEvent(event, 'feedback.submit');
      return { feedback: { content: event.content, images: event.images }, fieldErrors: {}, failure: null };
    }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    forget: assign({ feedback: null, failure: null, fieldErrors: {} }),
  },
  guards: {
    isInvalid: ({ event }) => {
      assertEvent(event, 'feedback.submit');
      return Object.keys(errorsOf(event)).length > 0;
    },
  },
}).createMachine({
  id: 'feedback',
  context: { fieldErrors: {}, failure: null, feedback: null },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'feedback.submit': [
          { guard: 'isInvalid', actions: 'showFieldErrors' },
          { target: 'sending', actions: 'keepFeedback' },
        ],
      },
    },
    sending: {
      tags: ['editing', 'busy'],
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => context.feedback ?? { content: '', images: [] },
        onDone: {
          target: 'sent',
          actions: { type: 'sent', params: ({ context }) => context.feedback ?? { content: '', images: [] } },
        },
        // The API client's timeout ends a call that never answers (ADR 013).
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      tags: ['sent'],
      on: { 'feedback.another': { target: 'editing', actions: 'forget' } },
    },
  },
});
