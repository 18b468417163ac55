import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, messageKeyOf } from '@/api/errors';
import { ActionRow } from './ActionRow';
import { Button } from './Button';
import './Failure.css';

export interface LoadFailureProps {
  /**
   * What the query or call rejected with: an `ApiError` says which message (network, slow, system…); so
   * does a machine's kept `Failure` (a load that runs in a machine).
   */
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
/** The message key and values of an `ApiError` or of a machine's `Failure`; the system message otherwise. */
function messageOf(error: unknown): { key: string; values: Readonly<Record<string, string>> } {
  if (isApiError(error)) return { key: messageKeyOf(error), values: error.messageValues };
  if (
    typeof error === 'object' &&
    error !== null &&
    'messageKey' in error &&
    typeof error.messageKey === 'string'
  ) {
    const values = 'messageValues' in error && typeof error.messageValues === 'object' && error.messageValues;
    return { key: error.messageKey, values: values ? (values as Readonly<Record<string, string>>) : {} };
  }
  return { key: messageKeyOf(error), values: {} };
}

export function LoadFailure({ error, onRetry, title, retrying = false, className }: LoadFailureProps) {
  const { t } = useTranslation(['common', 'errors']);
  const message = messageOf(error);
  return (
    <div className={['load-failure', className].filter(Boolean).join(' ')} role="alert">
      {title && <p className="load-failure__title">{title}</p>}
      <p>{t(message.key, { ...message.values, defaultValue: t('errors:system') })}</p>
      <ActionRow align="center">
        <Button size="small" onClick={onRetry} loading={retrying}>
          {t('common:retry')}
        </Button>
      </ActionRow>
    </div>
  );
}
