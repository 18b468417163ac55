import type { SnapshotFrom } from 'xstate';
import type { LobbyMachine } from './lobby.machine';
import type { ListType } from './lobby.types';

type Snap = SnapshotFrom<LobbyMachine>;

export const selectGames = (s: Snap) => s.context.games;
export const selectListType = (s: Snap) => s.context.listType;
export const selectFilters = (s: Snap) => s.context.filters;
export const selectPageNo = (s: Snap) => s.context.pageNo;
export const selectTotalPages = (s: Snap) => s.context.totalPages;
export const selectErrorKey = (s: Snap) => s.context.failure?.messageKey ?? null;
/** A next page is loading under the games already shown (spec 02 §4). */
export const selectLoadingMore = (s: Snap) => s.hasTag('loadingMore');
/** The more-pages flag of spec 02 §4: true while totalPages exceeds pageNo. */
export const selectHasMore = (s: Snap) =>
  s.context.listType !== 'hot' && s.context.totalPages > s.context.pageNo;

/** Tabs in the spec's order: hot only with hot games, saved only when logged in. */
export const selectAvailableTypes = (s: Snap): ListType[] => [
  ...(s.context.hasHot ? (['hot'] as const) : []),
  ...(s.context.isLoggedIn ? (['fav'] as const) : []),
  'all',
  'recent',
];

export type LobbyView = 'loading' | 'ready' | 'empty' | 'error';
export const selectView = (s: Snap): LobbyView =>
  s.hasTag('loading') ? 'loading' : s.hasTag('error') ? 'error' : s.hasTag('empty') ? 'empty' : 'ready';
