import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { paths } from '@/config/paths';
import { applyUpdate, usePwa } from '@/ui/hooks/pwa';
import './UpdatePrompt.css';

/** How often a waiting update looks again for a moment that loses nothing. */
const RECHECK_MS = 2_000;

/**
 * A moment a reload loses nothing (ADR 041): no game is open, no popup (the member and agent centres,
 * login, money forms) is up, and no form on the page holds something the player typed.
 */
export function isSafeMoment(pathname: string): boolean {
  if (pathname.toLowerCase().startsWith(paths.game.getHref().toLowerCase())) return false;
  if (document.querySelector('[role="dialog"], [aria-modal="true"], dialog[open]')) return false;
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form input:not([type="hidden"]), form textarea',
  );
  return ![...fields].some((field) =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue,
  );
}

/** "A new version is ready — reload", shown only while reloading would lose nothing. */
export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  const { updateReady } = usePwa();
  const [pathname] = useLocation();
  const [safe, setSafe] = useState(false);
  useEffect(() => {
    if (!updateReady) return;
    const look = () => setSafe(isSafeMoment(pathname));
    look();
    const timer = setInterval(look, RECHECK_MS);
    return () => clearInterval(timer);
  }, [updateReady, pathname]);
  if (!updateReady || !safe) return null;
  return (
    <div className="update-prompt" role="status">
      <RefreshCw className="icon" aria-hidden="true" />
      <span className="update-prompt__text">{t('update.ready')}</span>
      <button type="button" className="btn btn--primary update-prompt__button" onClick={applyUpdate}>
        {t('update.reload')}
      </button>
    </div>
  );
}

export default UpdatePrompt;
