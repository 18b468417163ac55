import type { ReactNode } from 'react';
import './records.css';

export interface ScrollTableProps {
  /** The table's name: its caption and the scrolling region's label. */
  caption: string;
  /** A newer page is loading over the rows shown. */
  busy?: boolean;
  /** The table's head, body and foot. */
  children: ReactNode;
}

/**
 * A table that may be wider than a phone: it scrolls inside its own named box, never the page, and
 * keyboard users scroll it too, so the box takes focus (axe scrollable-region-focusable, WCAG 2.1.1).
 */
export function ScrollTable({ caption, busy = false, children }: ScrollTableProps) {
  return (
    <div
      className="records__scroll"
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the box scrolls: keyboard users scroll it too
      tabIndex={0}
      aria-busy={busy || undefined}
    >
      <table className="records__table">
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
