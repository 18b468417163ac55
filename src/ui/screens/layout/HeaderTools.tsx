import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import Moon from 'lucide-react/icons/moon';
import Smartphone from 'lucide-react/icons/smartphone';
import Sun from 'lucide-react/icons/sun';
import { QR_HEADER_SIZE, type Theme } from '@/config/constants';
import { paths } from '@/config/paths';
import { BrandLogo } from '@/ui/components/BrandLogo';
import { LazyInstallApp } from '@/ui/components/InstallAppLazy';
import { QrCode } from '@/ui/components/QrCode';
import { useHoverMenu } from '@/ui/hooks/useHoverMenu';

/** The tools both shells of the header show (ADR 019): the logo, the theme switch and the app download. */

export function Logo() {
  const { t } = useTranslation('shell');
  // Named by what it shows (WCAG 2.5.3); where it leads is its description.
  return (
    <Link href={paths.home.getHref()} className="header__logo" title={t('header.logo')}>
      <BrandLogo />
    </Link>
  );
}

/**
 * The theme switch: a tool in the desktop header's top row, a row of the phone's drawer. The label names the
 * theme it switches to, so it is an action, not a pressed/unpressed toggle.
 */
export function ThemeToggle({
  theme,
  onToggle,
  variant,
}: {
  theme: Theme;
  onToggle(): void;
  variant: 'tool' | 'drawer';
}) {
  const { t } = useTranslation('shell');
  const Icon = theme === 'dark' ? Sun : Moon;
  const label = theme === 'dark' ? t('header.themeLight') : t('header.themeDark');
  if (variant === 'drawer') {
    return (
      <button type="button" className="drawer__item" onClick={onToggle}>
        <Icon className="icon" aria-hidden="true" />
        {label}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="header__tool"
      onClick={onToggle}
      title={label}
      data-testid="theme-toggle"
    >
      <Icon className="icon" aria-hidden="true" />
      {/* Below 1280 px only the icon shows (Header.css); the words stay the button's name. */}
      <span className="header__tool-label">{label}</span>
    </button>
  );
}

/** The app's QR code behind a hover menu (spec 01 §2 gives it to visitors; ADR 019 lets a setting add members). */
export function DownloadQr({ url, closeDelayMs }: { url: string; closeDelayMs: number }) {
  const { t } = useTranslation('shell');
  const menu = useHoverMenu(closeDelayMs);
  return (
    <div className="header__menu" {...menu.hoverProps}>
      <button type="button" className="header__tool" aria-expanded={menu.open} onClick={menu.show}>
        <Smartphone className="icon" aria-hidden="true" />
        {t('header.download')}
      </button>
      {menu.open && (
        <div className="header__menu-panel header__qr-panel">
          <QrCode value={url} size={QR_HEADER_SIZE} label={t('header.downloadQr')} />
          <LazyInstallApp />
        </div>
      )}
    </div>
  );
}
