import type { ReactNode } from 'react';
import './ActionRow.css';

export interface ActionRowProps {
  /** The answers, least destructive first (Cancel before OK). */
  children: ReactNode;
  /** `end`: a dialog's answers, at its right edge. `center`: a state's way out, under its message. */
  align?: 'end' | 'center';
}

/**
 * The row of answers under a message: a dialog's Cancel / OK, an empty or failed state's action. One shape
 * for all of them, so on a phone every answer is a full-width, 44 px row the thumb reaches (ADR 018 addendum).
 */
export function ActionRow({ children, align = 'end' }: ActionRowProps) {
  return <div className={`action-row action-row--${align}`}>{children}</div>;
}
