/**
 * The member centre's pages (spec 01 §2): the 14 menu entries in menu order, plus pages reached
 * from elsewhere (playerRank, from the VIP badge). The overlay is addressed by the query parameter
 * `mc` on whatever route is showing (`/rng?mc=depositv2`), so every link, back/forward and reload
 * land on the page the player was on, over the page they came from.
 */
export const MEMBER_MENU = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

/** Member pages that are not menu entries but still open inside the centre. */
export const MEMBER_EXTRA_PAGES = ['playerRank'] as const;

export type MemberMenuPage = (typeof MEMBER_MENU)[number];
export type MemberPage = MemberMenuPage | (typeof MEMBER_EXTRA_PAGES)[number];

export const DEFAULT_MEMBER_PAGE: MemberPage = 'securityCenter';

/** The query parameter that opens the centre; its value is a page key. */
export const MEMBER_CENTRE_PARAM = 'mc';

/** Red count badges (spec 01 §2): shown only when the count is above 0. */
export type MemberBadgeCount = 'missionCount' | 'messageCount' | 'rewardCount';
export const MEMBER_PAGE_BADGE: Partial<Record<MemberMenuPage, MemberBadgeCount>> = {
  missionLeaderboard: 'missionCount',
  messageV2: 'messageCount',
  rewardCenter: 'rewardCount',
};

const ALL_PAGES: readonly string[] = [...MEMBER_MENU, ...MEMBER_EXTRA_PAGES];

export function isMemberPage(value: unknown): value is MemberPage {
  return typeof value === 'string' && ALL_PAGES.includes(value);
}

/**
 * The search string with the centre opened on `page` (or closed, for null). Other parameters of
 * the route (a lobby's vendor tab) are kept; `extra` sets page parameters (a section, a page to
 * come back to) and every page parameter of the previous page is dropped, so they never leak.
 */
export function memberCentreSearch(
  search: string,
  page: MemberPage | null,
  extra: Readonly<Record<string, string>> = {},
): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith(`${MEMBER_CENTRE_PARAM}.`)) params.delete(key);
  params.delete(MEMBER_CENTRE_PARAM);
  if (page !== null) {
    params.set(MEMBER_CENTRE_PARAM, page);
    for (const [key, value] of Object.entries(extra)) params.set(`${MEMBER_CENTRE_PARAM}.${key}`, value);
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The page and its parameters (`mc.section=bankCards` → `{ section: 'bankCards' }`) in a search string. */
export function readMemberCentre(search: string): {
  page: MemberPage | null;
  params: Record<string, string>;
} {
  const query = new URLSearchParams(search);
  const value = query.get(MEMBER_CENTRE_PARAM);
  const params: Record<string, string> = {};
  for (const [key, v] of query) if (key.startsWith(`${MEMBER_CENTRE_PARAM}.`)) params[key.slice(3)] = v;
  return { page: isMemberPage(value) ? value : null, params };
}
