import { assign, fromPromise, setup } from 'xstate';
import { LOBBY_GAME_TYPES, LOTTERY_ROUTED_TYPES, LOTTERY_ROUTED_VENDORS } from '@/config/constants';
import type { LobbyGame } from '../lobby/lobby.types';

/**
 * Game launch (spec 02 §4, §8): gates (login, trial), routing (lottery, vendor lobbies, VASSALAGE
 * popup list) and the launch itself, with maintenance and popup-blocked outcomes.
 */
export interface LaunchTarget {
  /** `vendor` = a vendor card or tab; `game` = one game card. */
  kind: 'game' | 'vendor';
  gameType: string;
  vassalage: string;
  nodeId?: number;
  gameId?: string;
  gameCode?: string;
  gameName?: string;
  defaultPlayType?: string | null;
  playType?: string;
  maintenance?: boolean;
}

export interface LaunchSession {
  isLoggedIn: boolean;
  isTrial: boolean;
}

export interface LaunchResult {
  url: string;
}

export type Navigation = { to: string; query: Record<string, string> };

export interface GameLaunchContext {
  target: LaunchTarget | null;
  vendorGames: LobbyGame[];
  recommended: LobbyGame[];
  url: string | null;
  errorKey: string | null;
  serverMessage: string | null;
  navigation: Navigation | null;
}

export type GameLaunchEvent =
  | { type: 'launch.request'; target: LaunchTarget; session: LaunchSession }
  | { type: 'launch.dismiss' }
  | { type: 'launch.retry' };

export const MAINTENANCE_ERROR_CODES = ['game.maintenance', 'GAME_MAINTENANCE', 'game_maintenance'];
export const RECOMMENDED_COUNT = 3;

const errorOf = (error: unknown): { key: string; code: string | null; message: string | null } => {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  return {
    key: typeof e.messageKey === 'string' ? e.messageKey : 'errors:system',
    code: typeof e.errorCode === 'string' ? e.errorCode : null,
    message: typeof e.serverMessage === 'string' ? e.serverMessage : null,
  };
};

export const isLotteryTarget = (t: LaunchTarget) =>
  (LOTTERY_ROUTED_TYPES as readonly string[]).includes(t.gameType.toUpperCase()) ||
  (LOTTERY_ROUTED_VENDORS as readonly string[]).includes(t.vassalage.toUpperCase());

export const isVendorLobbyTarget = (t: LaunchTarget) =>
  t.kind === 'vendor' && (LOBBY_GAME_TYPES as readonly string[]).includes(t.gameType.toUpperCase());

export const lotteryNavigation = (t: LaunchTarget): Navigation => ({
  to: '/lottery',
  query: Object.fromEntries(
    Object.entries({
      gameCode: t.gameCode,
      vendor: t.vassalage,
      playType: t.playType ?? t.defaultPlayType ?? undefined,
    }).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  ),
});

export const lobbyNavigation = (t: LaunchTarget): Navigation => ({
  to: `/${t.gameType.toLowerCase()}`,
  query: { page: t.vassalage },
});

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    tags: {} as 'busy' | 'dialog',
  },
  actors: {
    launchGame: fromPromise<LaunchResult, LaunchTarget>(async () => ({ url: '' })),
    loadVendorGames: fromPromise<LobbyGame[], LaunchTarget>(async () => []),
    loadRecommended: fromPromise<LobbyGame[], LaunchTarget>(async () => []),
    /** Opens the launched game (in-app route or a new window); rejects when the browser blocks the popup. */
    openGame: fromPromise<void, { url: string; target: LaunchTarget }>(async () => undefined),
  },
  delays: { requestTimeout: 20_000 },
  guards: {
    isVisitor: ({ event }) => event.type === 'launch.request' && !event.session.isLoggedIn,
    isTrial: ({ event }) => event.type === 'launch.request' && event.session.isTrial,
    isLottery: ({ event }) => event.type === 'launch.request' && isLotteryTarget(event.target),
    isVassalage: ({ event }) =>
      event.type === 'launch.request' && (event.target.defaultPlayType ?? '').toUpperCase() === 'VASSALAGE',
    isTargetVassalage: ({ context }) => (context.target?.defaultPlayType ?? '').toUpperCase() === 'VASSALAGE',
    isVendorLobby: ({ event }) => event.type === 'launch.request' && isVendorLobbyTarget(event.target),
    isUnderMaintenance: ({ event }) => event.type === 'launch.request' && event.target.maintenance === true,
    isMaintenanceError: ({ event }) => {
      const { code } = errorOf((event as { error?: unknown }).error);
      return code !== null && MAINTENANCE_ERROR_CODES.includes(code);
    },
  },
  actions: {
    setTarget: assign(({ event }) =>
      event.type === 'launch.request'
        ? {
            target: event.target,
            errorKey: null,
            serverMessage: null,
            url: null,
            navigation: null,
            recommended: [],
          }
        : {},
    ),
    setLotteryNavigation: assign(({ event }) =>
      event.type === 'launch.request' ? { navigation: lotteryNavigation(event.target) } : {},
    ),
    setLobbyNavigation: assign(({ event }) =>
      event.type === 'launch.request' ? { navigation: lobbyNavigation(event.target) } : {},
    ),
    /** Opens the login popup (performed by the UI). */
    requestLogin: () => undefined,
    /** Performed by the UI (router). */
    navigate: (_, _params: { navigation: Navigation | null }) => undefined,
    /** Slot launch remembers the vendor so /rng opens on its tab (performed by the UI: storage). */
    storeVassalage: (_, _params: { vassalage: string }) => undefined,
    /** A game was launched: recent lists are stale (performed by the UI: query invalidation). */
    notifyLaunched: (_, _params: { target: LaunchTarget | null }) => undefined,
    setVendorGames: assign(({ event }) => ({
      vendorGames: (event as unknown as { output: LobbyGame[] }).output,
    })),
    setRecommended: assign(({ event }) => ({
      recommended: (event as unknown as { output: LobbyGame[] }).output.slice(0, RECOMMENDED_COUNT),
    })),
    setUrl: assign(({ event }) => ({ url: (event as unknown as { output: LaunchResult }).output.url })),
    setError: assign(({ event }) => {
      const e = errorOf((event as { error?: unknown }).error);
      return { errorKey: e.key, serverMessage: e.message };
    }),
    setTimeoutError: assign({ errorKey: 'errors:slow', serverMessage: null }),
    setMaintenance: assign(({ event }) => ({
      errorKey: 'errors:gameMaintenance',
      serverMessage: errorOf((event as { error?: unknown }).error).message,
    })),
    clear: assign({
      target: null,
      vendorGames: [],
      recommended: [],
      url: null,
      errorKey: null,
      serverMessage: null,
    }),
  },
}).createMachine({
  id: 'gameLaunch',
  initial: 'idle',
  context: {
    target: null,
    vendorGames: [],
    recommended: [],
    url: null,
    errorKey: null,
    serverMessage: null,
    navigation: null,
  },
  on: {
    // A new request always wins: e.g. a game picked from the VASSALAGE list or from the recommendations.
    'launch.request': [
      { guard: 'isVisitor', target: '.loginRequired', actions: 'setTarget' },
      { guard: 'isTrial', target: '.trialRefused', actions: 'setTarget' },
      {
        guard: 'isLottery',
        target: '.idle',
        actions: [
          'setTarget',
          'setLotteryNavigation',
          { type: 'navigate', params: ({ context }) => ({ navigation: context.navigation }) },
        ],
      },
      { guard: 'isVassalage', target: '.loadingVendorGames', actions: 'setTarget' },
      {
        guard: 'isVendorLobby',
        target: '.idle',
        actions: [
          'setTarget',
          'setLobbyNavigation',
          { type: 'storeVassalage', params: ({ event }) => ({ vassalage: event.target.vassalage }) },
          { type: 'navigate', params: ({ context }) => ({ navigation: context.navigation }) },
        ],
      },
      { guard: 'isUnderMaintenance', target: '.loadingRecommended', actions: 'setTarget' },
      { target: '.launching', actions: 'setTarget' },
    ],
  },
  states: {
    idle: {},
    // The login popup belongs to the shell: the UI provides `requestLogin`.
    loginRequired: { entry: 'requestLogin', on: { 'launch.dismiss': { target: 'idle', actions: 'clear' } } },
    trialRefused: { tags: ['dialog'], on: { 'launch.dismiss': { target: 'idle', actions: 'clear' } } },
    loadingVendorGames: {
      tags: ['busy', 'dialog'],
      invoke: {
        id: 'loadVendorGames',
        src: 'loadVendorGames',
        input: ({ context }) => context.target as LaunchTarget,
        onDone: { target: 'vendorGames', actions: 'setVendorGames' },
        onError: { target: 'failure', actions: 'setError' },
      },
      after: { requestTimeout: { target: 'failure', actions: 'setTimeoutError' } },
      on: { 'launch.dismiss': { target: 'idle', actions: 'clear' } },
    },
    vendorGames: { tags: ['dialog'], on: { 'launch.dismiss': { target: 'idle', actions: 'clear' } } },
    launching: {
      tags: ['busy'],
      invoke: {
        id: 'launchGame',
        src: 'launchGame',
        input: ({ context }) => context.target as LaunchTarget,
        onDone: { target: 'opening', actions: 'setUrl' },
        onError: [
          { guard: 'isMaintenanceError', target: 'loadingRecommended', actions: 'setMaintenance' },
          { target: 'failure', actions: 'setError' },
        ],
      },
      after: { requestTimeout: { target: 'failure', actions: 'setTimeoutError' } },
    },
    opening: {
      tags: ['busy'],
      invoke: {
        id: 'openGame',
        src: 'openGame',
        input: ({ context }) => ({ url: context.url ?? '', target: context.target as LaunchTarget }),
        onDone: {
          target: 'idle',
          actions: { type: 'notifyLaunched', params: ({ context }) => ({ target: context.target }) },
        },
        onError: { target: 'popupBlocked' },
      },
    },
    popupBlocked: {
      tags: ['dialog'],
      on: { 'launch.retry': { target: 'opening' }, 'launch.dismiss': { target: 'idle', actions: 'clear' } },
    },
    loadingRecommended: {
      tags: ['busy', 'dialog'],
      entry: assign(({ context }) => ({ errorKey: context.errorKey ?? 'errors:gameMaintenance' })),
      invoke: {
        id: 'loadRecommended',
        src: 'loadRecommended',
        input: ({ context }) => context.target as LaunchTarget,
        onDone: { target: 'maintenance', actions: 'setRecommended' },
        // The maintenance message matters more than the suggestions.
        onError: { target: 'maintenance' },
      },
      after: { requestTimeout: { target: 'maintenance' } },
    },
    maintenance: { tags: ['dialog'], on: { 'launch.dismiss': { target: 'idle', actions: 'clear' } } },
    failure: {
      tags: ['dialog'],
      on: { 'launch.retry': { target: 'retrying' }, 'launch.dismiss': { target: 'idle', actions: 'clear' } },
    },
    retrying: {
      always: [{ guard: 'isTargetVassalage', target: 'loadingVendorGames' }, { target: 'launching' }],
    },
  },
});

export type GameLaunchMachine = typeof gameLaunchMachine;
