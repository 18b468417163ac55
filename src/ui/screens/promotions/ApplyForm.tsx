import { api } from '@/api/instance';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { REMARK_MAX_CHARS } from '@/config/constants';
import { createPromotionApplyActors } from '@/machines/promotionApply/promotionApply.actors';
import { promotionApplyMachine } from '@/machines/promotionApply/promotionApply.machine';
import { selectPromotionApplyView } from '@/machines/promotionApply/promotionApply.selectors';
import type { Failure } from '@/machines/shared/failure';
import type { ValidationMessage } from '@/validation/types';
import { Button } from '@/ui/components/Button';
import { ImagePicker } from '@/ui/components/ImagePicker';
import { TextArea } from '@/ui/components/TextArea';
import { useLatest } from '@/ui/hooks/useLatest';

/**
 * A member's application to a promotion (spec 02 §5): a remark and pictures, checked before anything is
 * sent (the promotionApply machine), one request per submit. What was typed and chosen stays through a
 * refusal; once applied the lists are refreshed and the page shows the status the server now gives.
 */
export function ApplyForm({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation(['content', 'validation', 'errors']);
  const client = useQueryClient();
  const ui = useLatest({ client });
  const logic = useMemo(
    () =>
      promotionApplyMachine.provide({
        actors: createPromotionApplyActors({ api }),
        actions: {
          applied: () => {
            const c = ui.get().client;
            void c.invalidateQueries({ queryKey: queryKeys.promotions.available() });
            void c.invalidateQueries({ queryKey: queryKeys.promotions.merchant() });
          },
        },
      }),
    [ui],
  );
  const actor = useActorRef(logic);
  const view = useSelector(actor, selectPromotionApplyView, shallowEqual);
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);

  const message = (m: ValidationMessage | undefined) =>
    m ? t(`validation:${m.key}`, { ...(m.params ?? {}), defaultValue: m.key }) : undefined;
  const failure = (f: Failure | null) =>
    f ? t(f.messageKey, { ...(f.messageValues ?? {}), defaultValue: f.messageKey }) : undefined;

  if (view.applied)
    return (
      <p role="status" className="promo-apply__done">
        {t('promotions.apply.sent')}
      </p>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'apply.submit', promotionId, remark, images });
  };

  return (
    <form className="promo-apply" aria-labelledby="promo-apply-title" onSubmit={onSubmit} noValidate>
      <h2 id="promo-apply-title">{t('promotions.apply.title')}</h2>
      <TextArea
        label={t('promotions.apply.remark')}
        name="remark"
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
        hint={t('promotions.apply.count', { length: [...remark].length, max: REMARK_MAX_CHARS })}
        error={message(view.fieldErrors.remark)}
        readOnly={view.busy}
      />
      <ImagePicker
        files={images}
        onChange={setImages}
        rule={t('promotions.apply.imagesRule')}
        addLabel={t('promotions.apply.addImage')}
        disabled={view.busy}
      />
      {view.fieldErrors.images && (
        <p role="alert" className="promo-apply__error">
          {message(view.fieldErrors.images)}
        </p>
      )}
      {view.failure && (
        <p role="alert" className="promo-apply__error">
          {failure(view.failure)}
        </p>
      )}
      <Button type="submit" loading={view.busy}>
        {t('promotions.apply.submit')}
      </Button>
    </form>
  );
}
