import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import CircleHelp from 'lucide-react/icons/circle-help';
import Headset from 'lucide-react/icons/headset';
import MessageCircleMore from 'lucide-react/icons/message-circle-more';
import UserPlus from 'lucide-react/icons/user-plus';
import X from 'lucide-react/icons/x';
import { paths } from '@/config/paths';
import { SocialIcon, socialName } from '@/ui/components/SocialIcon';
import './RightBar.css';

export interface SocialLink {
  type: string;
  url: string;
}

export interface RightBarProps {
  socials: readonly SocialLink[];
  /** Live chat shown only when a chat link is configured. */
  hasChat: boolean;
  /** The member ranks above 4: the chat button opens VIP customer service and says so. */
  vipChat?: boolean;
  /** Invite friends only when the referral promotion is on. */
  showInvite: boolean;
  onChat(): void;
  onInvite(): void;
  /** Start expanded; by default only where the page has a gutter beside the content to hold the column. */
  defaultOpen?: boolean;
}

/** Wide enough for a 44 px column beside the 1200 px content (see RightBar.css). */
const GUTTER_QUERY = '(min-width: 1320px)';

function hasGutter(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(GUTTER_QUERY).matches
    : false;
}

/**
 * Folded, the button tucks away while the page scrolls down (the player is reading cards under it) and
 * comes back on the way up, as casino apps' floating buttons do.
 */
function useTuckedWhileScrollingDown(open: boolean): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    if (open) return;
    // Counted from the top, where the layout mounts: reading scrollY here, in the effect, would force a
    // layout of the page React had just committed, inside the boot's render task (TBT, ADR 020).
    // A restored offset arrives as a scroll, and tucks the button as every scroll down does.
    let last = 0;
    let frame = 0;
    // Read once a frame, in the frame: scrollY in the scroll event itself would force a layout of whatever
    // the scroll had just brought near (the footer, a new page of cards) right before a tap (INP, ADR 020).
    const check = () => {
      frame = 0;
      const y = window.scrollY;
      if (Math.abs(y - last) < 8) return;
      setTucked(y > last && y > 80);
      last = y;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [open]);

  return tucked && !open;
}

/** The floating (folded) column closes on Escape and on a pointer down outside it. */
function useFloatingCloses(open: boolean, rootRef: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    // Only the folded (floating) form closes from outside: in the gutter the column covers nothing.
    const floating = () => !hasGutter();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && floating()) close();
    };
    const onPointer = (e: PointerEvent) => {
      if (floating() && e.target instanceof Node && !rootRef.current?.contains(e.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, rootRef, close]);
}

/**
 * Right-side shortcuts, only those configured (spec 01 §2), as small icon buttons. On a phone or any screen
 * without a gutter they fold into one round button in the bottom corner, clear of the game grid and the form
 * fields; opened, the column sits above it, and closes on Escape, a click outside or a chosen shortcut.
 */
export function RightBar({
  socials,
  hasChat,
  vipChat = false,
  showInvite,
  onChat,
  onInvite,
  defaultOpen,
}: RightBarProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(() => defaultOpen ?? hasGutter());
  const listId = useId();
  const rootRef = useRef<HTMLElement>(null);

  const tucked = useTuckedWhileScrollingDown(open);
  const close = useCallback(() => setOpen(false), []);
  useFloatingCloses(open, rootRef, close);

  const chosen = () => {
    if (!hasGutter()) setOpen(false);
  };
  const label = t('rightBar.label');
  return (
    <aside
      ref={rootRef}
      className="right-bar"
      aria-label={label}
      data-testid="right-bar"
      data-open={open || undefined}
      data-tucked={tucked || undefined}
    >
      <ul className="right-bar__list" id={listId} hidden={!open}>
        {socials.map((s) => {
          const name = socialName(s.type);
          return (
            <li key={s.type}>
              <a
                className="right-bar__item"
                href={s.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={name}
                title={name}
                onClick={chosen}
              >
                <SocialIcon type={s.type} className="icon" />
              </a>
            </li>
          );
        })}
        {hasChat && (
          <li>
            <button
              type="button"
              className="right-bar__item"
              aria-label={vipChat ? t('rightBar.vipChat') : t('rightBar.chat')}
              title={vipChat ? t('rightBar.vipChat') : t('rightBar.chat')}
              onClick={() => {
                chosen();
                onChat();
              }}
            >
              <Headset className="icon" aria-hidden="true" />
            </button>
          </li>
        )}
        {showInvite && (
          <li>
            <button
              type="button"
              className="right-bar__item"
              aria-label={t('rightBar.invite')}
              title={t('rightBar.invite')}
              onClick={() => {
                chosen();
                onInvite();
              }}
            >
              <UserPlus className="icon" aria-hidden="true" />
            </button>
          </li>
        )}
        <li>
          <Link
            className="right-bar__item"
            href={paths.help.getHref()}
            aria-label={t('rightBar.help')}
            title={t('rightBar.help')}
            onClick={chosen}
          >
            <CircleHelp className="icon" aria-hidden="true" />
          </Link>
        </li>
      </ul>
      <button
        type="button"
        className="right-bar__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={label}
        title={label}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? (
          <X className="icon" aria-hidden="true" />
        ) : (
          <MessageCircleMore className="icon" aria-hidden="true" />
        )}
      </button>
    </aside>
  );
}
