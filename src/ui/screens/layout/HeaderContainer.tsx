import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyOf } from '@/api/errors';
import { VENDOR_DROPDOWN_CLOSE_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { settings } from '@/config/settings';
import { changeLanguage } from '@/i18n';
import { Button } from '@/ui/components/Button';
import '@/ui/components/Failure.css';
import { HeaderAccountArea, SiteSearchSlot, useVendorLaunch } from '@/ui/app/slots';
import { useGameLaunch } from '@/ui/screens/game/GameLaunchProvider';
import { selectResources } from '@/machines/systemStatus/systemStatus.selectors';
import { SystemStatusContext } from '@/ui/hooks/system';
import { useTheme } from '@/ui/hooks/theme';
import { useLanguage, useVendorLanes } from '@/ui/hooks/queries';
import { usePageType } from '@/ui/hooks/usePageType';
import { useSessionToken } from '@/ui/hooks/useSessionToken';
import { Header } from './Header';
import { outboundResourceUrl } from './resources';

/** App-download link: the routers' app resource, else this site's /down page. */
function useDownloadUrl(): string | null {
  const resources = SystemStatusContext.useSelector(selectResources);
  return useMemo(() => {
    const app = resources?.find((r) => /app|apk|ios|android|download/i.test(r.resourceType));
    // Checked like every outbound address (ADR 011); a refused one falls back to /down.
    const link = outboundResourceUrl(app?.qrCodeUrl ?? app?.url);
    if (link) return link;
    return typeof location === 'undefined' ? null : `${location.origin}${paths.down.getHref()}`;
  }, [resources]);
}

export function HeaderContainer() {
  const page = usePageType();
  const { lanes, error: lanesError, isRefetching, refetch } = useVendorLanes();
  const language = useLanguage();
  const { theme, toggleTheme } = useTheme();
  const token = useSessionToken();
  const downloadUrl = useDownloadUrl();
  const { onLaneSelect, onVendorSelect } = useVendorLaunch();
  const { launch } = useGameLaunch();
  const hideNav = page !== null && paths[page].hideHeaderNav;
  return (
    <>
      <Header
        lanes={lanes}
        currentPage={page}
        hideNav={hideNav}
        language={language}
        theme={theme}
        downloadUrl={downloadUrl}
        isVisitor={token === null}
        appButtonForMembers={settings.appDownloadButton === 'everyone'}
        accountArea={<HeaderAccountArea />}
        closeDelayMs={VENDOR_DROPDOWN_CLOSE_DELAY_MS}
        onLanguageChange={(lang) => void changeLanguage(lang)}
        onToggleTheme={toggleTheme}
        onLaneSelect={onLaneSelect}
        onVendorSelect={onVendorSelect}
        renderSearch={(variant) => <SiteSearchSlot variant={variant} onLaunch={launch} />}
      />
      {!hideNav && lanesError && lanes.length === 0 && (
        <MenuFailure error={lanesError} retrying={isRefetching} onRetry={refetch} />
      )}
    </>
  );
}

/**
 * The categories and their vendor drop-downs come from one call: when it fails the navigation has
 * none to show, so the header says so, with why, and its own retry (named apart from a lobby's
 * "Try again", which may show the same failure below it).
 */
function MenuFailure(props: { error: unknown; retrying: boolean; onRetry(): void }) {
  const { t } = useTranslation(['shell', 'errors']);
  return (
    <div className="load-failure header-menu-failure" role="alert">
      <p className="load-failure__title">{t('shell:header.menuFailed')}</p>
      <p>{t(messageKeyOf(props.error), { defaultValue: t('errors:system') })}</p>
      <Button size="small" variant="secondary" onClick={props.onRetry} loading={props.retrying}>
        {t('shell:header.menuRetry')}
      </Button>
    </div>
  );
}
