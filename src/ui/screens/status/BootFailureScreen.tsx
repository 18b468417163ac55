import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/components/Button';
import './StatusScreens.css';

export interface BootFailureScreenProps {
  /** `errors:*` key from the boot machine. */
  errorKey: string | null;
  errorCode?: string | null;
  onRetry(): void;
}

/** The site could not load its status: say so and offer a retry instead of a blank page. */
export function BootFailureScreen({ errorKey, errorCode, onRetry }: BootFailureScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <main className="status-screen" data-testid="boot-failure-screen">
      <section className="status-screen__card" aria-labelledby="boot-failure-title">
        <h1 id="boot-failure-title">{t('status.bootFailed.title')}</h1>
        <p role="alert">{t(errorKey ?? 'errors:system', { defaultValue: t('status.bootFailed.text') })}</p>
        {errorCode && <p className="status-screen__meta">{errorCode}</p>}
        <div className="status-screen__actions">
          <Button onClick={onRetry}>{t('status.bootFailed.retry')}</Button>
        </div>
      </section>
    </main>
  );
}
