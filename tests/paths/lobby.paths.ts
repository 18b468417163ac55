import { fromPromise } from 'xstate';
import { definePathSuite } from './harness';
import { lobbyMachine } from '@/machines/lobby/lobby.machine';
import type { GamePage, PageRequest } from '@/machines/lobby/lobby.types';
import { failures } from './account.fixtures';
import { fakeGame } from './lobby.fixtures';

const page = (totalPages: number): GamePage => ({ games: [fakeGame()], totalPages });
// Shaped as the API client rejects, so the golden's failure key is the one the screen shows.
const failure = failures.network;

export const lobbyPaths = definePathSuite({
  name: 'lobby',
  machine: lobbyMachine.provide({
    // Never settle on their own: the harness sends done/error events.
    actors: { loadPage: fromPromise<GamePage, PageRequest>(() => new Promise(() => undefined)) },
  }),
  input: { category: 'rng', isLoggedIn: true, hasHot: true },
  events: {
    'lobby.type.select': [
      { listType: 'all' },
      { listType: 'hot' },
      { listType: 'fav' },
      { listType: 'recent' },
    ],
    'lobby.vendor.select': [{ vendor: 'PG' }],
    'lobby.search': [{ gameName: 'gold' }],
    'lobby.classify.select': [{ gameClassify: 'SC' }],
    'lobby.minBet.select': [{ minBet: 0.05 }],
    'lobby.page.go': [{ pageNo: 2 }, { pageNo: 99 }],
    // A filtered third page (a shared address), and saved games after logging out (read as all).
    'lobby.restore': [
      {
        listType: 'all',
        filters: { vendor: 'PG', gameName: '', gameClassify: 'SC', minBet: null },
        pageNo: 3,
      },
      {
        listType: 'fav',
        filters: { vendor: null, gameName: '', gameClassify: null, minBet: null },
        pageNo: 1,
      },
    ],
    'lobby.session.change': [{ isLoggedIn: false }],
    'lobby.hot.change': [{ hasHot: false }],
    'xstate.done.actor.loadPage': [{ output: page(2) }, { output: { games: [], totalPages: 0 } }],
    'xstate.done.actor.loadMore': [{ output: page(2) }, { output: page(3) }],
    'xstate.error.actor.loadPage': [{ error: failure }],
    'xstate.error.actor.loadMore': [{ error: failure }],
  },
  // The filters only feed the request; the games only feed the screen. Neither steers a transition.
  ignoreContext: ['filters', 'games', 'category'],
});
