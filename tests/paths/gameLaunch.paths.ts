import { fromPromise } from 'xstate';
import { definePathSuite } from './harness';
import {
  PopupBlockedError,
  gameLaunchMachine,
  type LaunchResult,
  type LaunchTarget,
} from '@/machines/gameLaunch/gameLaunch.machine';
import type { LobbyGame } from '@/machines/lobby/lobby.types';
import { ApiError } from '@/api/errors';
import { failures } from './account.fixtures';
import { fakeGame } from './lobby.fixtures';

const pending = <T, I>() => fromPromise<T, I>(() => new Promise(() => undefined));

const slot: LaunchTarget = { kind: 'game', gameType: 'RNG', vassalage: 'JL', nodeId: 101, gameId: 'JL0101' };
const member = { isLoggedIn: true, isTrial: false };

export const gameLaunchPaths = definePathSuite({
  name: 'gameLaunch',
  machine: gameLaunchMachine.provide({
    actors: {
      launchGame: pending<LaunchResult, LaunchTarget>(),
      loadVendorGames: pending<LobbyGame[], LaunchTarget>(),
      loadRecommended: pending<LobbyGame[], LaunchTarget>(),
      openGame: pending<void, { url: string; target: LaunchTarget }>(),
    },
  }),
  events: {
    'launch.request': [
      { target: slot, session: { isLoggedIn: false, isTrial: false } },
      { target: slot, session: { isLoggedIn: true, isTrial: true } },
      { target: slot, session: member },
      { target: { kind: 'game', gameType: 'LOTT', vassalage: 'TCG_SEA', gameCode: 'SEA1' }, session: member },
      { target: { kind: 'vendor', gameType: 'RNG', vassalage: 'PG' }, session: member },
      {
        target: { kind: 'vendor', gameType: 'LIVE', vassalage: 'AG', defaultPlayType: 'VASSALAGE' },
        session: member,
      },
      { target: { ...slot, maintenance: true }, session: member },
      // Responsible gambling forbids real money (ADR 043): the daily session-time limit is used up.
      {
        target: slot,
        session: {
          ...member,
          rg: { exclusion: null, lossLimitReached: false, sessionLimitReached: true },
        },
      },
    ],
    'xstate.done.actor.launchGame': [{ output: { url: '/mock-game.html?game=JL0101' } }],
    'xstate.error.actor.launchGame': [
      { error: failures.network },
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'game.maintenance',
          serverMessage: 'Under maintenance',
        }),
      },
    ],
    'xstate.done.actor.loadVendorGames': [{ output: [fakeGame({ vassalage: 'AG', gameType: 'LIVE' })] }],
    'xstate.error.actor.loadVendorGames': [{ error: failures.network }],
    'xstate.done.actor.loadRecommended': [
      {
        output: [fakeGame(), fakeGame({ nodeId: 102 }), fakeGame({ nodeId: 103 }), fakeGame({ nodeId: 104 })],
      },
    ],
    'xstate.error.actor.loadRecommended': [{ error: failures.network }],
    'xstate.done.actor.openGame': [{ output: undefined }],
    'xstate.error.actor.openGame': [
      { error: new PopupBlockedError() },
      // The outbound check refused the address at the opener: the invalid-domain message, not "popup blocked".
      { error: Object.assign(new Error('launch address refused'), { messageKey: 'errors:invalidDomain' }) },
    ],
  },
});
