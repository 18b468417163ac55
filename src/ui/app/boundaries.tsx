import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary, ErrorMessage } from '@/ui/components/ErrorBoundary';
import { Modal } from '@/ui/components/Modal';
import '@/ui/screens/status/StatusScreens.css';

/**
 * The three scopes a failure is held to (ADR 016): a route loses only the page between header and
 * footer, a modal only itself, and the whole app shows a page-sized message instead of going blank.
 */

/** Around the routed screen: a new location starts clean. */
export function RouteBoundary({ location, children }: { location: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKeys={[location]}
      fallback={(failure) => (
        <section data-testid="route-error">
          <ErrorMessage {...failure} />
        </section>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/** What a modal is handed by the host (structurally `ModalControl`). */
export interface ModalBoundaryControl {
  open: boolean;
  onClose(): void;
  onClosed(): void;
}

function ModalFailure({ control, children }: { control: ModalBoundaryControl; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Modal
      open={control.open}
      onClose={control.onClose}
      onClosed={control.onClosed}
      title={t('failure.title')}
      height="auto"
    >
      {children}
    </Modal>
  );
}

/** Around one open modal: a broken modal becomes a small dialog with retry; the page stays. */
export function ModalBoundary({ control, children }: { control: ModalBoundaryControl; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(failure) => (
        <ModalFailure control={control}>
          <ErrorMessage {...failure} />
        </ModalFailure>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

function AppFailure({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <main className="status-screen" data-testid="app-error">
      <section className="status-screen__card" aria-labelledby="app-error-title">
        <h1 id="app-error-title">{t('failure.title')}</h1>
        {children}
      </section>
    </main>
  );
}

/** Outermost: whatever escapes the inner scopes (a provider, the layout) still ends in a way out. */
export function AppBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(failure) => (
        <AppFailure>
          <ErrorMessage {...failure} />
        </AppFailure>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
