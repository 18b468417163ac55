/**
 * What `npm run wire:check` calls (ADR 052), in one place. The visitor set is every route whose
 * contract metadata says it needs no token and that is a GET, less the few whose call changes
 * something or that only echo a player's input (`NOT_CHECKED`, each with its reason); a test holds
 * the two lists to the contracts, so a new such route must be placed in one of them. The member set
 * is the path a player walks after logging in: who they are, the balance, the game list, the
 * records, and the responsible-gambling extension (wire protocol §1.1–§1.4, ADR 043).
 *
 * The queries are the ones the site sends (wire protocol §1.4, §1.5), so the answers are the ones
 * a player's browser gets.
 */
import type { AppRoute } from '@ts-rest/core';
import type { ApiClient, RouteInput } from '@/api/types';
import { contract } from '@/contracts';

export interface CheckedCall {
  route: AppRoute;
  call: (api: ApiClient, signal?: AbortSignal) => Promise<unknown>;
}

/** A route and the input the check sends it, typed by the route's contract. */
function checked<R extends AppRoute>(route: R, input: RouteInput<R>): CheckedCall {
  return { route, call: (api, signal) => api.call(route, input, signal ? { signal } : {}) };
}

const { system, session, registration, games, lottery, home, promotions, wallet, member } = contract;

const LANGUAGE = 'EN';
const GAME_QUERY = {
  platform: 'html5',
  clientType: 2,
  language: LANGUAGE,
  gameType: 'RNG',
  pageNo: 1,
  pageSize: 20,
} as const;

/** GET, no token, no side effect: what any visitor's browser asks. */
export const VISITOR_CALLS: readonly CheckedCall[] = [
  checked(system.status, { query: {} }),
  checked(system.statusV2, { query: {} }),
  checked(system.domainRoute, {}),
  checked(system.country, {}),
  checked(system.whitelabel, {}),
  checked(system.settingsConsolidated, {}),
  checked(system.location, {}),
  checked(system.helpCenter, { query: { lang: LANGUAGE, device: 'WEB' } }),
  checked(system.customerService, {}),
  checked(system.chatUrl, {}),
  checked(system.checkIfAppDomain, { query: {} }),
  checked(session.rsaKey, { query: { t: 0 } }),
  checked(session.captchaGeetest, { query: { product: 'login' } }),
  checked(registration.settings, {}),
  checked(wallet.merchantWallet, {}),
  checked(games.list, { query: GAME_QUERY }),
  checked(games.hot, { query: { platform: 'html5', gameType: 'RNG', language: LANGUAGE } }),
  checked(games.vendors, { query: { platform: 'html5-desktop', language: LANGUAGE } }),
  checked(games.rankList, { query: { gameCategory: 'RNG', language: LANGUAGE, limitNum: 10 } }),
  checked(lottery.menus, { query: { prizeMode: 'Lott' } }),
  checked(lottery.vnMenus, { query: { prizeMode: 'VN', device: 'WEB' } }),
  checked(lottery.vnNumbers, { query: { prizeMode: 'VN' } }),
  checked(lottery.popular, { query: { language: LANGUAGE } }),
  checked(home.announcements, { query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } }),
  checked(home.ccsfeAnnouncements, { query: { types: 'PR', platform: 'M' } }),
  checked(home.winnerBoard, { query: { limitNum: 10 } }),
  checked(home.jackpot, {}),
  checked(promotions.merchantAvailable, {}),
  checked(promotions.categories, {}),
  checked(promotions.registerPromotions, {}),
];

/** GET routes without a token that the check leaves alone, and why. */
export const NOT_CHECKED: Readonly<Record<string, string>> = {
  'session.captcha': 'each call makes a new image captcha and binds it to a cookie (wire protocol §2.3)',
  'verification.sliderChallenge': 'each call opens a new slider challenge',
  'verification.textChallenge': 'each call opens a new text challenge',
  'registration.affiliate': "checks a code a player types; its value is the envelope's alone",
  'registration.checkUsername': "checks a name a player types; its value is the envelope's alone",
  'games.trialLaunch': 'opens a game session at the vendor',
  'games.launchFB': 'opens a session at the sports vendor',
};

/** Between login and logout, with the session's token (the login's own answer is checked too). */
export const MEMBER_CALLS: readonly CheckedCall[] = [
  checked(member.info, {}),
  checked(wallet.balance, { query: {} }),
  checked(games.list, { query: GAME_QUERY }),
  checked(wallet.transactionRecords, { query: { pageNo: 1, pageSize: 10 } }),
  checked(wallet.betHistory, { query: { pageNo: 1, pageSize: 10 } }),
  checked(contract.responsibleGambling.limits, {}),
  checked(contract.responsibleGambling.exclusion, {}),
  checked(contract.responsibleGambling.session, {}),
];
