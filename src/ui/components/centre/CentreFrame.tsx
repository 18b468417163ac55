import { Suspense, useId, useState, type ReactNode } from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import { Button } from '@/ui/components/Button';
import { ErrorBoundary, ErrorMessage } from '@/ui/components/ErrorBoundary';
import { Modal } from '@/ui/components/Modal';
import { Skeleton } from '@/ui/components/Skeleton';
import { useLayoutMode } from '@/ui/hooks/useLayoutMode';
import { useShownAfterPaint } from '@/ui/hooks/useShownAfterPaint';
import './CentreFrame.css';

/** The content's shape while a page's chunk loads: a heading-sized bar and a few rows. */
function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="centre-frame__page-skeleton" role="status" aria-label={label}>
      <Skeleton height={40} shape="block" />
      <Skeleton width="60%" />
      <Skeleton width="80%" />
      <Skeleton height={120} shape="block" />
    </div>
  );
}

export interface CentreFrameProps {
  /** The overlay's title (Personal center, Agent). */
  title: string;
  menuLabel: string;
  /** The open page's key: a move to another page shows that page (on a phone too). */
  pageKey: string;
  pageTitle: string;
  allPagesLabel: string;
  pageLoadingLabel: string;
  menu: ReactNode;
  /** The open page (a lazily loaded screen). */
  children: ReactNode;
  onClose(): void;
}

/**
 * A centre's frame (spec 01 §2, spec 02 §2): an overlay with the menu on the left and the open page
 * on the right. On a phone it is a full-screen sheet that shows one thing at a time: the page, or
 * (after "All pages") the menu as a list. A page that fails to render loses only itself.
 */
export function CentreFrame({
  title,
  menuLabel,
  pageKey,
  pageTitle,
  allPagesLabel,
  pageLoadingLabel,
  menu,
  children,
  onClose,
}: CentreFrameProps) {
  const phone = useLayoutMode() === 'phone';
  const titleId = useId();
  // The phone's list view, asked for on one page: a move to another page (a menu entry, back/forward)
  // shows that page again without an effect resetting it.
  const [listShownOn, setListShownOn] = useState<string | null>(null);
  const listShown = listShownOn === pageKey;
  // The tap that opens the centre or a page paints the frame and a skeleton first; the page follows.
  const pageShown = useShownAfterPaint(pageKey);
  const showMenu = !phone || listShown;
  const showPage = !phone || !listShown;
  return (
    <Modal
      title={title}
      onClose={onClose}
      width="min(1120px, calc(100vw - 32px))"
      height="min(720px, calc(100dvh - 48px))"
      draggable={false}
      className="centre-modal"
    >
      <div className={`centre-frame${phone ? ' centre-frame--phone' : ''}`}>
        {showMenu && (
          // A click on an entry closes the phone's list (the page shows again).
          <nav
            className="centre-frame__menu"
            aria-label={menuLabel}
            onClickCapture={() => setListShownOn(null)}
          >
            {menu}
          </nav>
        )}
        {showPage && (
          <section className="centre-frame__content" aria-labelledby={titleId}>
            {phone && (
              <Button
                variant="ghost"
                size="small"
                className="centre-frame__all"
                onClick={() => setListShownOn(pageKey)}
              >
                <ChevronLeft className="icon" aria-hidden="true" />
                {allPagesLabel}
              </Button>
            )}
            <h2 id={titleId} className="centre-frame__title">
              {pageTitle}
            </h2>
            <ErrorBoundary resetKeys={[pageKey]} fallback={(failure) => <ErrorMessage {...failure} />}>
              <Suspense fallback={<PageSkeleton label={pageLoadingLabel} />}>
                {pageShown ? children : <PageSkeleton label={pageLoadingLabel} />}
              </Suspense>
            </ErrorBoundary>
          </section>
        )}
      </div>
    </Modal>
  );
}
