import type { CSSProperties } from 'react';
import './Skeleton.css';

export interface SkeletonProps {
  /** CSS length; defaults to the container's width. */
  width?: string | number;
  /** CSS length; a text line by default. */
  height?: string | number;
  shape?: 'text' | 'block' | 'circle';
  /**
   * No shimmer: a placeholder for content that is not loading yet (it waits for a scroll). Each running
   * shimmer keeps the browser producing frames, which costs the main thread even on the compositor.
   */
  still?: boolean;
  className?: string;
}

/**
 * A grey shape where content will be, shimmering while it loads (still under reduced motion). Decorative:
 * the region that waits says so once (aria-busy, or a status with a label), not every shape.
 */
export function Skeleton({ width, height, shape = 'text', still = false, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return (
    <span
      aria-hidden="true"
      className={['skeleton', `skeleton--${shape}`, still && 'skeleton--still', className]
        .filter(Boolean)
        .join(' ')}
      style={style}
    />
  );
}
