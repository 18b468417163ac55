import { fromPromise } from 'xstate';
import type { ApiDeps } from '../shared/deps';
import { promotionsContract } from '@/contracts/promotions.contract';
import { readAsDataUrl } from '@/validation/attachments';
import type { PromotionApplication } from './promotionApply.machine';

export function createPromotionApplyActors({ api }: ApiDeps) {
  return {
    sendApplication: fromPromise<void, PromotionApplication>(async ({ input, signal }) => {
      const images = await Promise.all(
        input.images.map((file) =>
          file instanceof Blob ? readAsDataUrl(file) : Promise.reject(new Error('Not a file')),
        ),
      );
      await api.call(
        promotionsContract.apply,
        { body: { promotionId: input.promotionId, remark: input.remark, images } },
        { signal },
      );
    }),
  };
}
