import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';

type FocusTarget = 'first' | 'last' | 'selected';

/** The panel's items, in order: buttons, links and menu items; roving focus moves between them. */
const ITEM = 'button:not([disabled]), a[href], [role^="menuitem"]';

type ElementRef = { current: HTMLElement | null };

/**
 * The menu's open state: open now, close a little later (unless focus is inside the container), toggle;
 * a menu opened by a tap closes on a tap anywhere else.
 */
function useDelayedOpen(closeDelayMs: number, containerRef: ElementRef) {
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
    timer.current = setTimeout(() => {
      if (containerRef.current?.contains(document.activeElement)) return;
      setOpen(false);
    }, closeDelayMs);
  }, [cancel, closeDelayMs, containerRef]);
  const hide = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);
  const toggle = useCallback(() => {
    cancel();
    setOpen((o) => !o);
  }, [cancel]);
  useEffect(() => cancel, [cancel]);

  // A menu opened by a tap or a click (no hover to leave) closes when the player taps anywhere else.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (e.target instanceof Node && !containerRef.current?.contains(e.target)) hide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, hide, containerRef]);

  return { open, setOpen, cancel, show, hideSoon, hide, toggle };
}

/** The panel's items, in document order. */
const panelItems = (panel: HTMLElement | null) =>
  Array.from(panel?.querySelectorAll<HTMLElement>(ITEM) ?? []);

/** Moves focus to the first, last or selected (checked, current page) item of the panel. */
function focusItem(panel: HTMLElement | null, target: FocusTarget) {
  const list = panelItems(panel);
  const selected = list.find(
    (el) => el.getAttribute('aria-checked') === 'true' || el.getAttribute('aria-current') === 'page',
  );
  const el =
    target === 'last' ? list[list.length - 1] : target === 'selected' ? (selected ?? list[0]) : list[0];
  el?.focus();
}

/** The item an arrow key, Home or End moves to from `index` (wrapping round); none for other keys. */
function itemForKey(list: readonly HTMLElement[], index: number, key: string): HTMLElement | undefined {
  if (key === 'ArrowDown' || key === 'ArrowRight') return list[(index + 1) % list.length];
  if (key === 'ArrowUp' || key === 'ArrowLeft') return list[(index - 1 + list.length) % list.length];
  if (key === 'Home') return list[0];
  if (key === 'End') return list[list.length - 1];
  return undefined;
}

/** Opens the menu and, once the panel is on the page, moves focus into it (ADR 017). */
function useOpenWithFocus(
  menu: Pick<ReturnType<typeof useDelayedOpen>, 'open' | 'setOpen' | 'cancel'>,
  panelRef: ElementRef,
) {
  const { open, setOpen, cancel } = menu;
  const pendingFocus = useRef<FocusTarget | null>(null);
  const openWithFocus = useCallback(
    (target: FocusTarget) => {
      cancel();
      if (open && panelRef.current) focusItem(panelRef.current, target);
      else {
        pendingFocus.current = target;
        setOpen(true);
      }
    },
    [cancel, open, setOpen, panelRef],
  );
  useEffect(() => {
    if (!open || pendingFocus.current === null) return;
    focusItem(panelRef.current, pendingFocus.current);
    pendingFocus.current = null;
  }, [open, panelRef]);
  return openWithFocus;
}

/** A ref callback writing into `ref`, stable across renders. */
function useRefSetter(ref: ElementRef) {
  return useCallback(
    (el: HTMLElement | null) => {
      ref.current = el;
    },
    [ref],
  );
}

/**
 * Open on hover, close a little after the pointer leaves (spec 01 §9: 200 ms), so moving from the
 * trigger into the panel does not flicker it shut. A click opens (touch, keyboard: a click after the hover
 * must not shut it again); Escape, leaving or choosing closes.
 *
 * Keyboard (ADR 017, APG disclosure navigation / menu button): the trigger is the one Tab stop of the
 * menu. Arrow Down (or Up) on it opens the panel and moves focus to its first (last) item; inside, the
 * arrow keys, Home and End move between items, which are never Tab stops themselves (`tabIndex={-1}`),
 * so Tab leaves the panel for the next trigger and closes it; Escape closes and puts focus back on the
 * trigger. Focus inside the panel keeps it open when the pointer wanders off.
 *
 * Not on the popover API: a popover is placed in the top layer, away from the row its panel hangs under
 * (ADR 053).
 */
export function useHoverMenu(closeDelayMs: number) {
  const containerRef = useRef<HTMLElement | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const menu = useDelayedOpen(closeDelayMs, containerRef);
  const { open, show, hide, hideSoon, toggle } = menu;
  const openWithFocus = useOpenWithFocus(menu, panelRef);

  const closeToTrigger = useCallback(() => {
    hide();
    triggerRef.current?.focus();
  }, [hide]);

  /**
   * An item was chosen: the menu closes and focus goes back to its trigger (APG menu button) before the
   * action runs, so a popup the action opens returns focus there too, not to an item that no longer exists.
   */
  const choose = useCallback(
    (action: () => void) => {
      closeToTrigger();
      action();
    },
    [closeToTrigger],
  );

  const onTriggerKeyDown = useCallback(
    (e: ReactKeyboardEvent<HTMLElement>) => {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        openWithFocus(e.key === 'ArrowDown' ? 'first' : 'last');
      } else if (e.key === 'Escape' && open) {
        e.preventDefault();
        hide();
      }
    },
    [openWithFocus, open, hide],
  );

  const onPanelKeyDown = useCallback(
    (e: ReactKeyboardEvent<HTMLElement>) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        closeToTrigger();
        return;
      }
      const list = panelItems(panelRef.current);
      const next = itemForKey(
        list,
        list.findIndex((el) => el === document.activeElement),
        e.key,
      );
      if (!next) return;
      e.preventDefault();
      next.focus();
    },
    [closeToTrigger],
  );

  const setContainer = useRefSetter(containerRef);
  const setTrigger = useRefSetter(triggerRef);
  const setPanel = useRefSetter(panelRef);

  const containerProps = {
    ref: setContainer,
    onKeyDown: (e: { key: string }) => {
      if (e.key === 'Escape') hide();
    },
    // Tab out of the panel (or off the trigger) to another control closes it.
    onBlur: (e: ReactFocusEvent<HTMLElement>) => {
      const to = e.relatedTarget;
      if (!(to instanceof Node) || !e.currentTarget.contains(to)) {
        if (panelRef.current?.contains(e.target)) hide();
      }
    },
  };

  return {
    open,
    show,
    hide,
    toggle,
    /** Opens and focuses an item (a menu button's click: APG moves focus into the menu). */
    openWithFocus,
    choose,
    /** The menu's outer element without hover: a click-only menu (the member menu). */
    containerProps,
    hoverProps: { ...containerProps, onMouseEnter: show, onMouseLeave: hideSoon },
    triggerProps: { ref: setTrigger, onKeyDown: onTriggerKeyDown },
    panelProps: { ref: setPanel, onKeyDown: onPanelKeyDown },
  };
}
