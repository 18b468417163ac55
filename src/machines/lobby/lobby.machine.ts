import { assign, fromPromise, setup } from 'xstate';
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
  errorKey: string | null;
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
  | { type: 'lobby.session.change'; isLoggedIn: boolean }
  | { type: 'lobby.hot.change'; hasHot: boolean };

const errorKeyOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'messageKey' in error && typeof error.messageKey === 'string'
    ? error.messageKey
    : 'errors:system';

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), Math.max(min, max));

export const lobbyMachine = setup({
  types: {
    context: {} as LobbyContext,
    events: {} as LobbyEvent,
    input: {} as LobbyInput,
    tags: {} as 'loading' | 'loadingMore' | 'empty' | 'error' | 'ready',
  },
  actors: {
    loadPage: fromPromise<GamePage, PageRequest>(async () => ({ games: [], totalPages: 0 })),
  },
  delays: {
    requestTimeout: 20_000,
  },
  guards: {
    canSelectType: ({ context, event }) => {
      if (event.type !== 'lobby.type.select') return false;
      if (event.listType === 'fav') return context.isLoggedIn;
      if (event.listType === 'hot') return context.hasHot;
      return true;
    },
    hasNoGames: ({ event }) => 'output' in event && (event.output as GamePage).games.length === 0,
    /** Recent keeps loading page after page until it has them all. */
    hasMoreRecent: ({ context, event }) =>
      context.listType === 'recent' &&
      'output' in event &&
      (event.output as GamePage).totalPages > context.pageNo,
    /** Recent stopped on a failed page: retry continues from there instead of starting over. */
    isRecentIncomplete: ({ context }) => context.listType === 'recent' && context.errorKey !== null,
    canGoNext: ({ context }) => context.listType !== 'hot' && context.pageNo < context.totalPages,
    canGoPrev: ({ context }) => context.listType !== 'hot' && context.pageNo > 1,
    isOtherPage: ({ context, event }) =>
      event.type === 'lobby.page.go' &&
      context.listType !== 'hot' &&
      clamp(event.pageNo, 1, context.totalPages) !== context.pageNo,
    /** Logging out while looking at saved games falls back to all. */
    losesCurrentList: ({ context, event }) =>
      (event.type === 'lobby.session.change' && !event.isLoggedIn && context.listType === 'fav') ||
      (event.type === 'lobby.hot.change' && !event.hasHot && context.listType === 'hot'),
  },
  actions: {
    selectType: assign(({ event }) =>
      event.type === 'lobby.type.select'
        ? { listType: event.listType, pageNo: 1, filters: { ...EMPTY_FILTERS }, totalPages: 0 }
        : {},
    ),
    /** Vendor tabs keep the list type's filters clean: a new vendor shows all its games from page 1. */
    selectVendor: assign(({ context, event }) =>
      event.type === 'lobby.vendor.select'
        ? { listType: 'all' as const, pageNo: 1, filters: { ...context.filters, vendor: event.vendor } }
        : {},
    ),
    setSearch: assign(({ context, event }) =>
      event.type === 'lobby.search'
        ? {
            listType: 'all' as const,
            pageNo: 1,
            filters: { ...context.filters, gameName: event.gameName.trim() },
          }
        : {},
    ),
    setClassify: assign(({ context, event }) =>
      event.type === 'lobby.classify.select'
        ? {
            listType: 'all' as const,
            pageNo: 1,
            filters: { ...context.filters, gameClassify: event.gameClassify },
          }
        : {},
    ),
    setMinBet: assign(({ context, event }) =>
      event.type === 'lobby.minBet.select'
        ? { listType: 'all' as const, pageNo: 1, filters: { ...context.filters, minBet: event.minBet } }
        : {},
    ),
    nextPage: assign(({ context }) => ({ pageNo: clamp(context.pageNo + 1, 1, context.totalPages) })),
    prevPage: assign(({ context }) => ({ pageNo: clamp(context.pageNo - 1, 1, context.totalPages) })),
    goToPage: assign(({ context, event }) =>
      event.type === 'lobby.page.go' ? { pageNo: clamp(event.pageNo, 1, context.totalPages) } : {},
    ),
    nextRecentPage: assign(({ context }) => ({ pageNo: context.pageNo + 1 })),
    setSession: assign(({ event }) =>
      event.type === 'lobby.session.change' ? { isLoggedIn: event.isLoggedIn } : {},
    ),
    setHot: assign(({ event }) => (event.type === 'lobby.hot.change' ? { hasHot: event.hasHot } : {})),
    fallBackToAll: assign(() => ({ listType: 'all' as const, pageNo: 1, filters: { ...EMPTY_FILTERS } })),
    clearError: assign({ errorKey: null }),
    setPage: assign(({ event }) => {
      const page = (event as unknown as { output: GamePage }).output;
      return { games: page.games, totalPages: page.totalPages };
    }),
    appendPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: GamePage }).output;
      const seen = new Set(context.games.map((g) => g.nodeId));
      return {
        games: [...context.games, ...page.games.filter((g) => !seen.has(g.nodeId))],
        totalPages: page.totalPages,
      };
    }),
    setError: assign(({ event }) => ({ errorKey: errorKeyOf((event as { error?: unknown }).error) })),
    setTimeoutError: assign({ errorKey: 'errors:slow' }),
  },
}).createMachine({
  id: 'lobby',
  initial: 'loading',
  context: ({ input }) => ({
    category: input.category.toUpperCase(),
    listType:
      input.listType === 'fav' && !input.isLoggedIn
        ? 'all'
        : input.listType === 'hot' && !input.hasHot
          ? 'all'
          : (input.listType ?? 'all'),
    filters: { ...EMPTY_FILTERS, vendor: input.vendor ?? null },
    pageNo: 1,
    totalPages: 0,
    games: [],
    isLoggedIn: input.isLoggedIn,
    hasHot: input.hasHot,
    errorKey: null,
  }),
  on: {
    'lobby.type.select': { guard: 'canSelectType', target: '.loading', actions: 'selectType' },
    'lobby.vendor.select': { target: '.loading', actions: 'selectVendor' },
    'lobby.search': { target: '.loading', actions: 'setSearch' },
    'lobby.classify.select': { target: '.loading', actions: 'setClassify' },
    'lobby.minBet.select': { target: '.loading', actions: 'setMinBet' },
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
      entry: 'clearError',
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
          { guard: 'hasNoGames', target: 'empty', actions: 'setPage' },
          { guard: 'hasMoreRecent', target: 'loadingMore', actions: ['setPage', 'nextRecentPage'] },
          { target: 'ready', actions: 'setPage' },
        ],
        onError: { target: 'failure', actions: 'setError' },
      },
      after: { requestTimeout: { target: 'failure', actions: 'setTimeoutError' } },
    },
    loadingMore: {
      tags: ['ready', 'loadingMore'],
      entry: 'clearError',
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
            guard: 'hasMoreRecent',
            target: 'loadingMore',
            reenter: true,
            actions: ['appendPage', 'nextRecentPage'],
          },
          { target: 'ready', actions: 'appendPage' },
        ],
        // What is already shown stays; the rest can be fetched again with retry.
        onError: { target: 'ready', actions: 'setError' },
      },
      after: { requestTimeout: { target: 'ready', actions: 'setTimeoutError' } },
    },
    ready: {
      tags: ['ready'],
      on: {
        'lobby.page.next': { guard: 'canGoNext', target: 'loading', actions: 'nextPage' },
        'lobby.page.prev': { guard: 'canGoPrev', target: 'loading', actions: 'prevPage' },
        'lobby.page.go': { guard: 'isOtherPage', target: 'loading', actions: 'goToPage' },
        'lobby.retry': [{ guard: 'isRecentIncomplete', target: 'loadingMore' }, { target: 'loading' }],
      },
    },
    empty: { tags: ['empty'], on: { 'lobby.retry': { target: 'loading' } } },
    failure: { tags: ['error'], on: { 'lobby.retry': { target: 'loading' } } },
  },
});

export type LobbyMachine = typeof lobbyMachine;
