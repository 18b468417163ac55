import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import Megaphone from 'lucide-react/icons/megaphone';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import type { Announcement } from '@/contracts/home.contract';
import { settings } from '@/config/settings';
import { useModals } from '@/ui/hooks/modals';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { useAnnouncements } from '@/ui/hooks/queries';
import './NoticeBar.css';

export interface NoticeBarProps {
  notices: readonly Announcement[];
  /** Opens the notice modal at this index. */
  onOpen(index: number): void;
  /** Notices not known yet: an empty bar of the same height holds the place of the real one. */
  loading?: boolean;
}

/** Home notice bar (spec 02 §2): scrolling titles, paused on hover or focus, click opens the notice. */
export function NoticeBar({ notices, onOpen, loading = false }: NoticeBarProps) {
  const { t } = useTranslation('shell');
  if (loading && notices.length === 0) {
    return (
      <div className="notice-bar" aria-hidden="true" data-testid="notice-bar-loading">
        <Megaphone className="icon notice-bar__icon" aria-hidden="true" />
        <div className="notice-bar__viewport" />
      </div>
    );
  }
  if (notices.length === 0) return null;
  const chars = notices.reduce((n, x) => n + x.title.length, 0);
  // Roughly 8 px per character; the speed stays readable whatever the number of notices.
  const seconds = Math.max(10, Math.round((chars * 8 + 800) / settings.noticeScrollPxPerSecond));
  const titles = (copy: boolean) => (
    <ul className="notice-bar__group" aria-hidden={copy || undefined} inert={copy || undefined}>
      {notices.map((notice, i) => (
        <li key={String(notice.id)}>
          <button type="button" className="notice-bar__item" onClick={() => onOpen(i)}>
            {notice.title}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <section className="notice-bar" aria-label={t('noticeBar.label')} data-testid="notice-bar">
      <Megaphone className="icon notice-bar__icon" aria-hidden="true" />
      <div className="notice-bar__viewport">
        {/* The titles start in view and loop: the list is drawn twice and moved by one copy's width, so the
            bar is never empty (the copy is inert and hidden from assistive technology). */}
        <div className="notice-bar__track" style={{ '--notice-duration': `${seconds}s` } as CSSProperties}>
          {titles(false)}
          {titles(true)}
        </div>
      </div>
      {/* The announcement list (spec 01 §2 /noticePage), where the bar's titles lead on from. */}
      <Link href={paths.noticePage.getHref()} className="notice-bar__all">
        {t('noticeBar.all')}
      </Link>
    </section>
  );
}

export function NoticeBarContainer() {
  const { t } = useTranslation('shell');
  const { data, isPending, error, isFetching, refetch } = useAnnouncements();
  const { open } = useModals();
  // Banners and notices come in one call: its failure shows here once, and a retry brings back both.
  if (error && !data)
    return (
      <LoadFailure
        className="notice-bar__failure"
        error={error}
        title={t('notice.loadFailed')}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  return (
    <NoticeBar
      notices={data?.player ?? []}
      loading={isPending}
      onOpen={(index) => open('notice', { index })}
    />
  );
}
