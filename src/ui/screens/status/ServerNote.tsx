import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The operator's own words (a maintenance title, a region notice) come in whatever language the back office
 * typed them. They are quoted apart from the interface text, under a translated caption, with their language
 * marked unknown (`lang=""`) so a screen reader does not read them with the interface's voice.
 */
export function ServerNote({ title, text }: { title?: string | null; text: string | null }) {
  const { t } = useTranslation('shell');
  const captionId = useId();
  if (!title && !text) return null;
  return (
    <figure className="status-screen__note" aria-labelledby={captionId}>
      <figcaption id={captionId} className="status-screen__note-caption">
        {t('status.serverNote')}
      </figcaption>
      <blockquote lang="" dir="auto">
        {title && <p className="status-screen__note-title">{title}</p>}
        {text && <p>{text}</p>}
      </blockquote>
    </figure>
  );
}
