import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parseGoldenKeys, parseView, type ParsedView } from '../paths/harness';
import { expect, test } from './fixtures';
import {
  confirmAlert,
  fillCaptcha,
  mockValue,
  openLogin,
  openSite,
  sendSmsCode,
  setFault,
  solveSlider,
  submitLogin,
} from './steps';

/**
 * A chosen set of committed golden paths (tests/paths/golden) walked in Chromium against the demo
 * build's mock (ADR 015): at least one per machine and every failure branch of login a person can
 * cause. Paths are picked by what they do (their steps), not by number, so a renumbering of the
 * golden file does not change the set; a path that no longer exists fails the picking.
 */
type Keyed = ReturnType<typeof parseGoldenKeys>[number];

// Each path boots the whole site and walks several round trips: generous on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  // The site's default language is Bahasa Melayu; the steps read the English texts.
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
});

const NETWORK = { kind: 'network' } as const;
const EN_ERRORS = JSON.parse(readFileSync('src/i18n/locales/en/errors.json', 'utf8')) as Record<
  string,
  unknown
>;

function golden(file: string): Keyed[] {
  return parseGoldenKeys(readFileSync(`tests/paths/golden/${file}.paths.md`, 'utf8'));
}

/** The shortest committed path whose steps are exactly `keys` in order (a prefix is not enough). */
function pick(paths: Keyed[], keys: string[]): Keyed {
  const found = paths.find((p) => p.keys.join() === keys.join());
  if (!found) throw new Error(`no committed path with the steps ${keys.join(' → ')}`);
  return found;
}

/** The English text of `errors:<key>`, when it needs no values. */
function errorText(key: string | null): string | null {
  if (!key?.startsWith('errors:')) return null;
  const text = EN_ERRORS[key.slice('errors:'.length)];
  return typeof text === 'string' && !text.includes('{{') ? text : null;
}

interface E2eSteps {
  scenario: string;
  route?: string;
  /** Before the path's first step: log in, open the popup… */
  open(page: Page): Promise<void>;
  /** Per event key: a person's action, or an outcome arranged before the action that causes it. */
  act: Record<string, (page: Page, rest: string[]) => Promise<void>>;
  arrange?: Record<string, (page: Page) => Promise<void>>;
  check(page: Page, view: ParsedView): Promise<void>;
}

/** Walks `path`: arranges each action's outcomes, acts, and checks every state the screen rests in. */
async function walk(page: Page, steps: E2eSteps, path: Keyed): Promise<void> {
  await openSite(page, steps.route ?? '/', steps.scenario);
  const arrangeAfter = async (index: number) => {
    for (const key of path.keys.slice(index)) {
      const arrange = steps.arrange?.[key] ?? steps.arrange?.[key.replace(/#\d+$/, '')];
      if (steps.act[key] || steps.act[key.replace(/#\d+$/, '')]) break;
      if (arrange) await arrange(page);
    }
  };
  await arrangeAfter(0);
  await steps.open(page);
  for (const [index, line] of path.lines.entries()) {
    await test.step(line.length > 160 ? `${line.slice(0, 159)}…` : line, async () => {
      if (index > 0) {
        const key = path.keys[index - 1] as string;
        const act = steps.act[key] ?? steps.act[key.replace(/#\d+$/, '')];
        if (act) {
          await arrangeAfter(index);
          await act(page, path.keys.slice(index));
        }
      }
      const next = path.keys[index];
      const nextIsAnswer = next !== undefined && !steps.act[next] && !steps.act[next.replace(/#\d+$/, '')];
      const view = parseView(path.views[index] as string);
      if (!nextIsAnswer && !view.tags.includes('busy') && !view.tags.includes('loading')) {
        await steps.check(page, view);
      }
    });
  }
}

async function expectFailure(page: Page, scope: Locator, failure: string | null): Promise<void> {
  const text = errorText(failure);
  if (text) await expect(scope.getByText(text)).toBeVisible();
}

// ---- login

function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Login' });
}

const loginSteps = (scenario: string): E2eSteps => ({
  scenario,
  open: async (page) => {
    await openLogin(page);
  },
  act: {
    'login.submit#1': async (page, rest) => {
      const wrong = rest.some((k) => /^xstate\.error\.actor\.submitLogin#[12]$/.test(k.split(',')[0] ?? ''));
      const dialog = loginDialog(page);
      const captcha = dialog.getByRole('textbox', { name: 'Captcha' });
      await submitLogin(dialog, 'player01', wrong ? 'wrong-pass1' : 'Passw0rd1');
      if (await captcha.isVisible()) await captcha.fill(await mockValue(page, 'lastCaptchaAnswer'));
    },
    'login.submit#3': async (page) => {
      const dialog = loginDialog(page);
      await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('');
      await dialog.getByLabel('Password', { exact: true }).fill('');
      await dialog.getByRole('button', { name: 'Log in' }).click();
    },
    'verification.passed': (page) => solveSlider(page),
    'login.freePlay': (page) => loginDialog(page).getByRole('button', { name: 'Free play' }).click(),
    'login.captchaRefresh': (page) =>
      // Named by what it shows: the refresh action over a picture, "Tap to load" after a failure.
      loginDialog(page)
        .getByRole('button', { name: /^(Refresh the captcha image|Tap to load)$/ })
        .click(),
  },
  arrange: {
    'xstate.error.actor.submitLogin#3': (page) => setFault(page, 'session.login', NETWORK),
    'xstate.error.actor.startSession': (page) => setFault(page, 'member.info', NETWORK),
    'xstate.error.actor.freePlayLogin': (page) => setFault(page, 'session.freePlay', { kind: 'http500' }),
    'xstate.error.actor.loadCaptcha': (page) => setFault(page, 'session.captcha', NETWORK),
  },
  check: async (page, view) => {
    if (view.value === 'loggedIn') {
      await expect(page.getByTestId('member-area')).toBeVisible();
      return;
    }
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    if (view.value.includes('form: verifying'))
      await expect(page.getByTestId('slider-challenge')).toBeVisible();
    if (view.failure) await expectFailure(page, dialog, view.failure);
    else await expect(dialog.getByTestId('login-error')).toHaveCount(0);
    if (view.invalid.length > 0) {
      for (const name of view.invalid)
        await expect(dialog.locator(`[name="${name}"]`)).toHaveAttribute('aria-invalid', 'true');
    }
    if (view.value.includes('captcha: shown'))
      await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  },
});

const login = golden('login');
const LOGIN = [
  ['login.submit#1', 'verification.passed', 'xstate.error.actor.submitLogin#1'],
  ['login.submit#1', 'verification.passed', 'xstate.error.actor.submitLogin#3'],
  ['login.submit#1', 'verification.passed', 'xstate.done.actor.submitLogin#1'],
  ['login.submit#3'],
];
for (const keys of LOGIN) {
  const path = pick(login, keys);
  test(`login path ${path.number}: ${keys.join(' → ')}`, async ({ page }) => {
    await walk(page, loginSteps('default'), path);
  });
}
for (const keys of [
  ['login.submit#1', 'verification.passed', 'xstate.error.actor.submitLogin#2', 'login.submit#3'],
  [
    'login.submit#1',
    'verification.passed',
    'xstate.error.actor.submitLogin#2',
    'xstate.error.actor.loadCaptcha',
    'login.captchaRefresh',
  ],
]) {
  const path = pick(login, keys);
  test(`login path ${path.number} (captcha asked from the first failure): ${keys.join(' → ')}`, async ({
    page,
  }) => {
    await walk(page, loginSteps('captchaRequired'), path);
  });
}
for (const keys of [
  ['login.freePlay', 'xstate.error.actor.freePlayLogin'],
  ['login.freePlay', 'xstate.done.actor.freePlayLogin', 'xstate.error.actor.startSession'],
]) {
  const path = pick(login, keys);
  test(`login path ${path.number} (free play on): ${keys.join(' → ')}`, async ({ page }) => {
    await walk(page, loginSteps('freePlay'), path);
  });
}

// ---- smsCountdown

test('smsCountdown: send a code, the countdown runs', async ({ page }) => {
  const path = pick(golden('smsCountdown'), [
    'sms.send',
    'xstate.done.actor.sendCode',
    'xstate.after.tick.smsCountdown.counting',
  ]);
  await walk(
    page,
    {
      scenario: 'smsLogin',
      open: async (p) => {
        const dialog = await openLogin(p);
        await dialog.getByRole('tab', { name: 'Mobile' }).click();
        await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('123456789');
      },
      act: {
        'sms.send': (p) => loginDialog(p).getByRole('button', { name: 'Send code' }).click(),
        'xstate.after.tick.smsCountdown.counting': (p) => p.waitForTimeout(1100),
      },
      check: async (p, view) => {
        const button = loginDialog(p).getByRole('button', { name: /^(Send code|Resend in \d+s)$/ });
        if (view.value === 'counting') {
          await expect(button).toHaveText(/Resend in \d+s/);
          await expect(button).toBeDisabled();
        } else await expect(button).toHaveText('Send code');
      },
    },
    path,
  );
});

// ---- lobby

test('lobby: the first page fails, "Try again" loads it', async ({ page }) => {
  const path = pick(golden('lobby'), ['xstate.error.actor.loadPage', 'lobby.retry']);
  await walk(
    page,
    {
      scenario: 'default',
      open: async (p) => {
        // The header's Slots is a menu button now; the site's Slots link (client-side) keeps the fault.
        await p.getByRole('link', { name: 'Slots', exact: true }).first().click();
      },
      act: {
        'lobby.retry': async (p) => {
          await setFault(p, '/wps/relay/GCSGAME_gameList', null);
          await p.getByRole('button', { name: 'Try again' }).click();
        },
      },
      arrange: {
        'xstate.error.actor.loadPage': (p) => setFault(p, '/wps/relay/GCSGAME_gameList', NETWORK),
      },
      check: async (p, view) => {
        if (view.value === 'failure') {
          await expect(p.getByRole('button', { name: 'Try again' })).toBeVisible();
          await expectFailure(p, p.locator('main'), view.failure);
        }
      },
    },
    path,
  );
  await expect(page.getByTestId('game-card').first()).toBeVisible();
});

// ---- gameLaunch

/** The launch's own dialogs: alerts, and the confirm dialog of a failure ("Try again"). */
function launchDialog(page: Page): Locator {
  return page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Please confirm' }));
}

const launchSteps = (member: boolean): E2eSteps => ({
  scenario: 'default',
  route: '/rng',
  open: async (page) => {
    if (member) {
      await submitLogin(await openLogin(page), 'player01', 'Passw0rd1');
      await solveSlider(page);
      await expect(page.getByTestId('member-area')).toBeVisible();
      // A login always opens the welcome popup (with the popup notices once they have loaded, which on a
      // cold CI machine took over 5 s): the member closes it before playing, or it takes the Play click.
      const welcome = page.getByRole('dialog', { name: 'Welcome back' });
      await expect(welcome).toBeVisible({ timeout: 20_000 });
      await welcome.getByRole('button', { name: 'OK' }).click();
      await expect(welcome).toBeHidden();
    }
    await expect(page.getByTestId('game-card').first()).toBeVisible();
  },
  act: {
    'launch.request#1': (page) =>
      page
        .getByTestId('game-card')
        .first()
        .getByRole('button', { name: /^Play / })
        .first()
        .click(),
    'launch.request#3': (page) =>
      page
        .getByTestId('game-card')
        .first()
        .getByRole('button', { name: /^Play / })
        .first()
        .click(),
    'launch.dismiss': async (page) => {
      const dialog = launchDialog(page)
        .or(page.getByRole('dialog', { name: 'Login' }))
        .last();
      const answer = dialog.getByRole('button', { name: /^(Cancel|OK)$/ });
      if ((await answer.count()) > 0) await answer.first().click();
      else await dialog.getByRole('button', { name: 'Close' }).click();
    },
  },
  arrange: {
    'xstate.error.actor.launchGame#1': (page) => setFault(page, '/wps/game/launchGame', NETWORK),
  },
  check: async (page, view) => {
    if (view.value === 'loginRequired')
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    if (view.value === 'failure') {
      // The launch failure asks "Try again?" in the site's confirm dialog.
      const dialog = launchDialog(page);
      await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectFailure(page, dialog, view.failure);
    }
    if (view.value === 'idle') {
      await expect(launchDialog(page)).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
    }
  },
});

test('gameLaunch: a visitor presses Play, is asked to log in, closes the popup', async ({ page }) => {
  await walk(page, launchSteps(false), pick(golden('gameLaunch'), ['launch.request#1', 'launch.dismiss']));
});

test('gameLaunch: a member presses Play, the launch fails, the member cancels', async ({ page }) => {
  await walk(
    page,
    launchSteps(true),
    pick(golden('gameLaunch'), ['launch.request#3', 'xstate.error.actor.launchGame#1', 'launch.dismiss']),
  );
});

// ---- centreGate

const agentCentreGate: E2eSteps = {
  scenario: 'default',
  route: '/?ac=agentTeamOverview',
  open: async () => undefined,
  act: {
    // The boot finds no stored session: a visitor.
    'centre.access#3': async () => undefined,
    'login.closed#1': async (page) => {
      await submitLogin(page.getByRole('dialog', { name: 'Login' }), 'agent1', 'Passw0rd1');
      await solveSlider(page);
    },
  },
  check: async (page, view) => {
    // The stored session is read at once: nothing rests on screen while the gate waits for it.
    if (view.value === 'waiting') return;
    const centre = page.getByRole('dialog', { name: 'Agent' });
    if (view.value === 'open') {
      await expect(centre).toBeVisible({ timeout: 20_000 });
      await expect(centre.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
      return;
    }
    expect(view.value).toBe('askingLogin');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(centre).toHaveCount(0);
  },
};

test("centreGate: a visitor on the agent centre's address is asked to log in; agent1 logs in and the centre opens", async ({
  page,
}) => {
  await walk(page, agentCentreGate, pick(golden('centreGate'), ['centre.access#3', 'login.closed#1']));
});

// ---- registration

test('registration: the settings fail, "Try again" loads them', async ({ page }) => {
  const path = pick(golden('registration'), ['xstate.error.actor.loadSettings', 'registration.retry']);
  await walk(
    page,
    {
      scenario: 'default',
      open: async (p) => {
        await p.getByRole('button', { name: 'Register' }).first().click();
      },
      act: {
        'registration.retry': async (p) => {
          await setFault(p, 'registration.settings', null);
          await p
            .getByRole('dialog', { name: 'Register' })
            .getByRole('button', { name: 'Try again' })
            .click();
        },
      },
      arrange: { 'xstate.error.actor.loadSettings': (p) => setFault(p, 'registration.settings', NETWORK) },
      check: async (p, view) => {
        const dialog = p.getByRole('dialog', { name: 'Register' });
        if (view.value === 'loadFailed') await expectFailure(p, dialog, view.failure);
      },
    },
    path,
  );
  await expect(page.getByTestId('register-form')).toBeVisible();
});

/**
 * A whole registration on the username tab with the provider's SMS (scenario firebasePhone, the fake
 * provider's code 123456): what is typed decides the outcomes (an invitation code no agent has).
 */
const fullRegistration: E2eSteps = {
  scenario: 'firebasePhone',
  route: '/register',
  open: async (p) => {
    const dialog = p.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByRole('button', { name: 'Register' })).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('tab', { name: 'Username' }).click();
  },
  act: {
    'registration.terms#1': async (p) => {
      await p
        .getByRole('dialog', { name: 'Register' })
        .getByRole('checkbox', { name: /terms and conditions/ })
        .check();
    },
    'registration.submit': async (p, rest) => {
      const dialog = p.getByRole('dialog', { name: 'Register' });
      await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('newplayer1');
      await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('198765432');
      await sendSmsCode(dialog);
      await dialog.getByRole('textbox', { name: 'SMS code', exact: true }).fill('123456');
      await dialog.getByLabel('Password', { exact: true }).fill('Passw0rd1');
      await dialog.getByLabel('Confirm password', { exact: true }).fill('Passw0rd1');
      const unknownAffiliate = rest.includes('xstate.error.actor.checkAffiliate#1');
      await dialog
        .getByRole('textbox', { name: 'Invitation code', exact: true })
        .fill(unknownAffiliate ? 'NOSUCH42' : '');
      await fillCaptcha(p, dialog);
      await dialog.getByRole('button', { name: 'Register' }).click();
    },
    'registration.dismiss': (p) => confirmAlert(p, 'Warning'),
  },
  check: async (p, view) => {
    const dialog = p.getByRole('dialog', { name: 'Register' });
    if (view.value === 'registered') {
      await expect(dialog).toBeHidden();
      await expect(p.getByTestId('member-area')).toBeVisible();
    } else if (view.value === 'invitationCodeError') {
      await expectFailure(p, p.getByRole('alertdialog', { name: 'Warning' }), view.failure);
    } else if (view.value === 'editing') {
      await expect(p.getByRole('alertdialog')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Register' })).toBeVisible();
    }
  },
};

test("registration: a whole registration with the provider's SMS code starts a session", async ({ page }) => {
  const path = pick(golden('registration'), [
    'xstate.done.actor.loadSettings',
    'registration.terms#1',
    'registration.submit#1',
    'xstate.done.actor.confirmProviderCode',
    'xstate.done.actor.register#1',
    'xstate.done.actor.startSession',
  ]);
  await walk(page, fullRegistration, path);
});

test('registration: an invitation code no agent has gets the warning, and the form stays', async ({
  page,
}) => {
  const path = pick(golden('registration'), [
    'xstate.done.actor.loadSettings',
    'registration.terms#1',
    'registration.submit#2',
    'xstate.error.actor.checkAffiliate#1',
    'registration.dismiss',
  ]);
  await walk(page, fullRegistration, path);
});
