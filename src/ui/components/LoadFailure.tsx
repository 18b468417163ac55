import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, messageKeyOf } from '@/api/errors';
import { ActionRow } from './ActionRow';
import { Button } from './Button';
import './Failure.css';

export interface LoadFailureProps {
  /** What the query or call rejected with: an `ApiError` says which message (network, slow, system…). */
  error: unknown;
  onRetry(): void;
  /** What could not be loaded (e.g. "Announcements could not be loaded."), above the error's own message. */
  title?: ReactNode;
  /** A retry is under way: the button waits instead of sending a second request. */
  retrying?: boolean;
  className?: string;
}

/**
 * Data that did not load: the translated message of the failure (connection, slow response, system
 * error) and a retry. One component so every screen says it the same way, in every language.
 */
export function LoadFailure({ error, onRetry, title, retrying = false, className }: LoadFailureProps) {
  const { t } = useTranslation(['common', 'errors']);
  const values = isApiError(error) ? error.messageValues : {};
  return (
    <div className={['load-failure', className].filter(Boolean).join(' ')} role="alert">
      {title && <p className="load-failure__title">{title}</p>}
      <p>{t(messageKeyOf(error), { ...values, defaultValue: t('errors:system') })}</p>
      <ActionRow align="center">
        <Button size="small" onClick={onRetry} loading={retrying}>
          {t('common:retry')}
        </Button>
      </ActionRow>
    </div>
  );
}
