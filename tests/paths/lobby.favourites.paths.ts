import { fromPromise } from 'xstate';
import { definePathSuite } from './harness';
import { favouritesMachine } from '@/machines/lobby/favourites.machine';
import type { FavouriteChange } from '@/machines/lobby/lobby.types';
import { fakeGame } from './lobby.fixtures';

const pending = <T, I>() => fromPromise<T, I>(() => new Promise(() => undefined));

export const favouritesPaths = definePathSuite({
  name: 'lobby favourites',
  machine: favouritesMachine.provide({
    actors: {
      loadFavouriteIds: pending<number[], void>(),
      toggleFavourite: pending<void, FavouriteChange | null>(),
    },
  }),
  input: { isLoggedIn: true },
  events: {
    'favourite.toggle': [{ game: fakeGame() }],
    'favourite.save': [{ game: fakeGame() }],
    'favourite.session.change': [{ isLoggedIn: false }, { isLoggedIn: true }],
    'xstate.done.actor.loadFavouriteIds': [{ output: [101] }, { output: [] }],
    'xstate.error.actor.loadFavouriteIds': [{ error: { messageKey: 'errors:network' } }],
    'xstate.done.actor.toggleFavourite': [{ output: undefined }],
    'xstate.error.actor.toggleFavourite': [{ error: { messageKey: 'errors:network' } }],
  },
});
