import type { ComponentType, ReactNode, SVGProps } from 'react';
import PackageOpen from 'lucide-react/icons/package-open';
import { ActionRow } from './ActionRow';
import './EmptyState.css';

export interface EmptyStateProps {
  /** A lucide icon (imported per icon); an open box by default. */
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  message?: string;
  /** What the player can do next: a Button or a Link. */
  action?: ReactNode;
  /** Heading level of the title inside the page (2 by default). */
  level?: 2 | 3;
  /** Tone of the icon: neutral for "nothing here yet", danger for "this could not load". */
  tone?: 'neutral' | 'danger';
  /** `alert` for a failure the player should hear about at once; a quiet state has no role. */
  role?: 'alert' | 'status';
  className?: string;
}

/** Nothing to show here: an icon, one line that says why, and what to do about it. */
export function EmptyState({
  icon: Icon = PackageOpen,
  title,
  message,
  action,
  level = 2,
  tone = 'neutral',
  role,
  className,
}: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={['empty-state', `empty-state--${tone}`, className].filter(Boolean).join(' ')} role={role}>
      <span className="empty-state__icon" aria-hidden="true">
        <Icon className="icon" aria-hidden="true" />
      </span>
      <Heading className="empty-state__title">{title}</Heading>
      {message && <p className="empty-state__message">{message}</p>}
      {action && (
        <div className="empty-state__action">
          <ActionRow align="center">{action}</ActionRow>
        </div>
      )}
    </div>
  );
}
