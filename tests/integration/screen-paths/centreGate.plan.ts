/**
 * The agent centre's gate ↔ centreGate machine (golden suite `centreGate`): the site boots on the
 * agent centre's address while the stored session is read. Who is signed in before the boot is the
 * path's first word from the session: agent1 (allow), nobody (login), trial01 (needRealAccount) or
 * player01 (refused, a member who is no agent). The member centre shares the gate and its own tests
 * (tests/integration/member) cover its address.
 */
import type { ParsedView } from '../../paths/harness';
import { centreGatePaths } from '../../paths/centreGate.paths';
import { signIn } from '../../support/mock-session';
import { solveSlider, submitLogin, within } from '../../support/steps';
import { assert, eventually, type ScreenContext, type ScreenPlan } from './replay';

const ACCOUNT_OF_FIRST_WORD: Readonly<Record<string, string | null>> = {
  'centre.access#1': 'agent1',
  'centre.access#3': null,
  'centre.access#4': 'trial01',
  'centre.access#5': 'player01',
};

const NEED_REAL_ACCOUNT = 'This feature needs a real account. Please register a real account to continue.';

const agentCentre = (ctx: ScreenContext) => ctx.screen.queryByRole('dialog', { name: 'Agent' });
const loginPopup = (ctx: ScreenContext) => ctx.screen.queryByRole('dialog', { name: 'Login' });

/** A state in which the session's word is what changes: the screen has nothing to press for it. */
const inState =
  (states: string[], reason: string) =>
  (before: ParsedView): string | null =>
    states.includes(String(before.value)) ? reason : null;

export const centreGateScreenPlan: ScreenPlan = {
  suite: centreGatePaths,
  scenario: { name: 'default' },
  route: '/?ac=agentTeamOverview',
  prepare: async (path) => {
    const first = path.keys.find((key) => key in ACCOUNT_OF_FIRST_WORD);
    const account = first ? ACCOUNT_OF_FIRST_WORD[first] : null;
    if (account) signIn(account);
  },
  open: async () => undefined,
  steps: {
    // The stored session read at boot, or a login through the popup the gate opened.
    'centre.access#1': {
      machineOnly: inState(
        ['refusing', 'idle'],
        'a trial account is not made a real one while warned; a member refused stays refused',
      ),
      act: async (ctx) => {
        const popup = loginPopup(ctx);
        if (!popup) return;
        await submitLogin(ctx.user, popup, 'agent1', 'Passw0rd1');
        await solveSlider(ctx.user);
      },
    },
    'centre.access#2': {
      machineOnly: 'the session reading or logging out passes within one step: nobody can act in between',
    },
    'centre.access#3': {
      machineOnly: inState(['open'], 'a logout with the centre open: the centre covers the Log out entry'),
      // No stored session: the boot finds a visitor; with the popup up nothing changes.
      act: async () => undefined,
    },
    'centre.access#4': {
      machineOnly: inState(['open'], 'an open centre’s account does not turn into a trial account'),
      act: async () => undefined,
    },
    'centre.access#5': { act: async () => undefined },
    'centre.switch': {
      machineOnly: 'the merchant’s switch comes with the settings at boot and does not change under a page',
    },
    'centre.dismiss': {
      machineOnly: inState(['waiting', 'refusing'], 'the address changes only from the open centre here'),
      act: async (ctx) => {
        const dialog = agentCentre(ctx);
        assert(dialog, 'no agent centre to close');
        await ctx.user.click(within(dialog).getByRole('button', { name: 'Close' }));
      },
    },
    'centre.request': {
      machineOnly: (before, earlier) =>
        earlier.includes('centre.access#1') &&
        !earlier.includes('centre.access#3') &&
        String(before.value) === 'idle'
          ? null
          : 'only an agent has an entry to the agent centre on screen',
      act: async (ctx) => {
        await ctx.user.click(await ctx.screen.findByRole('button', { name: /Agent One/ }));
        await ctx.user.click(await ctx.screen.findByRole('menuitem', { name: 'Agent centre' }));
      },
    },
    'login.closed#1': {
      act: async (ctx) => {
        const popup = loginPopup(ctx);
        assert(popup, 'no login popup');
        await submitLogin(ctx.user, popup, 'agent1', 'Passw0rd1');
        await solveSlider(ctx.user);
      },
    },
    'login.closed#2': {
      machineOnly: 'the login’s own step is over before the popup’s close is heard: never mid-way',
    },
    'login.closed#3': {
      act: async (ctx) => {
        const popup = loginPopup(ctx);
        assert(popup, 'no login popup');
        await ctx.user.click(within(popup).getByRole('button', { name: 'Close' }));
      },
    },
    'notice.closed': {
      act: async (ctx) => {
        const notice = await ctx.screen.findByRole('alertdialog');
        await ctx.user.click(within(notice).getByRole('button', { name: 'OK' }));
      },
    },
  },
  // Waiting for the session is not a resting state: the mock answers at once.
  settled: (view) => view.value !== 'waiting',
  expectView: async (ctx, view) => {
    await eventually(() => {
      const centre = agentCentre(ctx);
      const popup = loginPopup(ctx);
      const notice = ctx.screen.queryByRole('alertdialog');
      switch (view.value) {
        case 'open':
          assert(centre, 'the agent centre is not shown');
          assert(popup === null, 'the login popup is still up');
          return;
        case 'askingLogin':
          assert(popup, 'no login popup');
          assert(centre === null, 'the agent centre shows to a visitor');
          return;
        case 'refusing':
          assert(notice?.textContent?.includes(NEED_REAL_ACCOUNT), 'no need-real-account warning');
          assert(centre === null, 'the agent centre shows to a trial account');
          return;
        default:
          assert(centre === null, 'the agent centre is still shown');
          assert(popup === null, 'the login popup is still up');
          assert(notice === null, 'a warning is still up');
      }
    });
  },
};
