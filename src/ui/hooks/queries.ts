import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { SITE, VN_NUMBERS_COUNT } from '@/config/constants';
import { wireLanguage, type Language } from '@/config/languages';
import { gamesContract } from '@/contracts/games.contract';
import { homeContract } from '@/contracts/home.contract';
import { lotteryContract, type OpenedNumber } from '@/contracts/lottery.contract';
import { promotionsContract, type Promotion } from '@/contracts/promotions.contract';
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

function vendorLanesQuery(lang: Language) {
  return queryOptions({
    queryKey: queryKeys.games.vendors(lang),
    queryFn: () =>
      api.call(gamesContract.vendors, { query: { platform: 'html5-desktop', language: wireLanguage(lang) } }),
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
export function prefetchShellData(client: QueryClient, lang: Language, loggedIn: boolean): void {
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

/**
 * The merchant's promotions as visitors see them (no token, not member data): /promotions, /vip and the
 * home page's teaser read the one query; `select` picks what a page shows.
 */
export function useMerchantPromotions<T = Promotion[]>(select?: (list: Promotion[]) => T): UseQueryResult<T> {
  return useQuery<Promotion[], Error, T>({
    queryKey: queryKeys.promotions.merchant(),
    queryFn: ({ signal }) => api.call(promotionsContract.merchantAvailable, {}, { signal }),
    select,
  });
}

/** The Vietnamese lottery's opened numbers (spec 02 §9: count 100), per game: /vnlottery and the home page. */
export function useVnNumbers(): UseQueryResult<OpenedNumber[]> {
  return useQuery({
    queryKey: queryKeys.lottery.vnNumbers(VN_NUMBERS_COUNT),
    queryFn: ({ signal }) =>
      api.call(
        lotteryContract.vnNumbers,
        { query: { count: VN_NUMBERS_COUNT, prizeMode: 'VN' } },
        { signal },
      ),
    select: (value) => Object.values(value),
    staleTime: 60_000,
  });
}
