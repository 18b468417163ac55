import { fromPromise } from 'xstate';
import type { ApiDeps } from '../shared/deps';
import { systemContract } from '@/contracts/system.contract';
import { readAsDataUrl } from '@/validation/attachments';
import type { Feedback } from './feedback.machine';

export function createFeedbackActors({ api }: ApiDeps) {
  return {
    sendFeedback: fromPromise<void, Feedback>(async ({ input, signal }) => {
      const images = await Promise.all(
        input.images.map((file) =>
          file instanceof Blob ? readAsDataUrl(file) : Promise.reject(new Error('Not a file')),
        ),
      );
      await api.call(
        systemContract.feedback,
        { body: { content: input.content.trim(), ...(images.length > 0 ? { images } : {}) } },
        { signal },
      );
    }),
  };
}
