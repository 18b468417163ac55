import { useTranslation } from 'react-i18next';
import { PAGINATION } from '@/config/constants';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import './Pagination.css';

export type PageItem = number | 'gap';

/**
 * Page numbers to show: `range` pages around the current one and `margin` pages at each end, gaps
 * between (spec 02 §2: range 3, margin 1).
 */
export function pageItems(
  current: number,
  total: number,
  range: number = PAGINATION.range,
  margin: number = PAGINATION.margin,
): PageItem[] {
  if (total <= 0) return [];
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p += 1) pages.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p += 1) pages.add(p);
  const half = Math.floor(range / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p += 1) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) items.push('gap');
    items.push(p);
  });
  return items;
}

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onChange(page: number): void;
  range?: number;
  margin?: number;
  label?: string;
}

export function Pagination({ page, totalPages, onChange, range, margin, label }: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  return (
    <nav aria-label={label ?? t('pagination.label')}>
      <ul className="pagination">
        <li>
          <button
            type="button"
            disabled={current === 1}
            onClick={() => onChange(current - 1)}
            aria-label={t('pagination.previous')}
          >
            <ChevronLeft className="icon" aria-hidden="true" />
          </button>
        </li>
        {pageItems(current, totalPages, range, margin).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            disabled={current === totalPages}
            onClick={() => onChange(current + 1)}
            aria-label={t('pagination.next')}
          >
            <ChevronRight className="icon" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
