import { assign, fromPromise, setup } from 'xstate';
import type { FavouriteChange, LobbyGame } from './lobby.types';

/**
 * Saved games by nodeId (spec 02 §3, §4). A toggle shows at once (optimistic) and is rolled back,
 * with a message, when the add/remove call fails or times out. Visitors are sent to the login popup.
 */
export interface FavouritesContext {
  isLoggedIn: boolean;
  ids: number[];
  /** Ids as they were before the pending call, restored on failure. */
  rollbackIds: number[] | null;
  pending: FavouriteChange | null;
  errorKey: string | null;
}

export type FavouritesEvent =
  | { type: 'favourite.toggle'; game: LobbyGame }
  | { type: 'favourite.dismissError' }
  | { type: 'favourite.session.change'; isLoggedIn: boolean };

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    input: {} as { isLoggedIn: boolean },
    tags: {} as 'saving',
  },
  actors: {
    loadFavouriteIds: fromPromise<number[], void>(async () => []),
    toggleFavourite: fromPromise<void, FavouriteChange | null>(async () => undefined),
  },
  delays: { requestTimeout: 20_000 },
  guards: {
    isLoggedIn: ({ context }) => context.isLoggedIn,
    isLogIn: ({ event }) => event.type === 'favourite.session.change' && event.isLoggedIn,
  },
  actions: {
    setSession: assign(({ event }) =>
      event.type === 'favourite.session.change' ? { isLoggedIn: event.isLoggedIn } : {},
    ),
    setIds: assign(({ event }) => ({ ids: (event as unknown as { output: number[] }).output })),
    clearIds: assign({ ids: [] as number[], rollbackIds: null, pending: null }),
    apply: assign(({ context, event }) => {
      if (event.type !== 'favourite.toggle') return {};
      const { game } = event;
      const add = !context.ids.includes(game.nodeId);
      return {
        pending: { game, add },
        rollbackIds: context.ids,
        errorKey: null,
        ids: add ? [...context.ids, game.nodeId] : context.ids.filter((id) => id !== game.nodeId),
      };
    }),
    commit: assign({ pending: null, rollbackIds: null }),
    rollBack: assign(({ context }) => ({
      ids: context.rollbackIds ?? context.ids,
      rollbackIds: null,
      pending: null,
      errorKey: context.pending?.add === false ? 'lobby:favourite.removeFailed' : 'lobby:favourite.addFailed',
    })),
    dismissError: assign({ errorKey: null }),
    /** The UI opens the login popup (the protected-action gate). */
    requestLogin: () => undefined,
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
    errorKey: null,
  }),
  on: {
    'favourite.session.change': [
      { guard: 'isLogIn', target: '.loading', actions: 'setSession' },
      { target: '.idle', actions: ['setSession', 'clearIds'] },
    ],
    'favourite.dismissError': { actions: 'dismissError' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadFavouriteIds',
        src: 'loadFavouriteIds',
        onDone: { target: 'idle', actions: 'setIds' },
        // Without ids every heart shows empty; the lists themselves still work.
        onError: { target: 'idle' },
      },
      after: { requestTimeout: { target: 'idle' } },
    },
    idle: {
      on: {
        'favourite.toggle': [
          { guard: 'isLoggedIn', target: 'saving', actions: 'apply' },
          { actions: 'requestLogin' },
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
      after: { requestTimeout: { target: 'idle', actions: 'rollBack' } },
    },
  },
});

export type FavouritesMachine = typeof favouritesMachine;
