import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import {
  promotionCategoryCode,
  promotionsContract,
  type Promotion,
  type PromotionCategoryCode,
} from '@/contracts/promotions.contract';
import { toDate } from '@/ui/components/format';
import { useMerchantPromotions } from '@/ui/hooks/queries';
import { useIsLoggedIn } from '@/ui/hooks/useSession';

/** The labels spec 02 §4 lists for an activity as the server sends them. */
const STATUSES = ['Applying', 'Rejected', 'Issued', 'Claimed', 'Joined', 'Close'] as const;
/** A server status, or coming soon (its start lies ahead); null elsewhere means open to apply. */
export type PromotionStatus = (typeof STATUSES)[number] | 'comingSoon';
const isServerStatus = (raw: string): raw is (typeof STATUSES)[number] =>
  (STATUSES as readonly string[]).includes(raw);

export interface PromotionView {
  id: string;
  title: string;
  content: string;
  imageUrl: string | null;
  category: PromotionCategoryCode;
  startDate: Date | null;
  endDate: Date | null;
  /** null: open, the member may apply. */
  status: PromotionStatus | null;
}

/** A's categories; a promotion without one (or with one A does not list) is filed as other_promo. */
function categoryOf(p: Promotion): PromotionCategoryCode {
  const parsed = promotionCategoryCode.safeParse(p.category);
  return parsed.success && parsed.data !== 'all' ? parsed.data : 'other_promo';
}

function statusOf(p: Promotion, mine: Promotion | undefined, now: number): PromotionStatus | null {
  const start = toDate(p.startDate);
  if (start && start.getTime() > now) return 'comingSoon';
  const raw = mine?.status ?? p.status ?? null;
  return raw && isServerStatus(raw) ? raw : null;
}

/**
 * The merchant's promotions (the public list, shared with /vip) with the member's own status laid over
 * them from the member's list (member-scoped: it goes with the session on logout and 401).
 */
export function usePromotions() {
  const loggedIn = useIsLoggedIn();
  const all = useMerchantPromotions();
  const mine = useQuery({
    queryKey: queryKeys.promotions.available(),
    queryFn: () => api.call(promotionsContract.available, {}),
    enabled: loggedIn,
  });
  // "Coming soon" as of when the list was loaded (render stays pure; a refetch moves it on).
  const now = all.dataUpdatedAt;
  const data: PromotionView[] | undefined = all.data?.map((p) => ({
    id: String(p.id),
    title: p.title,
    content: p.content ?? '',
    imageUrl: p.imageUrl ?? null,
    category: categoryOf(p),
    startDate: toDate(p.startDate),
    endDate: toDate(p.endDate),
    status: statusOf(p, loggedIn ? mine.data?.find((m) => String(m.id) === String(p.id)) : undefined, now),
  }));
  return { query: all, data, loggedIn };
}
