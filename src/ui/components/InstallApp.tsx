import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import HousePlus from 'lucide-react/icons/house-plus';
import Share from 'lucide-react/icons/share';
import SquarePlus from 'lucide-react/icons/square-plus';
import { isIosSafari, promptInstall, usePwa } from '@/ui/hooks/pwa';
import './InstallApp.css';

/**
 * "Add to home screen" (ADR 041): the browser's own install prompt where it offers one
 * (`beforeinstallprompt`); on iOS Safari, which has none, short illustrated steps from the Share sheet.
 * Nothing when the site already runs installed or the browser can do neither.
 */
export function InstallApp({
  className,
  ios = isIosSafari(),
}: {
  className?: string;
  /** Whether to offer the iOS steps; the browser's own answer unless a story shows another device. */
  ios?: boolean;
}) {
  const { t } = useTranslation('shell');
  const { installPrompt, installed } = usePwa();
  const [stepsOpen, setStepsOpen] = useState(false);
  const stepsId = useId();
  if (installed) return null;
  if (installPrompt) {
    return (
      <div className={['install-app', className].filter(Boolean).join(' ')}>
        <button
          type="button"
          className="btn btn--primary install-app__button"
          onClick={() => void promptInstall()}
        >
          <HousePlus className="icon" aria-hidden="true" />
          {t('install.button')}
        </button>
      </div>
    );
  }
  if (!ios) return null;
  return (
    <div className={['install-app', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className="btn btn--primary install-app__button"
        aria-expanded={stepsOpen}
        aria-controls={stepsId}
        onClick={() => setStepsOpen((open) => !open)}
      >
        <HousePlus className="icon" aria-hidden="true" />
        {t('install.button')}
      </button>
      {stepsOpen && (
        <ol id={stepsId} className="install-app__steps" aria-label={t('install.iosTitle')}>
          <li>
            <Share className="icon install-app__step-icon" aria-hidden="true" />
            {t('install.iosShare')}
          </li>
          <li>
            <SquarePlus className="icon install-app__step-icon" aria-hidden="true" />
            {t('install.iosAdd')}
          </li>
          <li>
            <HousePlus className="icon install-app__step-icon" aria-hidden="true" />
            {t('install.iosConfirm')}
          </li>
        </ol>
      )}
    </div>
  );
}

export default InstallApp;
