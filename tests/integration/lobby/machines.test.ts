import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { createActor, fromPromise, waitFor } from 'xstate';
import { lobbyMachine } from '@/machines/lobby/lobby.machine';
import { favouritesMachine } from '@/machines/lobby/favourites.machine';
import {
  gameLaunchMachine,
  type LaunchResult,
  type LaunchTarget,
} from '@/machines/gameLaunch/gameLaunch.machine';
import { jackpotDigits, jackpotMachine, jackpotStartValue } from '@/machines/jackpot/jackpot.machine';
import type { FavouriteChange, GamePage, LobbyGame, PageRequest } from '@/machines/lobby/lobby.types';
import {
  protectedActionMachine,
  type ProtectedIntent,
} from '@/machines/protectedAction/protectedAction.machine';
import { selectHasMore } from '@/machines/lobby/lobby.selectors';
import { fakeGame } from '../../paths/lobby.fixtures';

describe('lobby machine', () => {
  it('clamps previous/next to 1..totalPages and resets to page 1 of all on a filter change', async () => {
    const requests: PageRequest[] = [];
    const actor = createActor(
      lobbyMachine.provide({
        actors: {
          loadPage: fromPromise<GamePage, PageRequest>(async ({ input }) => {
            requests.push(input);
            return { games: [fakeGame({ nodeId: input.pageNo })], totalPages: 2 };
          }),
        },
      }),
      { input: { category: 'rng', isLoggedIn: false, hasHot: false } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'lobby.page.prev' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'lobby.page.next' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.pageNo).toBe(2);
    expect(selectHasMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'lobby.page.next' });
    expect(actor.getSnapshot().context.pageNo).toBe(2);
    actor.send({ type: 'lobby.minBet.select', minBet: 0.5 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests.at(-1)).toMatchObject({ pageNo: 1, listType: 'all', filters: { minBet: 0.5 } });
    actor.send({ type: 'lobby.type.select', listType: 'recent' });
    await waitFor(actor, (s) => s.matches('ready'));
    // Recent fetched page after page and kept both.
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual([1, 2]);
    expect(requests.at(-1)).toMatchObject({ listType: 'recent', filters: { minBet: null } });
    actor.send({ type: 'lobby.type.select', listType: 'fav' });
    expect(actor.getSnapshot().context.listType).toBe('recent');
    actor.stop();
  });
});

describe('favourites machine', () => {
  it('shows a toggle at once and rolls it back with a message when the call fails', async () => {
    let reject: (e: unknown) => void = () => undefined;
    const actor = createActor(
      favouritesMachine.provide({
        actors: {
          loadFavouriteIds: fromPromise(async () => [7]),
          toggleFavourite: fromPromise(() => new Promise<void>((_, r) => (reject = r))),
        },
      }),
      { input: { isLoggedIn: true } },
    ).start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'favourite.toggle', game: fakeGame() });
    expect(actor.getSnapshot().context.ids).toEqual([7, 101]);
    reject(new Error('boom'));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.ids).toEqual([7]);
    expect(actor.getSnapshot().context.errorKey).toBe('lobby:favourite.addFailed');
    actor.stop();
  });
});

describe('gameLaunch machine', () => {
  it('routes lottery vendors to /lottery with their query', () => {
    const navigate = vi.fn();
    const actor = createActor(
      gameLaunchMachine.provide({ actions: { navigate: (_, p) => navigate(p) } }),
    ).start();
    actor.send({
      type: 'launch.request',
      target: {
        kind: 'game',
        gameType: 'RNG',
        vassalage: 'TCG_LOTTO_VN',
        gameCode: 'VN1',
        playType: 'LOTTO',
      },
      session: { isLoggedIn: true, isTrial: false },
    });
    expect(navigate).toHaveBeenCalledWith({
      navigation: { to: '/lottery', query: { gameCode: 'VN1', vendor: 'TCG_LOTTO_VN', playType: 'LOTTO' } },
    });
    actor.stop();
  });

  it('shows maintenance with three recommended games', async () => {
    const actor = createActor(
      gameLaunchMachine.provide({
        actors: {
          launchGame: fromPromise<LaunchResult, LaunchTarget>(async () => {
            throw new ApiError({
              kind: 'business',
              errorCode: 'game.maintenance',
              serverMessage: 'Back soon',
            });
          }),
          loadRecommended: fromPromise(async () => [1, 2, 3, 4].map((nodeId) => fakeGame({ nodeId }))),
        },
      }),
    ).start();
    actor.send({
      type: 'launch.request',
      target: { kind: 'game', gameType: 'RNG', vassalage: 'JL', nodeId: 1 },
      session: { isLoggedIn: true, isTrial: false },
    });
    await waitFor(actor, (s) => s.matches('maintenance'));
    expect(actor.getSnapshot().context.recommended).toHaveLength(3);
    expect(actor.getSnapshot().context.failure?.serverMessage).toBe('Back soon');
    actor.stop();
  });
});

describe('jackpot machine', () => {
  it('rises by 165.11 every 3000 ms while shown and not while hidden', () => {
    vi.useFakeTimers();
    const now = Date.UTC(2026, 0, 1, 12);
    const actor = createActor(jackpotMachine, { input: { now } }).start();
    const start = jackpotStartValue(now);
    expect(actor.getSnapshot().context.value).toBe(start);
    vi.advanceTimersByTime(6000);
    expect(actor.getSnapshot().context.value).toBeCloseTo(start + 2 * 165.11, 2);
    actor.send({ type: 'jackpot.hide' });
    vi.advanceTimersByTime(9000);
    expect(actor.getSnapshot().context.value).toBeCloseTo(start + 2 * 165.11, 2);
    actor.stop();
    vi.useRealTimers();
    expect(jackpotDigits(1234.5).join('')).toBe('1,234.50');
  });
});

describe('one request per intent (gameLaunch)', () => {
  const target: LaunchTarget = { kind: 'game', gameType: 'RNG', vassalage: 'JL', nodeId: 1 };
  const member = { isLoggedIn: true, isTrial: false };

  it('a second request while the launch runs starts nothing; the launch ends as it would have', async () => {
    const started: LaunchTarget[] = [];
    const actor = createActor(
      gameLaunchMachine.provide({
        actors: {
          launchGame: fromPromise<LaunchResult, LaunchTarget>(async ({ input }) => {
            started.push(input);
            return { url: '/mock-game.html' };
          }),
          // The launched game opens as the screen would open it; the placeholder throws (ADR 013).
          openGame: fromPromise<void, { url: string; target: LaunchTarget }>(async () => undefined),
        },
      }),
    ).start();
    actor.send({ type: 'launch.request', target, session: member });
    actor.send({ type: 'launch.request', target, session: member });
    actor.send({ type: 'launch.request', target: { ...target, nodeId: 2 }, session: member });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(started).toEqual([target]);
    actor.stop();
  });

  it('leaving a loading state stops its actor: the signal it was given aborts', async () => {
    let signal: AbortSignal | null = null;
    const actor = createActor(
      gameLaunchMachine.provide({
        actors: {
          loadVendorGames: fromPromise<LobbyGame[], LaunchTarget>(({ signal: s }) => {
            signal = s;
            return new Promise(() => undefined);
          }),
        },
      }),
    ).start();
    actor.send({
      type: 'launch.request',
      target: { ...target, defaultPlayType: 'VASSALAGE' },
      session: member,
    });
    expect(actor.getSnapshot().matches('loadingVendorGames')).toBe(true);
    actor.send({ type: 'launch.dismiss' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(signal).not.toBeNull();
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
    actor.stop();
  });
});

describe('favourites: a save carried through the login', () => {
  it('waits for the session and the ids, then saves once; a game already saved is left alone', async () => {
    const calls: (FavouriteChange | null)[] = [];
    const actor = createActor(
      favouritesMachine.provide({
        actors: {
          loadFavouriteIds: fromPromise(async () => [7]),
          toggleFavourite: fromPromise<void, FavouriteChange | null>(async ({ input }) => {
            calls.push(input);
          }),
        },
      }),
      { input: { isLoggedIn: false } },
    ).start();
    await waitFor(actor, (s) => s.matches('idle'));
    // The login closed before this list heard of the session.
    actor.send({ type: 'favourite.save', game: fakeGame({ nodeId: 101 }) });
    actor.send({ type: 'favourite.session.change', isLoggedIn: true });
    await waitFor(actor, (s) => s.matches('idle') && calls.length === 1);
    expect(calls[0]).toMatchObject({ add: true, game: { nodeId: 101 } });
    expect(actor.getSnapshot().context.ids).toEqual([7, 101]);
    actor.send({ type: 'favourite.save', game: fakeGame({ nodeId: 7 }) });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls).toHaveLength(1);
    actor.stop();
  });
});

describe('protectedAction machine', () => {
  const intent: ProtectedIntent = { kind: 'deposit' };
  const run = () => {
    const performed: (ProtectedIntent | null)[] = [];
    const loginRequests = vi.fn();
    const refusals = vi.fn();
    const actor = createActor(
      protectedActionMachine.provide({
        actions: {
          perform: (_, params) => performed.push(params.intent),
          requestLogin: loginRequests,
          refuseTrial: refusals,
        },
      }),
    ).start();
    return { actor, performed, loginRequests, refusals };
  };

  it('a member is served at once; a trial account is refused', () => {
    const { actor, performed, refusals } = run();
    actor.send({ type: 'intent.request', intent, decision: 'allow' });
    actor.send({ type: 'intent.request', intent, decision: 'needRealAccount' });
    expect(performed).toEqual([intent]);
    expect(refusals).toHaveBeenCalledTimes(1);
  });

  it("a visitor's intent waits for the login and is carried out when it succeeds", () => {
    const { actor, performed, loginRequests } = run();
    actor.send({ type: 'intent.request', intent, decision: 'login' });
    expect(loginRequests).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('awaitingLogin')).toBe(true);
    expect(performed).toEqual([]);
    actor.send({ type: 'login.closed', decision: 'allow' });
    expect(performed).toEqual([intent]);
    expect(actor.getSnapshot().context.intent).toBeNull();
  });

  it('a cancelled login drops the intent; a trial login is refused instead', () => {
    const { actor, performed, refusals } = run();
    actor.send({ type: 'intent.request', intent, decision: 'login' });
    actor.send({ type: 'login.closed', decision: 'login' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.intent).toBeNull();
    actor.send({ type: 'intent.request', intent, decision: 'login' });
    actor.send({ type: 'login.closed', decision: 'needRealAccount' });
    expect(performed).toEqual([]);
    expect(refusals).toHaveBeenCalledTimes(1);
  });
});
