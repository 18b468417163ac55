import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import './RightBar.css';

export interface SocialLink {
  type: string;
  url: string;
}

export interface RightBarProps {
  socials: readonly SocialLink[];
  /** Live chat shown only when a chat link is configured. */
  hasChat: boolean;
  /** Invite friends only when the referral promotion is on. */
  showInvite: boolean;
  onChat(): void;
  onInvite(): void;
}

/** Right-side shortcuts, only those configured (spec 01 §2). */
export function RightBar({ socials, hasChat, showInvite, onChat, onInvite }: RightBarProps) {
  const { t } = useTranslation('shell');
  return (
    <ul className="right-bar" aria-label={t('rightBar.label')} data-testid="right-bar">
      {socials.map((s) => (
        <li key={s.type}>
          <a className="right-bar__item" href={s.url} target="_blank" rel="noopener noreferrer">
            {s.type.charAt(0) + s.type.slice(1).toLowerCase()}
          </a>
        </li>
      ))}
      {hasChat && (
        <li>
          <button type="button" className="right-bar__item" onClick={onChat}>
            {t('rightBar.chat')}
          </button>
        </li>
      )}
      {showInvite && (
        <li>
          <button type="button" className="right-bar__item" onClick={onInvite}>
            {t('rightBar.invite')}
          </button>
        </li>
      )}
      <li>
        <Link className="right-bar__item" href={paths.help.getHref()}>
          {t('rightBar.help')}
        </Link>
      </li>
    </ul>
  );
}
