import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import type { MemberPage } from '@/config/memberCentre';
import { Button } from '@/ui/components/Button';
import { ErrorBoundary, ErrorMessage } from '@/ui/components/ErrorBoundary';
import { Modal } from '@/ui/components/Modal';
import { Skeleton } from '@/ui/components/Skeleton';
import { useLayoutMode } from '@/ui/hooks/useLayoutMode';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import { memberPages } from '../pages';
import { MemberMenu } from './MemberMenu';
import { useMemberBadges } from './useMemberBadges';
import './MemberCentre.css';

export interface MemberCentreProps {
  page: MemberPage;
  /** The player closed the centre (the host clears the address and the points-shop handoff). */
  onClose(): void;
}

/** The content's shape while a page's chunk loads: a heading-sized bar and a few rows. */
function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="member-centre__page-skeleton" role="status" aria-label={label}>
      <Skeleton height={40} shape="block" />
      <Skeleton width="60%" />
      <Skeleton width="80%" />
      <Skeleton height={120} shape="block" />
    </div>
  );
}

/**
 * The member centre's frame (spec 01 §2, issue 10 item 1): an overlay titled personal center with
 * the menu on the left and the open page on the right. On a phone it is a full-screen sheet that
 * shows one thing at a time: the page, or (after "All pages") the menu as a list.
 */
export default function MemberCentre({ page, onClose }: MemberCentreProps) {
  const { t } = useTranslation('member');
  const { open, href } = useMemberCentre();
  const { counts, settled } = useMemberBadges();
  const phone = useLayoutMode() === 'phone';
  const titleId = useId();
  // The phone's list view, asked for on one page: any move to another page (a menu entry, back/forward)
  // shows that page again without an effect resetting it.
  const [listShownOn, setListShownOn] = useState<MemberPage | null>(null);
  const listShown = listShownOn === page;
  const Page = memberPages[page];
  const showMenu = !phone || listShown;
  const showPage = !phone || !listShown;
  return (
    <Modal
      title={t('title')}
      onClose={onClose}
      width="min(1120px, calc(100vw - 32px))"
      height="min(720px, calc(100dvh - 48px))"
      draggable={false}
      className="member-centre-modal"
    >
      <div className={`member-centre${phone ? ' member-centre--phone' : ''}`}>
        {showMenu && (
          <nav className="member-centre__menu" aria-label={t('menuLabel')}>
            <MemberMenu
              active={page}
              counts={counts}
              ready={settled}
              href={(key) => href(key)}
              onSelect={(key) => {
                setListShownOn(null);
                if (key !== page) open(key);
              }}
            />
          </nav>
        )}
        {showPage && (
          <section className="member-centre__content" aria-labelledby={titleId}>
            {phone && (
              <Button
                variant="ghost"
                size="small"
                className="member-centre__all"
                onClick={() => setListShownOn(page)}
              >
                <ChevronLeft className="icon" aria-hidden="true" />
                {t('allPages')}
              </Button>
            )}
            <h2 id={titleId} className="member-centre__title">
              {t(`menu.${page}`)}
            </h2>
            {/* A page that fails to render (or whose chunk cannot load) loses only itself; the menu stays. */}
            <ErrorBoundary resetKeys={[page]} fallback={(failure) => <ErrorMessage {...failure} />}>
              <Suspense fallback={<PageSkeleton label={t('pageLoading')} />}>
                <Page key={page} />
              </Suspense>
            </ErrorBoundary>
          </section>
        )}
      </div>
    </Modal>
  );
}
