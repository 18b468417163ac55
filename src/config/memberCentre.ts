import { overlaySearch, readOverlay, type OverlayParam } from './overlayAddress';
import { extensionAllowed, extensionFound } from './extensions';

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

/**
 * Member pages that are not menu entries but still open inside the centre: the VIP rank (from the VIP
 * badge) and responsible gaming (from the footer and the deposit page; ADR 043), the latter only while
 * its extension may be there (`settings.responsibleGambling`, ADR 050).
 */
export const MEMBER_EXTRA_PAGES = ['playerRank', 'responsibleGaming'] as const;

export type MemberMenuPage = (typeof MEMBER_MENU)[number];
export type MemberPage = MemberMenuPage | (typeof MEMBER_EXTRA_PAGES)[number];

export const DEFAULT_MEMBER_PAGE: MemberPage = 'securityCenter';

/** The query parameter that opens the centre; its value is a page key. */
export const MEMBER_CENTRE_PARAM = 'mc' satisfies OverlayParam;

/** Red count badges (spec 01 §2): shown only when the count is above 0. */
export type MemberBadgeCount = 'missionCount' | 'messageCount' | 'rewardCount';
export const MEMBER_PAGE_BADGE: Partial<Record<MemberMenuPage, MemberBadgeCount>> = {
  missionLeaderboard: 'missionCount',
  messageV2: 'messageCount',
  rewardCenter: 'rewardCount',
};

const ALL_PAGES: readonly string[] = [...MEMBER_MENU, ...MEMBER_EXTRA_PAGES];

/**
 * Pages that exist only while their setting allows them: no responsible-gaming screen with the extension
 * off, or found absent on `'auto'` (ADR 050). Before it is found, the address opens the page, which asks.
 */
function pageAvailable(page: string): boolean {
  return (
    page !== 'responsibleGaming' ||
    (extensionAllowed('responsibleGambling') && extensionFound('responsibleGambling') !== 'absent')
  );
}

export function isMemberPage(value: unknown): value is MemberPage {
  return typeof value === 'string' && ALL_PAGES.includes(value) && pageAvailable(value);
}

/** The search string with the member centre opened on `page` (or closed, for null); see overlayAddress. */
export function memberCentreSearch(
  search: string,
  page: MemberPage | null,
  extra: Readonly<Record<string, string>> = {},
): string {
  return overlaySearch(search, MEMBER_CENTRE_PARAM, page, extra);
}

/** The member centre's page and its parameters in a search string. */
export function readMemberCentre(search: string): {
  page: MemberPage | null;
  params: Record<string, string>;
} {
  return readOverlay(search, MEMBER_CENTRE_PARAM, isMemberPage);
}
