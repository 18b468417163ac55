import { useMemo } from 'react';
import { VENDOR_DROPDOWN_CLOSE_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { changeLanguage } from '@/i18n';
import { HeaderAccountArea, useVendorLaunch } from '@/ui/app/slots';
import { SystemStatusContext } from '@/ui/hooks/system';
import { useTheme } from '@/ui/hooks/theme';
import { useLanguage, useVendorLanes } from '@/ui/hooks/queries';
import { usePageType } from '@/ui/hooks/usePageType';
import { useSessionToken } from '@/ui/hooks/useSessionToken';
import { Header } from './Header';

/** App-download link: the routers' app resource, else this site's /down page. */
function useDownloadUrl(): string | null {
  const resources = SystemStatusContext.useSelector(
    (s) => s.context.data?.routers?.resources ?? s.context.data?.status.info.resources ?? null,
  );
  return useMemo(() => {
    const app = resources?.find((r) => /app|apk|ios|android|download/i.test(r.resourceType));
    const link = app?.qrCodeUrl ?? app?.url ?? null;
    if (link) return link;
    return typeof location === 'undefined' ? null : `${location.origin}${paths.down.getHref()}`;
  }, [resources]);
}

export function HeaderContainer() {
  const page = usePageType();
  const { lanes } = useVendorLanes();
  const language = useLanguage();
  const { theme, toggleTheme } = useTheme();
  const token = useSessionToken();
  const downloadUrl = useDownloadUrl();
  const { onLaneSelect, onVendorSelect } = useVendorLaunch();
  return (
    <Header
      lanes={lanes}
      currentPage={page}
      hideNav={page !== null && paths[page].hideHeaderNav}
      language={language}
      theme={theme}
      downloadUrl={downloadUrl}
      isVisitor={token === null}
      accountArea={<HeaderAccountArea />}
      closeDelayMs={VENDOR_DROPDOWN_CLOSE_DELAY_MS}
      onLanguageChange={(lang) => void changeLanguage(lang)}
      onToggleTheme={toggleTheme}
      onLaneSelect={onLaneSelect}
      onVendorSelect={onVendorSelect}
    />
  );
}
