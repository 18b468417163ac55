/**
 * Launch gating holds (ADR 043; spec 02 §4): over every combination of session kind, time-out,
 * self-exclusion, loss and session-time limits used up, maintenance and game type, the real launch
 * machine never reaches a real-money launch while any of them forbids it, and a visitor and a trial
 * account keep the answers the spec gives them (the login popup, the need-real-account warning).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  gameLaunchMachine,
  isBrowsingTarget,
  isLotteryTarget,
  isRgForbidden,
  isVendorLobbyTarget,
  rgLaunchRefusal,
  type LaunchResult,
  type LaunchSession,
  type LaunchTarget,
  type Navigation,
} from '@/machines/gameLaunch/gameLaunch.machine';
import { toLaunchRg } from '@/machines/gameLaunch/gameLaunch.rg';
import type { LobbyGame } from '@/machines/lobby/lobby.types';
import type { RgLimit } from '@/contracts/responsibleGambling.contract';
import { isGreaterThan } from '@/money/money';

const RUNS = { numRuns: 400 };

type Kind = 'visitor' | 'member' | 'trial';

const arbTarget: fc.Arbitrary<LaunchTarget> = fc.record({
  kind: fc.constantFrom<'game' | 'vendor'>('game', 'vendor'),
  gameType: fc.constantFrom('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'),
  vassalage: fc.constantFrom('JL', 'PG', 'AG', 'TCG_SEA', 'TCG_LOTTO_VN', 'LOTT'),
  nodeId: fc.integer({ min: 1, max: 999 }),
  gameId: fc.constant('G1'),
  defaultPlayType: fc.constantFrom<string | null>(null, 'VASSALAGE', 'SLOT'),
  maintenance: fc.boolean(),
});

const arbCase = fc.record({
  kind: fc.constantFrom<Kind>('visitor', 'member', 'trial'),
  selfExcluded: fc.boolean(),
  timeOut: fc.boolean(),
  lossLimitReached: fc.boolean(),
  sessionLimitReached: fc.boolean(),
  target: arbTarget,
});
type Case = typeof arbCase extends fc.Arbitrary<infer C> ? C : never;

function sessionOf(c: Case): LaunchSession {
  const until = Date.UTC(2027, 0, 1);
  return {
    isLoggedIn: c.kind !== 'visitor',
    isTrial: c.kind === 'trial',
    rg: {
      // A self-exclusion outlasts a time-out: the backend reports the longer one.
      exclusion: c.selfExcluded
        ? { kind: 'selfExclusion', until }
        : c.timeOut
          ? { kind: 'timeout', until }
          : null,
      lossLimitReached: c.lossLimitReached,
      sessionLimitReached: c.sessionLimitReached,
    },
  };
}

const forbids = (c: Case) => c.selfExcluded || c.timeOut || c.lossLimitReached || c.sessionLimitReached;

const lobbyGame = (target: LaunchTarget): LobbyGame => ({
  nodeId: 7,
  gameId: 'G7',
  gameCode: 'G7',
  gameName: 'Picked',
  gameType: target.gameType,
  vassalage: target.vassalage,
  iconUrl: '',
  defaultPlayType: null,
  maintenance: false,
});

/**
 * Plays a case on the real machine: the request, and then what a player does with whatever opens (a
 * game picked from the vendor's list or from the maintenance notice's suggestions is a new request of
 * the same session). Counts what reaches real money: launch calls and the lottery lobby, which launches.
 */
async function play(c: Case) {
  const launches: LaunchTarget[] = [];
  const lotteries: Navigation[] = [];
  let loginAsked = 0;
  const session = sessionOf(c);
  const actor = createActor(
    gameLaunchMachine.provide({
      actors: {
        launchGame: fromPromise<LaunchResult, LaunchTarget>(async ({ input }) => {
          launches.push(input);
          return { url: 'https://games.example/play' };
        }),
        loadVendorGames: fromPromise<LobbyGame[], LaunchTarget>(async ({ input }) => [lobbyGame(input)]),
        loadRecommended: fromPromise<LobbyGame[], LaunchTarget>(async ({ input }) => [lobbyGame(input)]),
        openGame: fromPromise<void, { url: string; target: LaunchTarget }>(async () => undefined),
      },
      actions: {
        requestLogin: () => void (loginAsked += 1),
        navigate: (_, params) => {
          if (params.navigation?.to === '/lottery') lotteries.push(params.navigation);
        },
      },
    }),
  ).start();
  actor.send({ type: 'launch.request', target: c.target, session });
  const first = await waitFor(actor, (s) => !s.hasTag('busy'));
  const firstState = String(first.value);
  const offered = first.context.vendorGames[0] ?? first.context.recommended[0];
  if (offered) {
    const picked = {
      ...c.target,
      kind: 'game' as const,
      nodeId: offered.nodeId,
      maintenance: false,
      defaultPlayType: null,
    };
    actor.send({ type: 'launch.request', target: picked, session });
    await waitFor(actor, (s) => !s.hasTag('busy'));
  }
  const failureKey = first.context.failure?.messageKey ?? null;
  actor.stop();
  return { launches, lotteries, loginAsked, firstState, failureKey };
}

describe('launch gating (fast-check over the real gameLaunch machine)', () => {
  it('no real-money launch while a time-out, self-exclusion or used-up limit forbids it', async () => {
    await fc.assert(
      fc.asyncProperty(arbCase, async (c) => {
        const outcome = await play(c);
        if (forbids(c) || c.kind !== 'member') {
          expect(outcome.launches).toEqual([]);
          expect(outcome.lotteries).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it('a visitor gets the login popup and a trial account the need-real-account warning, whatever else holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbCase.filter((c) => c.kind !== 'member'),
        async (c) => {
          const outcome = await play(c);
          expect(outcome.firstState).toBe(c.kind === 'visitor' ? 'loginRequired' : 'trialRefused');
          expect(outcome.loginAsked).toBe(c.kind === 'visitor' ? 1 : 0);
        },
      ),
      RUNS,
    );
  });

  it("a member's forbidden request is refused before any call with the reason, except a vendor's lobby page (browsing)", async () => {
    await fc.assert(
      fc.asyncProperty(
        arbCase.filter((c) => c.kind === 'member' && forbids(c)),
        async (c) => {
          const outcome = await play(c);
          const browsing = isBrowsingTarget(c.target);
          expect(isRgForbidden(sessionOf(c), c.target)).toBe(!browsing);
          expect(outcome.firstState).toBe(browsing ? 'idle' : 'rgRefused');
          if (!browsing) {
            const expected = c.selfExcluded
              ? 'errors:selfExcluded'
              : c.timeOut
                ? 'errors:timedOut'
                : c.lossLimitReached
                  ? 'errors:lossLimitReached'
                  : 'errors:sessionLimitReached';
            expect(outcome.failureKey).toBe(expected);
            expect(rgLaunchRefusal(sessionOf(c).rg)?.messageKey).toBe(expected);
          }
        },
      ),
      RUNS,
    );
  });

  it('when nothing forbids it, a member reaches real money as before (the gate is not a blanket refusal)', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbCase.filter((c) => c.kind === 'member' && !forbids(c)),
        async (c) => {
          const outcome = await play(c);
          expect(isRgForbidden(sessionOf(c), c.target)).toBe(false);
          const plainCard =
            !isLotteryTarget(c.target) &&
            !isVendorLobbyTarget(c.target) &&
            c.target.defaultPlayType !== 'VASSALAGE' &&
            !c.target.maintenance;
          if (plainCard) expect(outcome.launches).toHaveLength(1);
          if (isLotteryTarget(c.target)) expect(outcome.lotteries).toHaveLength(1);
          // A VASSALAGE list or a maintenance notice leads to a launch of the game the player picks.
          if (!isLotteryTarget(c.target) && !isVendorLobbyTarget(c.target) && !plainCard)
            expect(outcome.launches).toHaveLength(1);
        },
      ),
      RUNS,
    );
  });
});

describe('the known state the launch reads (toLaunchRg)', () => {
  const arbLimit: fc.Arbitrary<RgLimit> = fc.record({
    kind: fc.constantFrom<RgLimit['kind']>('deposit', 'loss', 'session'),
    period: fc.constantFrom<RgLimit['period']>('24h', '7d', '30d'),
    amount: fc.constantFrom<string | null>(null, '100', '50.50'),
    used: fc.constantFrom('0', '20.25', '100'),
    remaining: fc.constantFrom<string | null>(null, '0', '0.00', '0.01', '30'),
    pending: fc.constant(null),
  });
  it('a loss or session limit with nothing left forbids; a deposit limit never does', () => {
    fc.assert(
      fc.property(fc.array(arbLimit, { maxLength: 7 }), (limits) => {
        const rg = toLaunchRg(limits, { kind: null, until: null });
        const usedUp = (kind: string) =>
          limits.some((l) => l.kind === kind && l.remaining !== null && !isGreaterThan(l.remaining, '0'));
        expect(rg.lossLimitReached).toBe(usedUp('loss'));
        expect(rg.sessionLimitReached).toBe(usedUp('session'));
        expect(rg.exclusion).toBeNull();
      }),
      RUNS,
    );
  });
});
