import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { lobbyMachine } from '@/machines/lobby/lobby.machine';
import { favouritesMachine } from '@/machines/lobby/favourites.machine';
import {
  gameLaunchMachine,
  type LaunchResult,
  type LaunchTarget,
} from '@/machines/gameLaunch/gameLaunch.machine';
import { jackpotDigits, jackpotMachine, jackpotStartValue } from '@/machines/jackpot/jackpot.machine';
import type { GamePage, PageRequest } from '@/machines/lobby/lobby.types';
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
            throw {
              messageKey: 'errors:business',
              errorCode: 'game.maintenance',
              serverMessage: 'Back soon',
            };
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
    expect(actor.getSnapshot().context.serverMessage).toBe('Back soon');
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
