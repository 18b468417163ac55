import { useTranslation } from 'react-i18next';
import type { Announcement } from '@/contracts/home.contract';
import { SafeHtml } from '@/ui/components/SafeHtml';
import { formatDateTime } from '@/ui/components/format';
import './notice.css';

export interface NoticeListProps {
  notices: readonly Announcement[];
  /** Index into `notices` of the notice shown in the detail pane. */
  selected: number;
  onSelect(index: number): void;
  /** Index offset for labels when `notices` is one page of a longer list. */
  children?: React.ReactNode;
}

/** Title list plus the selected notice's HTML detail (modal and /noticePage share it). */
export function NoticeList({ notices, selected, onSelect, children }: NoticeListProps) {
  const { t } = useTranslation('shell');
  const current = notices[selected] ?? notices[0];
  if (notices.length === 0) return <p>{t('notice.empty')}</p>;
  return (
    <div className="notices">
      <div>
        <ul className="notices__list" aria-label={t('notice.listLabel')}>
          {notices.map((n, i) => (
            <li key={String(n.id)}>
              <button
                type="button"
                className="notices__item"
                aria-current={n === current ? 'true' : undefined}
                onClick={() => onSelect(i)}
              >
                {n.title}
              </button>
            </li>
          ))}
        </ul>
        {children}
      </div>
      {current && (
        <article className="notices__detail" aria-live="polite">
          <h2>{current.title}</h2>
          {current.startDate !== null && current.startDate !== undefined && (
            <p className="notices__time">
              <time>{formatDateTime(current.startDate)}</time>
            </p>
          )}
          <SafeHtml html={current.content ?? ''} />
        </article>
      )}
    </div>
  );
}
