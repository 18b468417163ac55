import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary, ErrorMessage } from '@/ui/components/ErrorBoundary';
import { Modal } from '@/ui/components/Modal';
import { Spinner } from '@/ui/components/Spinner';
import './CentreOverlay.css';

export interface CentreOverlayProps {
  /** Changes (the open page) retry a frame that failed to load. */
  resetKey: string;
  title: string;
  loadingLabel: string;
  onClose(): void;
  /** The frame: a chunk of its own. */
  children: ReactNode;
}

/**
 * What a centre shows while its frame's chunk loads (the page dims under a spinner, as the overlay
 * will) and if it cannot load (a modal with the failure and its retry, closable).
 */
export function CentreOverlay({ resetKey, title, loadingLabel, onClose, children }: CentreOverlayProps) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      fallback={(failure) => (
        <Modal title={title} onClose={onClose} height="auto">
          <ErrorMessage {...failure} />
        </Modal>
      )}
    >
      <Suspense
        fallback={
          <div className="centre-pending">
            <Spinner label={loadingLabel} />
          </div>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
