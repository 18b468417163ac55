/**
 * The one owner of react-query keys: one factory per thing, grouped by contract domain. Everything
 * that belongs to the logged-in member (or is answered differently for one) starts with
 * `'session'`; the session machine's `clearMemberCache` action runs
 * `queryClient.removeQueries({ queryKey: queryKeys.sessionScope })` on logout and on a refused
 * token, so the next member on the tab never sees the last one's data. Add keys here (additively).
 */
import type { z } from 'zod';
import type { announcementsQuery } from '@/contracts/home.contract';
import type { favouritesQuery, gameListQuery, hotGamesQuery } from '@/contracts/games.contract';

type GameListParams = z.input<typeof gameListQuery>;
type HotGamesParams = z.input<typeof hotGamesQuery>;
type FavouritesParams = z.input<typeof favouritesQuery>;
type AnnouncementsParams = z.input<typeof announcementsQuery>;

const SESSION = 'session' as const;

/** Marks a key member-scoped: removed with the session. */
const memberScoped = <const K extends readonly unknown[]>(...key: K) => [SESSION, ...key] as const;

export const queryKeys = {
  /** Prefix of every member-scoped key. */
  sessionScope: [SESSION] as const,
  system: {
    all: ['system'] as const,
    status: () => ['system', 'status'] as const,
    domainRoute: () => ['system', 'domainRoute'] as const,
    country: () => ['system', 'country'] as const,
    helpCenter: (lang: string) => ['system', 'helpCenter', lang] as const,
    customerService: () => ['system', 'customerService'] as const,
    registerSettings: () => ['system', 'registerSettings'] as const,
  },
  home: {
    all: ['home'] as const,
    /** The language is part of the key: notices come back translated. */
    announcements: (params: AnnouncementsParams = {}, lang?: string) =>
      ['home', 'announcements', params, lang] as const,
    /** The shell's notices and banners: a member gets their own (member-scoped) answer. */
    notices: (lang: string, loggedIn: boolean) =>
      loggedIn ? memberScoped('home', 'notices', lang) : (['home', 'notices', lang] as const),
    banners: (group: string, lang?: string) => ['home', 'banners', group, lang] as const,
    winnerBoard: () => ['home', 'winnerBoard'] as const,
  },
  games: {
    all: ['games'] as const,
    vendors: (lang?: string) => ['games', 'vendors', lang] as const,
    list: (params: GameListParams) => ['games', 'list', params] as const,
    /**
     * The site search's whole catalogue and index (ADR 038): the merchant's, not the member's, so it
     * outlives a logout; the language is in the key, names come back translated.
     */
    searchCatalogue: (lang: string) => ['games', 'searchCatalogue', lang] as const,
    hot: (params: HotGamesParams = {}) => ['games', 'hot', params] as const,
    /** Every member-scoped games key (recent, favourites): invalidated after a launch or a change. */
    memberAll: () => memberScoped('games'),
    recentAll: () => memberScoped('games', 'recent'),
    recent: (params: { gameType?: string; pageNum?: number } = {}) => memberScoped('games', 'recent', params),
    favouriteIds: () => memberScoped('games', 'favouriteIds'),
    favourites: (params: FavouritesParams = {}) => memberScoped('games', 'favourites', params),
    /** Whether the cached hot list has games of a category (the lobby's hot tab). */
    hotForCategory: (category: string) => ['games', 'hot', 'category', category] as const,
    /** The FB-sports launch address carries the session: member-scoped. */
    launchFB: (lang: string) => memberScoped('games', 'launchFB', lang),
    /** A PVP game's rooms (asked with the token). */
    pvpRooms: (gameId: string, vassalage: string) => memberScoped('games', 'pvpRooms', gameId, vassalage),
  },
  lottery: {
    all: ['lottery'] as const,
    menus: (prizeMode: string) => ['lottery', 'menus', prizeMode] as const,
    vnMenus: () => ['lottery', 'vnMenus'] as const,
    vnNumbers: (count: number) => ['lottery', 'vnNumbers', count] as const,
    popular: (count: number) => ['lottery', 'popular', count] as const,
    /** The member's recently played lottery games (asked with the token). */
    recent: () => memberScoped('lottery', 'recent'),
    /** The launched lottery lobby address (member-scoped: it carries the session). */
    lobby: (gameCode: string, vendor: string, playType: string) =>
      memberScoped('lottery', 'lobby', gameCode, vendor, playType),
  },
  wallet: {
    balance: () => memberScoped('wallet', 'balance'),
    /** Banks a withdrawal card may be at (not member data, but asked with the token). */
    withdrawBanks: () => memberScoped('wallet', 'withdrawBanks'),
    consolidated: () => memberScoped('wallet', 'consolidated'),
    /** C2C withdrawals waiting for the member's received / not received (deposit page). */
    paymentConfirmations: () => memberScoped('wallet', 'paymentConfirmations'),
    /** The first page of one deposit record: whether the member ever deposited (the deposit-limit offer). */
    firstDeposit: () => memberScoped('wallet', 'firstDeposit'),
  },
  /** The agent centre (ADR 026): all the agent's own data, removed with the session. */
  agent: {
    all: () => memberScoped('agent'),
    announcements: () => memberScoped('agent', 'announcements'),
    overview: (startDate: string, endDate: string) => memberScoped('agent', 'overview', startDate, endDate),
    downlinesAll: () => memberScoped('agent', 'downlines'),
    downlines: (username: string, page: number) => memberScoped('agent', 'downlines', username, page),
    downlineRebates: (username: string) => memberScoped('agent', 'downlineRebates', username),
    affiliateUrls: () => memberScoped('agent', 'affiliateUrls'),
    registeredAffiliates: (page: number) => memberScoped('agent', 'registeredAffiliates', page),
    defaults: () => memberScoped('agent', 'defaults'),
    contracts: (kind: string) => memberScoped('agent', 'contracts', kind),
  },
  member: {
    info: () => memberScoped('member', 'info'),
    rankProgress: () => memberScoped('member', 'rankProgress'),
    referral: () => memberScoped('member', 'referral'),
    /** Bank cards, withdrawal password, security questions: invalidated together after a change. */
    securityAll: () => memberScoped('member', 'security'),
    bankCards: () => memberScoped('member', 'security', 'bankCards'),
    hasWithdrawalPassword: () => memberScoped('member', 'security', 'hasWithdrawalPassword'),
    securityAnswers: () => memberScoped('member', 'security', 'answers'),
    kyc: () => memberScoped('member', 'kyc'),
    avatar: () => memberScoped('member', 'avatar'),
    /** The sign-up reward's state (the reward centre's welcome bonus). */
    signUpReward: () => memberScoped('member', 'signUpReward'),
  },
  messages: {
    unreadCount: () => memberScoped('messages', 'unreadCount'),
    /** Every inbox page (invalidated after a read or a delete). */
    inboxAll: () => memberScoped('messages', 'inbox'),
    inbox: (page: number) => memberScoped('messages', 'inbox', page),
  },
  promotions: {
    available: () => memberScoped('promotions', 'available'),
    /** The merchant's promotions as visitors see them (language-independent list). */
    merchant: () => ['promotions', 'merchant'] as const,
    /** The reward centre's lists (issued to claim, tickets, history): refreshed together after a claim. */
    rewardsAll: () => memberScoped('promotions', 'rewards'),
    toClaim: () => memberScoped('promotions', 'rewards', 'toClaim'),
    tickets: () => memberScoped('promotions', 'rewards', 'tickets'),
    claimHistory: (page: number) => memberScoped('promotions', 'rewards', 'history', page),
    /** Manual rebate per product type: under rewardsAll, so a claim refreshes it. */
    rebate: () => memberScoped('promotions', 'rewards', 'rebate'),
  },
  /** The points shop (ADR 027). The catalogue is the merchant's; balance and history are the member's. */
  points: {
    /** Every catalogue page (its stock changes with a redeem). */
    rewardsAll: () => ['points', 'rewards'] as const,
    rewards: (page: number) => ['points', 'rewards', page] as const,
    config: () => ['points', 'config'] as const,
    /** Balance and redeem history: refreshed together after a redeem or a conversion. */
    memberAll: () => memberScoped('points'),
    balance: () => memberScoped('points', 'balance'),
    history: (page: number) => memberScoped('points', 'history', page),
    /** The points ledger (memTransDet accountType=POINT): under `points`, so an order refreshes it too. */
    ledger: (page: number) => memberScoped('points', 'ledger', page),
  },
  missions: {
    /** The mission summary (its missionCount is the member centre's mission badge). */
    summary: () => memberScoped('missions', 'summary'),
  },
  /** The responsible-gambling extension (ADR 043): the member's own, gone with the session. */
  rg: {
    limits: () => memberScoped('rg', 'limits'),
    exclusion: () => memberScoped('rg', 'exclusion'),
    /** Session figures and the reality-check interval. */
    session: () => memberScoped('rg', 'session'),
  },
} as const;
