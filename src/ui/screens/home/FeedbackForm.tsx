import { api } from '@/api/instance';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REMARK_MAX_CHARS } from '@/config/constants';
import { createFeedbackActors } from '@/machines/feedback/feedback.actors';
import { feedbackMachine } from '@/machines/feedback/feedback.machine';
import { selectFeedbackView } from '@/machines/feedback/feedback.selectors';
import { Button } from '@/ui/components/Button';
import { ImagePicker } from '@/ui/components/ImagePicker';
import { TextArea } from '@/ui/components/TextArea';
import { useMoneyText } from '@/ui/hooks/useMoneyText';

const logic = feedbackMachine.provide({ actors: createFeedbackActors({ api }) });

/**
 * Feedback (spec 02 §1 home services, §5): the text (at most 140 characters) and up to 3
 * pictures, each rule with its own message before anything is sent (the feedback machine); one PUT
 * per submit; what was written stays through a refusal.
 */
export function FeedbackForm() {
  const { t } = useTranslation('content');
  const text = useMoneyText({ ask: false });
  const titleId = useId();
  const actor = useActorRef(logic);
  const view = useSelector(actor, selectFeedbackView, shallowEqual);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);

  if (view.sent)
    return (
      <div className="home-feedback" role="status">
        <p>{t('home.feedback.sent')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setContent('');
            setImages([]);
            actor.send({ type: 'feedback.another' });
          }}
        >
          {t('home.feedback.another')}
        </Button>
      </div>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'feedback.submit', content, images });
  };
  return (
    <form className="home-feedback" aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
      <h3 id={titleId} className="visually-hidden">
        {t('home.feedback.title')}
      </h3>
      <TextArea
        label={t('home.feedback.content')}
        name="feedback"
        value={content}
        onChange={(e) => setContent(e.target.value)}
        hint={t('home.feedback.count', { length: [...content].length, max: REMARK_MAX_CHARS })}
        error={text.validation(view.fieldErrors.content)}
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
        <p role="alert" className="home-feedback__error">
          {text.validation(view.fieldErrors.images)}
        </p>
      )}
      {view.failure && (
        <p role="alert" className="home-feedback__error" data-testid="feedback-failure">
          {text.failure(view.failure)}
        </p>
      )}
      <Button type="submit" loading={view.busy}>
        {t('home.feedback.submit')}
      </Button>
    </form>
  );
}
