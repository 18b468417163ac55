import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { SITE } from '@/config/constants';
import { gamesContract } from '@/contracts/games.contract';
import { homeContract } from '@/contracts/home.contract';
import type { AnnouncementsValue } from '@/contracts/home.contract';
import type { VendorLane } from '@/contracts/games.contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { useSessionToken } from './useSessionToken';

/** Re-renders on language change. */
export function useLanguage() {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}

const NO_LANES: VendorLane[] = [];

/** Vendor lanes per game type (header navigation, footer carousel, vendor lobbies). */
export function useVendorLanes(): {
  lanes: VendorLane[];
  isLoading: boolean;
  /** The failure when no lanes could be loaded (a lobby shows it with a retry). */
  error: Error | null;
  isRefetching: boolean;
  refetch(): void;
} {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const query = useQuery(vendorLanesQuery(lang));
  return {
    lanes: query.data?.data.lanes ?? NO_LANES,
    isLoading: query.isLoading,
    error: query.data ? null : query.error,
    isRefetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}

/** Banners and notices (announcement types B, PL, PU, PR; spec 01 §3). */
export function useAnnouncements(
  options: { refetchOnMount?: UseQueryOptions<AnnouncementsValue>['refetchOnMount'] } = {},
) {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const token = useSessionToken();
  return useQuery({ ...announcementsQuery(lang, token !== null), ...options });
}

function vendorLanesQuery(lang: string) {
  return queryOptions({
    queryKey: queryKeys.games.vendors(lang),
    queryFn: () => api.call(gamesContract.vendors, { query: { platform: 'html5-desktop', language: lang } }),
    staleTime: 5 * 60_000,
  });
}

function announcementsQuery(lang: string, loggedIn: boolean) {
  return queryOptions<AnnouncementsValue>({
    queryKey: queryKeys.home.notices(lang, loggedIn),
    queryFn: () =>
      api.call(homeContract.announcements, {
        query: { types: SITE.announcementTypes.join(','), platform: 'W', execution: 'B' },
      }),
    staleTime: 60_000,
  });
}

/** Starts the layout's data with a given client: at boot, before React renders anything. */
export function prefetchShellData(client: QueryClient, lang: string, loggedIn: boolean): void {
  void client.prefetchQuery(announcementsQuery(lang, loggedIn));
  void client.prefetchQuery(vendorLanesQuery(lang));
}

/**
 * Starts the layout's data (banners and notices, vendor lanes) while boot still waits for the system
 * status: neither depends on it, and waiting would put a whole round trip before the banner (LCP).
 */
export function usePrefetchShellData(): void {
  const client = useQueryClient();
  const lang = useLanguage();
  const token = useSessionToken();
  useEffect(() => prefetchShellData(client, lang, token !== null), [client, lang, token]);
}
