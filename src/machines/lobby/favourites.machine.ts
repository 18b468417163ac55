import { assign, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../shared/failure';
import type { FavouriteChange, LobbyGame } from './lobby.types';

/**
 * Saved games by nodeId (spec 02 §3, §4). A toggle shows at once (optimistic) and is rolled back,
 * with a message, when the add/remove call fails (the client's timeout included). Visitors never
 * reach this machine: the protected-action gate sends them to the login popup first, and a save
 * they asked for arrives as `favourite.save` once they are members (ADR 014).
 */
export interface FavouritesContext {
  isLoggedIn: boolean;
  ids: number[];
  /** Ids as they were before the pending call, restored on failure. */
  rollbackIds: number[] | null;
  pending: FavouriteChange | null;
  /** A save asked for while the member's ids were still loading: applied once they are in. */
  queued: LobbyGame | null;
  errorKey: MessageKey | null;
}

export type FavouritesEvent =
  | { type: 'favourite.toggle'; game: LobbyGame }
  /** Saves a game that is not saved yet (a visitor's heart, carried through the login). */
  | { type: 'favourite.save'; game: LobbyGame }
  | { type: 'favourite.dismissError' }
  | { type: 'favourite.session.change'; isLoggedIn: boolean };

type Tag = 'loading' | 'saving';

/** What a toggle of `game` does to `ids`. */
const changeFor = (ids: readonly number[], game: LobbyGame) => {
  const add = !ids.includes(game.nodeId);
  return {
    pending: { game, add },
    rollbackIds: [...ids],
    errorKey: null,
    ids: add ? [...ids, game.nodeId] : ids.filter((id) => id !== game.nodeId),
  };
};

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    input: {} as { isLoggedIn: boolean },
    tags: {} as Tag,
  },
  actors: {
    loadFavouriteIds: fromPromise<number[], void>(async () => {
      throw new Error('loadFavouriteIds not provided');
    }),
    toggleFavourite: fromPromise<void, FavouriteChange | null>(async () => {
      throw new Error('toggleFavourite not provided');
    }),
  },
  guards: {
    isLoggedIn: ({ context }) => context.isLoggedIn,
    isLogIn: (_, params: { isLoggedIn: boolean }) => params.isLoggedIn,
    hasQueued: ({ context }) => context.queued !== null,
    /** A member's save of a game that is not saved yet (saving it again would un-save it). */
    canSave: ({ context }, params: { game: LobbyGame }) =>
      context.isLoggedIn && !context.ids.includes(params.game.nodeId),
    /** A queued save whose game the loaded ids do not hold yet. */
    hasQueuedSave: ({ context }, params: { ids: number[] }) =>
      context.queued !== null && !params.ids.includes(context.queued.nodeId),
  },
  actions: {
    setSession: assign((_, params: { isLoggedIn: boolean }) => ({ isLoggedIn: params.isLoggedIn })),
    setIds: assign((_, params: { ids: number[] }) => ({ ids: params.ids })),
    clearIds: assign({ ids: [], rollbackIds: null, pending: null, queued: null }),
    apply: assign(({ context }, params: { game: LobbyGame }) => changeFor(context.ids, params.game)),
    queue: assign((_, params: { game: LobbyGame }) => ({ queued: params.game })),
    applyQueued: assign(({ context }) =>
      context.queued ? { ...changeFor(context.ids, context.queued), queued: null } : {},
    ),
    dropQueued: assign({ queued: null }),
    commit: assign({ pending: null, rollbackIds: null }),
    rollBack: assign(({ context }) => ({
      ids: context.rollbackIds ?? context.ids,
      rollbackIds: null,
      pending: null,
      errorKey:
        context.pending?.add === false
          ? ('lobby:favourite.removeFailed' as const)
          : ('lobby:favourite.addFailed' as const),
    })),
    dismissError: assign({ errorKey: null }),
  },
}).createMachine({
  id: 'favourites',
  // Visitors go through loading too: the actor answers [] without a session, which keeps the
  // initial state static (no eventless hop before the actor exists).
  initial: 'loading',
  context: ({ input }) => ({
    isLoggedIn: input.isLoggedIn,
    ids: [],
    rollbackIds: null,
    pending: null,
    queued: null,
    errorKey: null,
  }),
  on: {
    'favourite.session.change': [
      {
        guard: { type: 'isLogIn', params: ({ event }) => ({ isLoggedIn: event.isLoggedIn }) },
        target: '.loading',
        actions: { type: 'setSession', params: ({ event }) => ({ isLoggedIn: event.isLoggedIn }) },
      },
      {
        target: '.idle',
        actions: [
          { type: 'setSession', params: ({ event }) => ({ isLoggedIn: event.isLoggedIn }) },
          'clearIds',
        ],
      },
    ],
    'favourite.dismissError': { actions: 'dismissError' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadFavouriteIds',
        src: 'loadFavouriteIds',
        onDone: [
          {
            guard: { type: 'hasQueuedSave', params: ({ event }) => ({ ids: event.output }) },
            target: 'saving',
            actions: [{ type: 'setIds', params: ({ event }) => ({ ids: event.output }) }, 'applyQueued'],
          },
          {
            target: 'idle',
            actions: [{ type: 'setIds', params: ({ event }) => ({ ids: event.output }) }, 'dropQueued'],
          },
        ],
        // Without ids every heart shows empty; the lists themselves still work. A queued save
        // still goes ahead: adding a game twice is harmless, losing the player's click is not.
        onError: [{ guard: 'hasQueued', target: 'saving', actions: 'applyQueued' }, { target: 'idle' }],
      },
      on: {
        'favourite.save': {
          actions: { type: 'queue', params: ({ event }) => ({ game: event.game }) },
        },
      },
    },
    idle: {
      on: {
        'favourite.toggle': {
          guard: 'isLoggedIn',
          target: 'saving',
          actions: { type: 'apply', params: ({ event }) => ({ game: event.game }) },
        },
        'favourite.save': [
          {
            guard: { type: 'canSave', params: ({ event }) => ({ game: event.game }) },
            target: 'saving',
            actions: { type: 'apply', params: ({ event }) => ({ game: event.game }) },
          },
          // Already saved: nothing to do.
          { guard: 'isLoggedIn' },
          // The login that asked for it has not reached this list yet: its session change will.
          { actions: { type: 'queue', params: ({ event }) => ({ game: event.game }) } },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'toggleFavourite',
        src: 'toggleFavourite',
        input: ({ context }) => context.pending,
        onDone: { target: 'idle', actions: 'commit' },
        onError: { target: 'idle', actions: 'rollBack' },
      },
    },
  },
});

export type FavouritesMachine = typeof favouritesMachine;
