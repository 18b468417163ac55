import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open on hover, close a little after the pointer leaves (spec 01 §9: 200 ms), so moving from the
 * trigger into the panel does not flicker it shut. A click opens (touch, keyboard: a click after the hover
 * must not shut it again); Escape, leaving or choosing closes.
 */
export function useHoverMenu(closeDelayMs: number) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const show = useCallback(() => {
    cancel();
    setOpen(true);
  }, [cancel]);
  const hideSoon = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => setOpen(false), closeDelayMs);
  }, [cancel, closeDelayMs]);
  const hide = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);
  const toggle = useCallback(() => {
    cancel();
    setOpen((o) => !o);
  }, [cancel]);
  useEffect(() => cancel, [cancel]);
  return {
    open,
    show,
    hide,
    toggle,
    hoverProps: {
      onMouseEnter: show,
      onMouseLeave: hideSoon,
      onKeyDown: (e: { key: string }) => {
        if (e.key === 'Escape') hide();
      },
    },
  };
}
