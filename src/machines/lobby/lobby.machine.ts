import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure';
import {
  EMPTY_FILTERS,
  type GamePage,
  type LobbyFilters,
  type LobbyGame,
  type ListType,
  type PageRequest,
} from './lobby.types';

/**
 * One game lobby (rng, fish, pvp): list type, vendor tab, filters, pages and favourites (spec 02 §4).
 *
 * Saved-game ids and their optimistic toggle live in `favourites.machine.ts`: they are shared by
 * every list (lobby, hot list on home) and change independently of what is being looked at.
 */
export interface LobbyInput {
  category: string;
  vendor?: string | null;
  isLoggedIn: boolean;
  /** Whether the cached hot list has games for this category (the hot tab is offered only then). */
  hasHot: boolean;
  listType?: ListType;
  /** The filters and page the address asks for (ADR 039); `vendor` above wins when both are given. */
  filters?: LobbyFilters;
  pageNo?: number;
}

export interface LobbyContext {
  category: string;
  listType: ListType;
  filters: LobbyFilters;
  pageNo: number;
  totalPages: number;
  games: LobbyGame[];
  isLoggedIn: boolean;
  hasHot: boolean;
  /** The last failed load; a failed "more" page of recent keeps what is shown. */
  failure: Failure | null;
}

export type LobbyEvent =
  | { type: 'lobby.type.select'; listType: ListType }
  | { type: 'lobby.vendor.select'; vendor: string | null }
  | { type: 'lobby.search'; gameName: string }
  | { type: 'lobby.classify.select'; gameClassify: string | null }
  | { type: 'lobby.minBet.select'; minBet: number | null }
  | { type: 'lobby.page.next' }
  | { type: 'lobby.page.prev' }
  | { type: 'lobby.page.go'; pageNo: number }
  | { type: 'lobby.retry' }
  /** The address changed under the lobby (back, forward, a link to a filtered lobby): show its view (ADR 039). */
  | { type: 'lobby.restore'; listType: ListType; filters: LobbyFilters; pageNo: number }
  | { type: 'lobby.session.change'; isLoggedIn: boolean }
  | { type: 'lobby.hot.change'; hasHot: boolean };

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), Math.max(min, max));

export type LobbyTag = 'loading' | 'loadingMore' | 'empty' | 'error' | 'ready';

export const lobbyMachine = setup({
  types: {
    context: {} as LobbyContext,
    events: {} as LobbyEvent,
    input: {} as LobbyInput,
    tags: {} as LobbyTag,
  },
  actors: {
    loadPage: fromPromise<GamePage, PageRequest>(async () => {
      throw new Error('loadPage not provided');
    }),
  },
  guards: {
    canSelectType: ({ context }, params: { listType: ListType }) => {
      if (params.listType === 'fav') return context.isLoggedIn;
      if (params.listType === 'hot') return context.hasHot;
      return true;
    },
    hasNoGames: (_, params: { page: GamePage }) => params.page.games.length === 0,
    /**
     * An address can name a page the list no longer has (a shared link, a smaller list since): an empty
     * page past the first falls back to the first page rather than to "no games" (ADR 039).
     */
    isPastLastPage: ({ context }, params: { page: GamePage }) =>
      params.page.games.length === 0 && context.pageNo > 1,
    /** Recent keeps loading page after page until it has them all. */
    hasMoreRecent: ({ context }, params: { page: GamePage }) =>
      context.listType === 'recent' && params.page.totalPages > context.pageNo,
    /** Recent stopped on a failed page: retry continues from there instead of starting over. */
    isRecentIncomplete: ({ context }) => context.listType === 'recent' && context.failure !== null,
    canGoNext: ({ context }) => context.listType !== 'hot' && context.pageNo < context.totalPages,
    canGoPrev: ({ context }) => context.listType !== 'hot' && context.pageNo > 1,
    isOtherPage: ({ context }, params: { pageNo: number }) =>
      context.listType !== 'hot' && clamp(params.pageNo, 1, context.totalPages) !== context.pageNo,
    /** Logging out while looking at saved games falls back to all. */
    losesCurrentList: ({ context, event }) =>
      (event.type === 'lobby.session.change' && !event.isLoggedIn && context.listType === 'fav') ||
      (event.type === 'lobby.hot.change' && !event.hasHot && context.listType === 'hot'),
  },
  actions: {
    /** A list type starts clean but keeps the vendor tab (ADR 009: the vendor is a tab, not a filter). */
    selectType: assign(({ context }, params: { listType: ListType }) => ({
      listType: params.listType,
      pageNo: 1,
      filters: { ...EMPTY_FILTERS, vendor: context.filters.vendor },
      totalPages: 0,
    })),
    /**
     * The whole view at once, as the address gives it. A list type this person cannot have reads as
     * all, like the input does; the page is not clamped: the new list's page count is not known yet.
     */
    restore: assign(({ context }, params: { listType: ListType; filters: LobbyFilters; pageNo: number }) => ({
      listType:
        (params.listType === 'fav' && !context.isLoggedIn) || (params.listType === 'hot' && !context.hasHot)
          ? ('all' as const)
          : params.listType,
      filters: { ...params.filters },
      pageNo: Math.max(1, Math.floor(params.pageNo)),
      totalPages: 0,
    })),
    firstPage: assign({ pageNo: 1, totalPages: 0 }),
    /** Vendor tabs keep the list type's filters clean: a new vendor shows all its games from page 1. */
    selectVendor: assign(({ context }, params: { vendor: string | null }) => ({
      listType: 'all' as const,
      pageNo: 1,
      filters: { ...context.filters, vendor: params.vendor },
    })),
    /** Search, class and minimum bet narrow the full list from its first page. */
    setFilter: assign(({ context }, params: Partial<LobbyFilters>) => ({
      listType: 'all' as const,
      pageNo: 1,
      filters: { ...context.filters, ...params },
    })),
    nextPage: assign(({ context }) => ({ pageNo: clamp(context.pageNo + 1, 1, context.totalPages) })),
    prevPage: assign(({ context }) => ({ pageNo: clamp(context.pageNo - 1, 1, context.totalPages) })),
    goToPage: assign(({ context }, params: { pageNo: number }) => ({
      pageNo: clamp(params.pageNo, 1, context.totalPages),
    })),
    nextRecentPage: assign(({ context }) => ({ pageNo: context.pageNo + 1 })),
    setSession: assign(({ event }) => {
      assertEvent(event, 'lobby.session.change');
      return { isLoggedIn: event.isLoggedIn };
    }),
    setHot: assign(({ event }) => {
      assertEvent(event, 'lobby.hot.change');
      return { hasHot: event.hasHot };
    }),
    fallBackToAll: assign(({ context }) => ({
      listType: 'all' as const,
      pageNo: 1,
      filters: { ...EMPTY_FILTERS, vendor: context.filters.vendor },
    })),
    clearFailure: assign({ failure: null }),
    setPage: assign((_, params: { page: GamePage }) => ({
      games: params.page.games,
      totalPages: params.page.totalPages,
    })),
    appendPage: assign(({ context }, params: { page: GamePage }) => {
      const seen = new Set(context.games.map((g) => g.nodeId));
      return {
        games: [...context.games, ...params.page.games.filter((g) => !seen.has(g.nodeId))],
        totalPages: params.page.totalPages,
      };
    }),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
}).createMachine({
  id: 'lobby',
  initial: 'loading',
  context: ({ input }) => ({
    category: input.category.toUpperCase(),
    // The address opens the lobby where it points (ADR 039): no first load of page 1 to throw away.
    listType:
      input.listType === 'fav' && !input.isLoggedIn
        ? 'all'
        : input.listType === 'hot' && !input.hasHot
          ? 'all'
          : (input.listType ?? 'all'),
    filters: { ...EMPTY_FILTERS, ...input.filters, vendor: input.vendor ?? input.filters?.vendor ?? null },
    pageNo: Math.max(1, Math.floor(input.pageNo ?? 1)),
    totalPages: 0,
    games: [],
    isLoggedIn: input.isLoggedIn,
    hasHot: input.hasHot,
    failure: null,
  }),
  // Every new choice re-enters `loading`: the load it replaces is stopped and its request aborted.
  on: {
    'lobby.type.select': {
      guard: { type: 'canSelectType', params: ({ event }) => ({ listType: event.listType }) },
      target: '.loading',
      actions: { type: 'selectType', params: ({ event }) => ({ listType: event.listType }) },
    },
    'lobby.vendor.select': {
      target: '.loading',
      actions: { type: 'selectVendor', params: ({ event }) => ({ vendor: event.vendor }) },
    },
    'lobby.search': {
      target: '.loading',
      actions: { type: 'setFilter', params: ({ event }) => ({ gameName: event.gameName.trim() }) },
    },
    'lobby.classify.select': {
      target: '.loading',
      actions: { type: 'setFilter', params: ({ event }) => ({ gameClassify: event.gameClassify }) },
    },
    'lobby.minBet.select': {
      target: '.loading',
      actions: { type: 'setFilter', params: ({ event }) => ({ minBet: event.minBet }) },
    },
    'lobby.restore': {
      target: '.loading',
      actions: {
        type: 'restore',
        params: ({ event }) => ({ listType: event.listType, filters: event.filters, pageNo: event.pageNo }),
      },
    },
    'lobby.session.change': [
      { guard: 'losesCurrentList', target: '.loading', actions: ['setSession', 'fallBackToAll'] },
      { actions: 'setSession' },
    ],
    'lobby.hot.change': [
      { guard: 'losesCurrentList', target: '.loading', actions: ['setHot', 'fallBackToAll'] },
      { actions: 'setHot' },
    ],
  },
  states: {
    loading: {
      tags: ['loading'],
      entry: 'clearFailure',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({
          category: context.category,
          listType: context.listType,
          filters: context.filters,
          pageNo: context.pageNo,
        }),
        onDone: [
          {
            guard: { type: 'isPastLastPage', params: ({ event }) => ({ page: event.output }) },
            target: 'loading',
            reenter: true,
            actions: 'firstPage',
          },
          {
            guard: { type: 'hasNoGames', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            guard: { type: 'hasMoreRecent', params: ({ event }) => ({ page: event.output }) },
            target: 'loadingMore',
            actions: [{ type: 'setPage', params: ({ event }) => ({ page: event.output }) }, 'nextRecentPage'],
          },
          { target: 'ready', actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        // The client's timeout arrives here too (errors:slow): no timer of our own races it.
        onError: {
          target: 'failure',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingMore: {
      tags: ['ready', 'loadingMore'],
      entry: 'clearFailure',
      invoke: {
        id: 'loadMore',
        src: 'loadPage',
        input: ({ context }) => ({
          category: context.category,
          listType: context.listType,
          filters: context.filters,
          pageNo: context.pageNo,
        }),
        onDone: [
          {
            guard: { type: 'hasMoreRecent', params: ({ event }) => ({ page: event.output }) },
            target: 'loadingMore',
            reenter: true,
            actions: [
              { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
              'nextRecentPage',
            ],
          },
          {
            target: 'ready',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        // What is already shown stays; the rest can be fetched again with retry.
        onError: {
          target: 'ready',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      tags: ['ready'],
      on: {
        'lobby.page.next': { guard: 'canGoNext', target: 'loading', actions: 'nextPage' },
        'lobby.page.prev': { guard: 'canGoPrev', target: 'loading', actions: 'prevPage' },
        'lobby.page.go': {
          guard: { type: 'isOtherPage', params: ({ event }) => ({ pageNo: event.pageNo }) },
          target: 'loading',
          actions: { type: 'goToPage', params: ({ event }) => ({ pageNo: event.pageNo }) },
        },
        'lobby.retry': [{ guard: 'isRecentIncomplete', target: 'loadingMore' }, { target: 'loading' }],
      },
    },
    empty: { tags: ['empty'], on: { 'lobby.retry': { target: 'loading' } } },
    failure: { tags: ['error'], on: { 'lobby.retry': { target: 'loading' } } },
  },
});

export type LobbyMachine = typeof lobbyMachine;
