import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import './Failure.css';
import { isChunkLoadError } from './lazyWithRetry';

export interface ErrorFallbackProps {
  error: unknown;
  /** Renders the children again (a render error may have been a passing state). */
  reset(): void;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  fallback(props: ErrorFallbackProps): ReactNode;
  /** A change of any of these clears the error (e.g. the location: another page is a fresh start). */
  resetKeys?: readonly unknown[];
  onError?(error: unknown, info: ErrorInfo): void;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
  keys: readonly unknown[] | undefined;
}

function changed(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === b) return false;
  if (!a || !b || a.length !== b.length) return true;
  return a.some((value, i) => !Object.is(value, b[i]));
}

/**
 * Catches a render error (or a lazy chunk that failed) below it and shows `fallback` in its place,
 * so only that part of the page is lost. React needs a class for this; everything else is function
 * components.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (!changed(props.resetKeys, state.keys)) return null;
    return { failed: false, error: null, keys: props.resetKeys };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = (): void => {
    this.setState({ failed: false, error: null });
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}

/** A chunk that failed after its retries cannot be rendered again without fetching the page anew. */
export function reloadPage(): void {
  window.location.reload();
}

export interface ErrorMessageProps extends ErrorFallbackProps {
  /** Shown above the message (e.g. the page name). */
  title?: ReactNode;
  /** Extra controls after retry (e.g. Close in a modal). */
  children?: ReactNode;
  className?: string;
  /** Default: reload the page (stories and tests pass their own). */
  onReload?(): void;
}

/**
 * The translated message of a caught error with its way out: a chunk that failed to load offers a
 * reload of the page, any other error a retry of the broken part.
 */
export function ErrorMessage({
  error,
  reset,
  title,
  children,
  className,
  onReload = reloadPage,
}: ErrorMessageProps) {
  const { t } = useTranslation(['shell', 'errors']);
  const chunk = isChunkLoadError(error);
  return (
    <div className={['error-message', className].filter(Boolean).join(' ')} role="alert">
      {title}
      <p>{chunk ? t('errors:chunkLoad') : t('shell:failure.render')}</p>
      <div className="error-message__actions">
        {chunk ? (
          <Button onClick={onReload}>{t('shell:failure.reload')}</Button>
        ) : (
          <Button onClick={reset}>{t('shell:failure.retry')}</Button>
        )}
        {children}
      </div>
    </div>
  );
}
