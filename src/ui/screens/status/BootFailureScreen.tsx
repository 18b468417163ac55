import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/components/Button';
import './StatusScreens.css';

export interface BootFailureViewProps {
  title: string;
  message: string;
  retryLabel: string;
  errorCode?: string | null;
  onRetry(): void;
  /** `lang` of the screen when its text is not in the document's language. */
  lang?: string;
  /** The site's other domains, fastest first, each checked (alternativeDomains.ts, spec 01 §3). */
  alternatives?: readonly string[];
  alternativesLabel?: string;
}

/** The markup of a failed boot, text given: shared by the translated screen and the pre-i18n crash screen. */
export function BootFailureView({
  title,
  message,
  retryLabel,
  errorCode,
  onRetry,
  lang,
  alternatives = [],
  alternativesLabel,
}: BootFailureViewProps) {
  return (
    <main className="status-screen" data-testid="boot-failure-screen" lang={lang}>
      <section className="status-screen__card" aria-labelledby="boot-failure-title">
        <h1 id="boot-failure-title">{title}</h1>
        <p role="alert">{message}</p>
        {errorCode && <p className="status-screen__meta">{errorCode}</p>}
        <div className="status-screen__actions">
          <Button onClick={onRetry}>{retryLabel}</Button>
        </div>
        {alternatives.length > 0 && alternativesLabel && (
          <nav aria-labelledby="boot-failure-alternatives">
            <h2 id="boot-failure-alternatives">{alternativesLabel}</h2>
            <ul>
              {alternatives.map((url) => (
                <li key={url}>
                  <a href={url} rel="noreferrer">
                    {new URL(url).host}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>
    </main>
  );
}

export interface BootFailureScreenProps {
  /** `errors:*` key from the boot machine. */
  errorKey: string | null;
  errorCode?: string | null;
  onRetry(): void;
  /** Checked addresses of the site's other domains, fastest first. */
  alternatives?: readonly string[];
}

/** The site could not load its status: say so and offer a retry instead of a blank page. */
export function BootFailureScreen({ errorKey, errorCode, onRetry, alternatives }: BootFailureScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <BootFailureView
      title={t('status.bootFailed.title')}
      message={t(errorKey ?? 'errors:system', { defaultValue: t('status.bootFailed.text') })}
      retryLabel={t('status.bootFailed.retry')}
      errorCode={errorCode}
      onRetry={onRetry}
      alternatives={alternatives ?? []}
      alternativesLabel={t('status.otherAddress')}
    />
  );
}
