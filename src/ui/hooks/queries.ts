import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/instance';
import { SITE } from '@/config/constants';
import { contract } from '@/contracts';
import type { AnnouncementsValue } from '@/contracts/home.contract';
import type { VendorLane } from '@/contracts/games.contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { useSessionToken } from './useSessionToken';

/** Query keys of the shell's read-only data (language and login change what the server answers). */
/** Re-renders on language change. */
export function useLanguage() {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}

export const shellQueryKeys = {
  vendorLanes: (lang: string) => ['games', 'vendors', lang] as const,
  announcements: (lang: string, loggedIn: boolean) => ['home', 'announcements', lang, loggedIn] as const,
  helpCenter: (lang: string) => ['system', 'helpCenter', lang] as const,
};

const NO_LANES: VendorLane[] = [];

/** Vendor lanes per game type (header navigation, footer carousel). */
export function useVendorLanes(): { lanes: VendorLane[]; isLoading: boolean } {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const query = useQuery({
    queryKey: shellQueryKeys.vendorLanes(lang),
    queryFn: () => api.call(contract.games.vendors, { query: { platform: 'html5-desktop', language: lang } }),
    staleTime: 5 * 60_000,
  });
  return { lanes: query.data?.data.lanes ?? NO_LANES, isLoading: query.isLoading };
}

/** Banners and notices (announcement types B, PL, PU, PR; spec 01 §3). */
export function useAnnouncements(options: { refetchOnMount?: boolean | 'always' } = {}) {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const token = useSessionToken();
  return useQuery<AnnouncementsValue>({
    queryKey: shellQueryKeys.announcements(lang, token !== null),
    queryFn: () =>
      api.call(contract.home.announcements, {
        query: { types: SITE.announcementTypes.join(','), platform: 'W', execution: 'B' },
      }),
    staleTime: 60_000,
    ...options,
  });
}
