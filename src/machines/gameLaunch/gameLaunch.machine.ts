import { assign, fromPromise, setup } from 'xstate';
import { errorKey, exclusionEndText } from '@/api/errors';
import { LOBBY_GAME_TYPES, LOTTERY_ROUTED_TYPES, LOTTERY_ROUTED_VENDORS } from '@/config/constants';
import type { LobbyGame } from '../lobby/lobby.types';
import { toFailure, type Failure } from '../shared/failure';

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
  /** A PVP game's room, chosen from the room list before the launch. */
  roomId?: string;
}

/**
 * What the site knows of the member's responsible-gambling state (ADR 043) when the launch is asked:
 * a running time-out or self-exclusion, and limits used up. Absent with `settings.responsibleGambling`
 * off or before the state is known; the backend refuses all the same.
 */
export interface LaunchRg {
  exclusion: { kind: 'timeout' | 'selfExclusion'; until: number } | null;
  lossLimitReached: boolean;
  sessionLimitReached: boolean;
}

export interface LaunchSession {
  isLoggedIn: boolean;
  isTrial: boolean;
  rg?: LaunchRg;
}

/**
 * Why responsible gambling forbids a real-money launch now, or null (UKGC RTS 12, MGA PPD): an
 * exclusion first (it names its end), then the loss limit, then the daily session-time limit.
 */
export function rgLaunchRefusal(rg: LaunchRg | undefined): Failure | null {
  if (!rg) return null;
  if (rg.exclusion)
    return {
      messageKey: errorKey(rg.exclusion.kind === 'timeout' ? 'timedOut' : 'selfExcluded'),
      messageValues: { until: exclusionEndText(rg.exclusion.until) },
      business: true,
    };
  if (rg.lossLimitReached) return { messageKey: errorKey('lossLimitReached'), business: true };
  if (rg.sessionLimitReached) return { messageKey: errorKey('sessionLimitReached'), business: true };
  return null;
}

/**
 * A request that would lead to a real-money game while responsible gambling forbids it. Opening a
 * vendor's lobby page only browses, so it stays; a lottery lobby, a VASSALAGE list's game and a card
 * all end in a real-money launch.
 */
export const isRgForbidden = (session: LaunchSession, target: LaunchTarget): boolean =>
  !isBrowsingTarget(target) && rgLaunchRefusal(session.rg) !== null;

/** A request the machine answers with a vendor's lobby page (no lottery, no VASSALAGE list): no game opens. */
export const isBrowsingTarget = (t: LaunchTarget): boolean =>
  isVendorLobbyTarget(t) && !isLotteryTarget(t) && (t.defaultPlayType ?? '').toUpperCase() !== 'VASSALAGE';

export interface LaunchResult {
  url: string;
}

export type Navigation = { to: string; query: Record<string, string> };

export interface GameLaunchContext {
  target: LaunchTarget | null;
  vendorGames: LobbyGame[];
  recommended: LobbyGame[];
  url: string | null;
  /** Why the launch failed, or the maintenance notice (with the server's text when it sent one). */
  failure: Failure | null;
  navigation: Navigation | null;
}

export type GameLaunchEvent =
  | { type: 'launch.request'; target: LaunchTarget; session: LaunchSession }
  | { type: 'launch.dismiss' }
  | { type: 'launch.retry' };

export const MAINTENANCE_ERROR_CODES = ['game.maintenance', 'GAME_MAINTENANCE', 'game_maintenance'];
export const RECOMMENDED_COUNT = 3;

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

export type GameLaunchTag = 'busy' | 'dialog';

const MAINTENANCE_FAILURE: Failure = { messageKey: errorKey('gameMaintenance') };

/** Selected with a request's target: nothing of the previous launch is kept. */
const freshLaunch = (target: LaunchTarget) => ({
  target,
  failure: null,
  url: null,
  navigation: null,
  recommended: [],
});

/**
 * The browser refused the game's window (a popup blocker): the one `openGame` failure that offers
 * "open again". Any other failure (an address the outbound check refuses) is the failure dialog
 * with its own message.
 */
export class PopupBlockedError extends Error {
  readonly messageKey = errorKey('popupBlocked');
  constructor() {
    super('popup blocked');
    this.name = 'PopupBlockedError';
  }
}

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    tags: {} as GameLaunchTag,
  },
  actors: {
    launchGame: fromPromise<LaunchResult, LaunchTarget>(async () => {
      throw new Error('launchGame not provided');
    }),
    loadVendorGames: fromPromise<LobbyGame[], LaunchTarget>(async () => {
      throw new Error('loadVendorGames not provided');
    }),
    loadRecommended: fromPromise<LobbyGame[], LaunchTarget>(async () => {
      throw new Error('loadRecommended not provided');
    }),
    /** Opens the launched game (in-app route or a new window); rejects when the browser blocks the popup. */
    openGame: fromPromise<void, { url: string; target: LaunchTarget }>(async () => {
      throw new Error('openGame not provided');
    }),
  },
  guards: {
    isVisitor: (_, params: { session: LaunchSession }) => !params.session.isLoggedIn,
    isTrial: (_, params: { session: LaunchSession }) => params.session.isTrial,
    isRgForbidden: (_, params: { session: LaunchSession; target: LaunchTarget }) =>
      isRgForbidden(params.session, params.target),
    isLottery: (_, params: { target: LaunchTarget }) => isLotteryTarget(params.target),
    isVassalage: (_, params: { target: LaunchTarget }) =>
      (params.target.defaultPlayType ?? '').toUpperCase() === 'VASSALAGE',
    isTargetVassalage: ({ context }) => (context.target?.defaultPlayType ?? '').toUpperCase() === 'VASSALAGE',
    isVendorLobby: (_, params: { target: LaunchTarget }) => isVendorLobbyTarget(params.target),
    isUnderMaintenance: (_, params: { target: LaunchTarget }) => params.target.maintenance === true,
    isPopupBlocked: (_, params: { error: unknown }) => params.error instanceof PopupBlockedError,
    isMaintenanceError: (_, params: { error: unknown }) => {
      const code = toFailure(params.error).errorCode;
      return code !== undefined && MAINTENANCE_ERROR_CODES.includes(code);
    },
  },
  actions: {
    setTarget: assign((_, params: { target: LaunchTarget }) => freshLaunch(params.target)),
    setLotteryNavigation: assign((_, params: { target: LaunchTarget }) => ({
      navigation: lotteryNavigation(params.target),
    })),
    setLobbyNavigation: assign((_, params: { target: LaunchTarget }) => ({
      navigation: lobbyNavigation(params.target),
    })),
    /** Opens the login popup (performed by the UI). */
    requestLogin: () => undefined,
    /** Performed by the UI (router). */
    navigate: (_, _params: { navigation: Navigation | null }) => undefined,
    /** Slot launch remembers the vendor so /rng opens on its tab (performed by the UI: storage). */
    storeVassalage: (_, _params: { vassalage: string }) => undefined,
    /** A game was launched: recent lists are stale (performed by the UI: query invalidation). */
    notifyLaunched: (_, _params: { target: LaunchTarget | null }) => undefined,
    setVendorGames: assign((_, params: { games: LobbyGame[] }) => ({ vendorGames: params.games })),
    setRecommended: assign((_, params: { games: LobbyGame[] }) => ({
      recommended: params.games.slice(0, RECOMMENDED_COUNT),
    })),
    setUrl: assign((_, params: { result: LaunchResult }) => ({ url: params.result.url })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    setRgRefusal: assign((_, params: { session: LaunchSession }) => ({
      failure: rgLaunchRefusal(params.session.rg),
    })),
    /** The maintenance notice, with the server's own text when its refusal carried one. */
    setMaintenance: assign((_, params: { error: unknown }) => {
      const { serverMessage } = toFailure(params.error);
      return { failure: serverMessage ? { ...MAINTENANCE_FAILURE, serverMessage } : MAINTENANCE_FAILURE };
    }),
    /** A card already marked under maintenance shows the notice without a launch call. */
    keepMaintenanceNotice: assign(({ context }) => ({ failure: context.failure ?? MAINTENANCE_FAILURE })),
    clear: assign({
      target: null,
      vendorGames: [],
      recommended: [],
      url: null,
      failure: null,
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
    failure: null,
    navigation: null,
  },
  on: {
    // A new request wins over a dialog: e.g. a game picked from the VASSALAGE list or from the
    // recommendations. States with a call in flight override this (one request per intent).
    'launch.request': [
      {
        guard: { type: 'isVisitor', params: ({ event }) => ({ session: event.session }) },
        target: '.loginRequired',
        actions: { type: 'setTarget', params: ({ event }) => ({ target: event.target }) },
      },
      {
        guard: { type: 'isTrial', params: ({ event }) => ({ session: event.session }) },
        target: '.trialRefused',
        actions: { type: 'setTarget', params: ({ event }) => ({ target: event.target }) },
      },
      // After the login and trial gates (spec 02 §4 keeps those answers), before anything that ends
      // in a real-money game: refused before any call (ADR 043).
      {
        guard: {
          type: 'isRgForbidden',
          params: ({ event }) => ({ session: event.session, target: event.target }),
        },
        target: '.rgRefused',
        actions: [
          { type: 'setTarget', params: ({ event }) => ({ target: event.target }) },
          { type: 'setRgRefusal', params: ({ event }) => ({ session: event.session }) },
        ],
      },
      {
        guard: { type: 'isLottery', params: ({ event }) => ({ target: event.target }) },
        target: '.idle',
        actions: [
          { type: 'setTarget', params: ({ event }) => ({ target: event.target }) },
          { type: 'setLotteryNavigation', params: ({ event }) => ({ target: event.target }) },
          { type: 'navigate', params: ({ context }) => ({ navigation: context.navigation }) },
        ],
      },
      {
        guard: { type: 'isVassalage', params: ({ event }) => ({ target: event.target }) },
        target: '.loadingVendorGames',
        actions: { type: 'setTarget', params: ({ event }) => ({ target: event.target }) },
      },
      {
        guard: { type: 'isVendorLobby', params: ({ event }) => ({ target: event.target }) },
        target: '.idle',
        actions: [
          { type: 'setTarget', params: ({ event }) => ({ target: event.target }) },
          { type: 'setLobbyNavigation', params: ({ event }) => ({ target: event.target }) },
          { type: 'storeVassalage', params: ({ event }) => ({ vassalage: event.target.vassalage }) },
          { type: 'navigate', params: ({ context }) => ({ navigation: context.navigation }) },
        ],
      },
      {
        guard: { type: 'isUnderMaintenance', params: ({ event }) => ({ target: event.target }) },
        target: '.loadingRecommended',
        actions: { type: 'setTarget', params: ({ event }) => ({ target: event.target }) },
      },
      {
        target: '.launching',
        actions: { type: 'setTarget', params: ({ event }) => ({ target: event.target }) },
      },
    ],
  },
  states: {
    idle: {},
    // The login popup belongs to the shell: the UI provides `requestLogin`.
    loginRequired: { entry: 'requestLogin', on: { 'launch.dismiss': { target: 'idle', actions: 'clear' } } },
    trialRefused: { tags: ['dialog'], on: { 'launch.dismiss': { target: 'idle', actions: 'clear' } } },
    rgRefused: { tags: ['dialog'], on: { 'launch.dismiss': { target: 'idle', actions: 'clear' } } },
    loadingVendorGames: {
      tags: ['busy', 'dialog'],
      invoke: {
        id: 'loadVendorGames',
        src: 'loadVendorGames',
        input: ({ context }) => context.target as LaunchTarget,
        onDone: {
          target: 'vendorGames',
          actions: { type: 'setVendorGames', params: ({ event }) => ({ games: event.output }) },
        },
        onError: {
          target: 'failure',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        // The list is on its way: a second click on the entry asks for nothing more.
        'launch.request': {},
        // Closing the list abandons its request (the actor's signal aborts it).
        'launch.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
    vendorGames: { tags: ['dialog'], on: { 'launch.dismiss': { target: 'idle', actions: 'clear' } } },
    launching: {
      tags: ['busy'],
      invoke: {
        id: 'launchGame',
        src: 'launchGame',
        input: ({ context }) => context.target as LaunchTarget,
        onDone: {
          target: 'opening',
          actions: { type: 'setUrl', params: ({ event }) => ({ result: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isMaintenanceError', params: ({ event }) => ({ error: event.error }) },
            target: 'loadingRecommended',
            actions: { type: 'setMaintenance', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failure',
            actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      // A double click (or tap) on a card is one intent: the launch in flight is the answer to both.
      on: { 'launch.request': {} },
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
        onError: [
          {
            guard: { type: 'isPopupBlocked', params: ({ event }) => ({ error: event.error }) },
            target: 'popupBlocked',
          },
          // A refused address (invalid-domain message), or anything else the opener threw.
          {
            target: 'failure',
            actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      on: { 'launch.request': {} },
    },
    popupBlocked: {
      tags: ['dialog'],
      on: { 'launch.retry': { target: 'opening' }, 'launch.dismiss': { target: 'idle', actions: 'clear' } },
    },
    loadingRecommended: {
      tags: ['busy', 'dialog'],
      entry: 'keepMaintenanceNotice',
      invoke: {
        id: 'loadRecommended',
        src: 'loadRecommended',
        input: ({ context }) => context.target as LaunchTarget,
        onDone: {
          target: 'maintenance',
          actions: { type: 'setRecommended', params: ({ event }) => ({ games: event.output }) },
        },
        // The maintenance message matters more than the suggestions.
        onError: { target: 'maintenance' },
      },
      on: {
        'launch.request': {},
        'launch.dismiss': { target: 'idle', actions: 'clear' },
      },
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
