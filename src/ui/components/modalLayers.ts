/**
 * The stack of open modal layers and what it means for focus (WCAG 2.4.3, 2.1.2; APG dialog pattern):
 * the top layer is the only interactive part of the page. Everything else directly under <body> is
 * `inert` while a layer is open, so nothing behind it (the footer, the header's Log in, another popup's
 * trigger) can be reached by Tab or clicked to open a second popup on top; Tab and Shift+Tab wrap inside
 * the top layer; focus lands in its first field when it opens and goes back to the control that opened
 * it when it closes; Escape reaches only the top layer, and closes it where that layer allows it.
 *
 * Written here rather than on `<dialog>`'s showModal(), the popover API or a primitive library: ADR 053.
 */

import { whenPainted } from '@/config/afterNextPaint';

export interface ModalLayer {
  /** The layer's outermost element (the backdrop), a direct child of <body> through the portal. */
  readonly root: HTMLElement;
  /** The element with role="dialog"; focused when the layer has no field to start in. */
  readonly dialog: HTMLElement;
  /** Escape pressed while this layer is on top (spec 01 §2: it closes a popup the backdrop closes, and the
   *  drawer); the layer decides whether Escape's default stays. */
  readonly onEscape?: (event: KeyboardEvent) => void;
}

interface Entry extends ModalLayer {
  /** The control that had focus when the layer opened (null: opened by code with focus on <body>). */
  opener: HTMLElement | null;
  /** Its ancestors, nearest first: when the opener is gone (Log in became the member menu), focus the
   *  first control of the nearest one still on the page. */
  openerAncestors: HTMLElement[];
  /** Opened from inside another layer: that layer's opener is the place to return to when ours is gone. */
  inherited: Entry | null;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

const FIELD = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
].join(',');

const layers: Entry[] = [];
/** Elements this module made inert (others may have been inert for their own reasons: leave those). */
const madeInert = new Set<Element>();
let observer: MutationObserver | null = null;

function isShown(el: HTMLElement): boolean {
  if (el.closest('[hidden], [inert]')) return false;
  // jsdom has no layout and no checkVisibility: there everything not hidden counts as shown.
  return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;
}

/** Elements Tab stops at inside `container`, in document order. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && isShown(el),
  );
}

function firstField(container: HTMLElement): HTMLElement | null {
  return (
    Array.from(container.querySelectorAll<HTMLElement>(FIELD)).find(
      (el) => el.tabIndex >= 0 && isShown(el),
    ) ?? null
  );
}

/** Where focus starts in a layer: a control marked data-autofocus, else the first field, else the dialog
 *  itself (a screen reader then reads its title; Tab goes on to the close button and the content). */
export function initialFocusTarget(dialog: HTMLElement): HTMLElement {
  const marked = dialog.querySelector<HTMLElement>('[data-autofocus]');
  if (marked && isShown(marked)) return marked;
  return firstField(dialog) ?? dialog;
}

function top(): Entry | undefined {
  return layers[layers.length - 1];
}

function applyInert(): void {
  if (typeof document === 'undefined') return;
  const current = top();
  for (const child of Array.from(document.body.children)) {
    const behind = current !== undefined && child !== current.root && !child.contains(current.root);
    if (behind && !child.hasAttribute('inert')) {
      child.setAttribute('inert', '');
      madeInert.add(child);
    } else if (!behind && madeInert.has(child)) {
      child.removeAttribute('inert');
      madeInert.delete(child);
    }
  }
  for (const el of Array.from(madeInert)) {
    if (!el.isConnected || current === undefined) {
      el.removeAttribute('inert');
      madeInert.delete(el);
    }
  }
}

function onKeyDown(event: KeyboardEvent): void {
  const layer = top();
  if (!layer || event.key !== 'Tab' || event.defaultPrevented) return;
  const items = tabbables(layer.dialog);
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && layer.dialog.contains(active);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    layer.dialog.focus();
    return;
  }
  if (event.shiftKey && (!inside || active === first || active === layer.dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** Bubbling, so a menu inside the layer that closes on Escape (and stops it there) keeps it to itself. */
function onEscapeKey(event: KeyboardEvent): void {
  const layer = top();
  if (event.key === 'Escape') layer?.onEscape?.(event);
}

/** Focus that still gets outside (a browser without `inert`, a click on an element another script
 *  added) is brought back into the top layer. */
function onFocusIn(event: FocusEvent): void {
  const layer = top();
  if (!layer || !(event.target instanceof Node) || layer.root.contains(event.target)) return;
  initialFocusTarget(layer.dialog).focus();
}

function listen(on: boolean): void {
  if (on) {
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('keydown', onEscapeKey);
    document.addEventListener('focusin', onFocusIn);
    if (typeof MutationObserver !== 'undefined') {
      // A portal (a toast, another library's popup) added while a layer is open is behind it too.
      observer = new MutationObserver(applyInert);
      observer.observe(document.body, { childList: true });
    }
  } else {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('keydown', onEscapeKey);
    document.removeEventListener('focusin', onFocusIn);
    observer?.disconnect();
    observer = null;
  }
}

function ancestorsOf(el: HTMLElement): HTMLElement[] {
  const list: HTMLElement[] = [];
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) list.push(p);
  return list;
}

function canFocus(el: HTMLElement | null): el is HTMLElement {
  return !!el && el.isConnected && isShown(el) && el.matches(FOCUSABLE) && !el.closest('[inert]');
}

function returnFocus(entry: Entry): void {
  for (let e: Entry | null = entry; e; e = e.inherited) {
    if (canFocus(e.opener)) {
      e.opener.focus();
      return;
    }
  }
  for (let e: Entry | null = entry; e; e = e.inherited) {
    const ancestor = e.openerAncestors.find((a) => a.isConnected);
    const target = ancestor ? tabbables(ancestor)[0] : undefined;
    if (target) {
      target.focus();
      return;
    }
  }
}

/** How long a popup whose form arrives after it opened (settings still loading) may move focus into it. */
const LATE_FIELD_MS = 5000;

/**
 * Some popups open before their form is there (the register form waits for its settings): while focus is
 * still on the dialog itself, the first field to appear takes it. A player who already moved on keeps focus.
 */
function focusFieldWhenItAppears(dialog: HTMLElement): () => void {
  if (typeof MutationObserver === 'undefined' || document.activeElement !== dialog) return () => undefined;
  const watch = new MutationObserver(() => {
    if (document.activeElement !== dialog) return stop();
    const target = initialFocusTarget(dialog);
    if (target !== dialog) {
      target.focus();
      stop();
    }
  });
  const timer = setTimeout(() => stop(), LATE_FIELD_MS);
  function stop() {
    watch.disconnect();
    clearTimeout(timer);
  }
  watch.observe(dialog, { childList: true, subtree: true });
  return stop;
}

/** Puts a layer on top: background inert, focus into its first field. Returns the function that removes it. */
export function pushModalLayer(layer: ModalLayer): () => void {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  const entry: Entry = {
    ...layer,
    opener,
    openerAncestors: opener ? ancestorsOf(opener) : [],
    inherited: (opener && layers.find((l) => l.root.contains(opener))) || null,
  };
  if (layers.length === 0) listen(true);
  layers.push(entry);
  // A popup mounted while another layer was on top can have been made inert by that layer's pass
  // (the centre's inert pass running as a popup opened from it mounts): it takes focus now, so it
  // leaves the inert set at once instead of after the next paint, or its focus would fall to the body.
  if (madeInert.delete(layer.root)) layer.root.removeAttribute('inert');
  if (!layer.dialog.contains(document.activeElement) || document.activeElement === layer.dialog) {
    initialFocusTarget(layer.dialog).focus();
  }
  // Focus first, `inert` once the layer has painted: making the page inert restyles all of it, and done
  // here that restyle (forced at once by the focus target's visibility check) would be a large part of
  // opening a popup on a phone's CPU (INP, ADR 020; layers: ADR 017). Until then the backdrop covers the
  // page, and the Tab trap and the focus guard (listen) already keep focus in the layer.
  whenPainted(applyInert);
  const stopWaiting = focusFieldWhenItAppears(layer.dialog);
  return () => {
    stopWaiting();
    const index = layers.indexOf(entry);
    if (index === -1) return;
    const wasTop = index === layers.length - 1;
    layers.splice(index, 1);
    applyInert();
    if (layers.length === 0) listen(false);
    if (!wasTop) return;
    const next = top();
    if (next) {
      if (canFocus(entry.opener) && next.root.contains(entry.opener)) entry.opener.focus();
      else if (!next.root.contains(document.activeElement)) initialFocusTarget(next.dialog).focus();
      return;
    }
    returnFocus(entry);
  };
}
