import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { feedbackMachine } from '@/machines/feedback/feedback.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));
const MB = 1024 * 1024;
const png = (name: string, size = MB) => ({ name, type: 'image/png', size });

export const feedbackPaths = definePathSuite({
  name: 'feedback',
  machine: feedbackMachine.provide({ actors: { sendFeedback: never() } }),
  events: {
    'feedback.submit': [
      { content: 'The fishing lobby is slow tonight', images: [png('screen.png')] },
      { content: 'x'.repeat(141), images: [] },
      { content: '  ', images: [] },
      { content: 'Slow', images: [png('big.png', 6 * MB)] },
      { content: 'Slow', images: [png('a.png'), png('b.png'), png('c.png'), png('d.png')] },
    ],
    'feedback.another': [{}],
    'xstate.done.actor.sendFeedback': [{ output: undefined }],
    'xstate.error.actor.sendFeedback': [
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'FEEDBACK_TOO_LONG',
          serverMessage: 'Feedback is limited to 140 characters',
        }),
      },
    ],
  },
  ignoreContext: ['failure', 'feedback'],
});
