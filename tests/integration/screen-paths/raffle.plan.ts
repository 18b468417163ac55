/**
 * The home page's lucky draw ↔ raffle machine (golden suite `raffle`), signed in as player01, who has
 * the mock's three draws a day. The block shows on home only where the merchant names its raffle
 * (`VITE_RAFFLE_PROMOTION_ID`, unset in the test build), so it is played alone inside the app's
 * providers, as HomeServices renders it.
 */
import { createElement } from 'react';
import { api } from '@/api/instance';
import { promotionsContract } from '@/contracts/promotions.contract';
import { RaffleBlock } from '@/ui/screens/home/RaffleBlock';
import { rafflePaths } from '../../paths/raffle.paths';
import { signIn } from '../../support/mock-session';
import {
  assert,
  checkFailure,
  checkLoadFailure,
  eventually,
  refusedBy,
  type ScreenContext,
  type ScreenPlan,
} from './replay';

const PROMOTION = 'RAFFLE';
const DRAWS_A_DAY = 3;

const drawButton = (ctx: ScreenContext) => ctx.screen.findByRole('button', { name: 'Draw' });

export const raffleScreenPlan: ScreenPlan = {
  suite: rafflePaths,
  scenario: { name: 'default' },
  element: () => createElement(RaffleBlock, { promotionId: PROMOTION }),
  prepare: async (path) => {
    signIn('player01');
    // A closed raffle (#3) is the mock's answer once the day's draws are used: drawn earlier today.
    if (path.keys.includes('xstate.done.actor.loadStatus#3'))
      for (let i = 0; i < DRAWS_A_DAY; i += 1)
        await api.call(promotionsContract.raffleClaim, { body: { promotionId: PROMOTION } });
  },
  // The block starts loading (a skeleton, nothing to find) and its first answer follows at once.
  open: async () => undefined,
  steps: {
    'xstate.done.actor.loadStatus#1': {},
    'xstate.done.actor.loadStatus#2': {
      machineOnly: 'the mock closes the raffle (FINISHED) when no draws are left, not open with 0',
    },
    'xstate.done.actor.loadStatus#3': {},
    'xstate.error.actor.loadStatus': {
      arrange: { faults: { 'promotions.raffleStatus': { kind: 'network' } } },
    },
    'raffle.retry': {
      act: async (ctx) => {
        await ctx.user.click(await ctx.screen.findByRole('button', { name: 'Try again' }));
      },
    },
    'raffle.draw': {
      act: async (ctx) => {
        await ctx.user.click(await drawButton(ctx));
      },
    },
    'raffle.again': {
      act: async (ctx) => {
        await ctx.user.click(await ctx.screen.findByRole('button', { name: 'Draw again' }));
      },
    },
    'xstate.done.actor.draw': {},
    'xstate.error.actor.draw': refusedBy(
      'promotions.raffleClaim',
      'RAFFLE_NO_CHANCE',
      'No raffle chances left today',
    ),
  },
  settled: (view) => !view.tags.includes('busy') && !view.tags.includes('loading'),
  expectView: async (ctx, view) => {
    const body = document.body;
    await eventually(() => {
      const text = body.textContent ?? '';
      switch (view.value) {
        case 'finished':
          assert(ctx.screen.queryByRole('heading', { name: 'No draws left today' }), 'no finished notice');
          assert(ctx.screen.queryByRole('button', { name: 'Draw' }) === null, 'Draw is still offered');
          return;
        case 'loadFailed':
          checkLoadFailure(body, view.failure, 'The lucky draw could not be loaded.');
          return;
        case 'won':
          assert(/You won P \d+\.00!/.test(text), `no prize: ${text}`);
          assert(ctx.screen.queryByRole('button', { name: 'Draw again' }), 'no Draw again');
          return;
        default:
          assert(ctx.screen.queryByRole('button', { name: 'Draw' }), `no Draw button: ${text}`);
          checkFailure(body, view.failure, ctx.screen.queryByRole('alert'));
      }
    });
  },
  // The mock answers at once: loading again ends on the draws left.
  expectPending: async (ctx) => {
    await drawButton(ctx);
    await eventually(() =>
      assert(ctx.screen.queryByText(/^\d draws? left today$/) !== null, 'no draws left shown'),
    );
  },
};
