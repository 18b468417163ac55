import { useActorRef, useSelector } from '@xstate/react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import X from 'lucide-react/icons/x';
import { MODAL_DEFAULT_SIZE } from '@/config/constants';
import { modalMachine } from '@/machines/modal/modal.machine';
import {
  selectCloseAnimationMs,
  selectModalClosing,
  selectModalShown,
} from '@/machines/modal/modal.selectors';
import { useLatest } from '@/ui/hooks/useLatest';
import { useScrollLock } from '@/ui/hooks/useScrollLock';
import { pushModalLayer } from './modalLayers';
import './Modal.css';

/** Phones: where a modal becomes a full-screen sheet (Modal.css uses the same width). */
const PHONE_QUERY = '(max-width: 599.98px)';

export interface ModalProps {
  /** Controlled visibility; the modal plays its close animation before `onClosed`. Default true. */
  open?: boolean;
  /** The player asked to close (close button, or backdrop/Escape when allowed). */
  onClose(): void;
  /** Fired after the close animation finished (unmount here). */
  onClosed?(): void;
  title?: ReactNode;
  /** Default 600 (spec 01 §9). */
  width?: number | string;
  /** Minimum height, default 300 (spec 01 §9). */
  height?: number | string;
  /** Spec 01 §2: background click closes only when configured; then Escape closes too. */
  closeOnBackdrop?: boolean;
  draggable?: boolean;
  /** Optional show delay in ms (100 ms for one variant). */
  showDelayMs?: number;
  /** Close animation, clamped to 200..400 ms. */
  closeAnimationMs?: number;
  /** Hide the built-in header (content supplies its own). The close button stays. */
  hideHeader?: boolean;
  /**
   * `sheet` (default): a centred dialog on wide screens, a full-screen sheet on phones (< 600 px) with the
   * close control in its top bar and the content scrolling inside. `compact`: short messages (Dialog) stay a
   * card on wide screens and rise from the bottom edge on phones, at their own height.
   */
  presentation?: 'sheet' | 'compact';
  /** `alertdialog` for messages that need an answer (Dialog). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (the alert's message). */
  describedBy?: string;
  className?: string;
  children?: ReactNode;
}

export function Modal({
  open = true,
  onClose,
  onClosed,
  title,
  width = MODAL_DEFAULT_SIZE.width,
  height = MODAL_DEFAULT_SIZE.height,
  closeOnBackdrop = false,
  draggable = true,
  showDelayMs,
  closeAnimationMs,
  hideHeader = false,
  role = 'dialog',
  describedBy,
  className,
  presentation = 'sheet',
  children,
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  // The owner unmounts after the close animation: the machine's provided `notifyClosed` (the
  // closing, then hidden step) reports it, once, with this render's callback.
  const closed = useLatest(onClosed);
  const logic = useMemo(
    () => modalMachine.provide({ actions: { notifyClosed: () => closed.get()?.() } }),
    [closed],
  );
  const actor = useActorRef(logic, { input: { showDelayMs, closeAnimationMs, initiallyOpen: open } });
  const shown = useSelector(actor, selectModalShown);
  const closing = useSelector(actor, selectModalClosing);
  const closeMs = useSelector(actor, selectCloseAnimationMs);

  // The owner controls visibility through `open`; the machine turns it into delay + animation.
  useEffect(() => {
    actor.send({ type: open ? 'modal.open' : 'modal.close' });
  }, [open, actor]);

  useScrollLock(shown);

  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // While open (not yet closing) this modal is the top layer: the page behind is inert, Tab wraps inside,
  // focus starts in the first field; leaving the stack at the start of the close animation hands focus
  // back to the opener at once, so a popup that replaces this one (login, then forgot password) opens from it.
  // Escape is the keyboard's backdrop click: it closes only where that click does (spec 01 §2).
  const active = shown && !closing;
  const escape = useLatest(closeOnBackdrop ? onClose : undefined);
  useEffect(() => {
    const root = backdropRef.current;
    const dialog = dialogRef.current;
    if (!active || !root || !dialog) return;
    return pushModalLayer({ root, dialog, onEscape: () => escape.get()?.() });
  }, [active, escape]);

  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number } | null>(null);
  function onPointerDown(e: ReactPointerEvent<HTMLDivElement>) {
    if (!draggable || (e.target as HTMLElement).closest('button')) return;
    // A sheet fills the phone's screen: there is nowhere to drag it, and the gesture is the page's scroll.
    if (typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches) return;
    drag.current = { startX: e.clientX, startY: e.clientY, baseX: offset.x, baseY: offset.y };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  }
  function onPointerMove(e: ReactPointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d) return;
    setOffset({ x: d.baseX + e.clientX - d.startX, y: d.baseY + e.clientY - d.startY });
  }
  function onPointerUp() {
    drag.current = null;
  }

  if (!shown || typeof document === 'undefined') return null;

  // The drag offset is a custom property that the stylesheet turns into a transform on wide screens only;
  // an inline transform would pin a dragged dialog off a phone's screen.
  const dialogStyle = {
    width,
    minHeight: height,
    '--modal-dx': `${offset.x}px`,
    '--modal-dy': `${offset.y}px`,
  } as CSSProperties;

  return createPortal(
    // Escape (the layer's onEscape above) is the keyboard equivalent of the background click.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={backdropRef}
      className={`modal-backdrop${closing ? ' modal-backdrop--closing' : ''}`}
      style={{ '--modal-close-ms': `${closeMs}ms` } as CSSProperties}
      data-testid="modal-backdrop"
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={title && !hideHeader ? titleId : undefined}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={['modal', `modal--${presentation}`, draggable ? 'modal--draggable' : '', className]
          .filter(Boolean)
          .join(' ')}
        style={dialogStyle}
      >
        <div
          className="modal__header"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {!hideHeader && title ? (
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
          ) : (
            <span className="modal__title" />
          )}
          <button type="button" className="modal__close" aria-label={t('close')} onClick={onClose}>
            <X className="icon" aria-hidden="true" />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
