/**
 * "Send code" on the login popup's mobile tab ↔ SMS countdown machine (golden suite
 * `smsCountdown`: codes sent by WPS, scenario `smsLogin`).
 */
import { smsCountdownPaths } from '../../paths/smsCountdown.paths';
import { fill, openLogin, within } from '../../support/steps';
import { assert, eventually, refusedBy, type ScreenContext, type ScreenPlan } from './replay';

const DEADLINE = 'a request deadline: proved on the machine, where the harness fires the timer';

async function mobileTab(ctx: ScreenContext): Promise<HTMLElement> {
  const dialog = await ctx.screen.findByRole('dialog', { name: 'Login' });
  return dialog;
}

function sendButton(dialog: HTMLElement): HTMLElement {
  return within(dialog).getByRole('button', { name: /^(Send code|Resend in \d+s|Try again in \d+:\d\d)$/ });
}

export const smsCountdownScreenPlan: ScreenPlan = {
  suite: smsCountdownPaths,
  scenario: { name: 'smsLogin' },
  open: async (ctx) => {
    const dialog = await openLogin(ctx.user, ctx.screen);
    await ctx.user.click(within(dialog).getByRole('tab', { name: 'Mobile' }));
    await fill(
      ctx.user,
      await within(dialog).findByLabelText('Mobile number', { selector: 'input' }),
      '123456789',
    );
  },
  steps: {
    'sms.send': { act: async (ctx) => ctx.user.click(sendButton(await mobileTab(ctx))) },
    'xstate.done.actor.sendCode': {},
    'xstate.error.actor.sendCode': refusedBy(
      'verification.loginCode',
      'sms.too.often',
      'Please wait before requesting again',
    ),
    'xstate.error.actor.sendCode#2': refusedBy(
      'verification.loginCode',
      'TOO_MANY_REQUESTS',
      'Too many requests',
    ),
    'sms.dismiss': {
      act: async (ctx) => {
        const alert = await ctx.screen.findByRole('alertdialog', { name: 'Could not send the code' });
        await ctx.user.click(within(alert).getByRole('button', { name: 'OK' }));
      },
    },
    // Spec deadlines of a second: waited for in real time.
    'xstate.after.tick': { waitMs: 1100 },
    'xstate.after.throttle': { waitMs: 1100 },
    'xstate.after.retryAfter': {
      machineOnly:
        'the 5-minute wait of spec 01 §8: proved on the machine, where the harness fires the timer',
    },
    'xstate.after.requestTimeout': { machineOnly: DEADLINE },
    'xstate.after.providerTimeout': { machineOnly: DEADLINE },
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    const dialog = await mobileTab(ctx);
    await eventually(() => {
      const button = sendButton(dialog);
      const text = button.textContent ?? '';
      if (view.value === 'counting') {
        assert(
          /Resend in \d+s/.test(text) && button.hasAttribute('disabled'),
          `expected a countdown, saw "${text}"`,
        );
      } else if (view.value === 'throttled.waiting') {
        assert(
          /^Try again in [0-5]:\d\d$/.test(text) && button.hasAttribute('disabled'),
          `expected the 5-minute wait, saw "${text}"`,
        );
        const alert = ctx.screen.queryByRole('alertdialog', { name: 'Could not send the code' });
        assert(
          (alert?.textContent ?? '').includes('try again after 5 minutes'),
          'expected the "try again after 5 minutes" warning',
        );
      } else if (view.value === 'failed') {
        const alert = ctx.screen.queryByRole('alertdialog', { name: 'Could not send the code' });
        assert(alert !== null, 'expected the "Could not send the code" warning');
        assert(
          (alert.textContent ?? '').includes('Please wait before requesting again'),
          "expected the server's message in the warning",
        );
      } else if (view.value === 'idle') {
        assert(
          text === 'Send code' && !button.hasAttribute('disabled'),
          `expected "Send code" enabled, saw "${text}"`,
        );
      } else if (view.value === 'cooldown') {
        assert(ctx.screen.queryByRole('alertdialog') === null, 'the warning is still open');
      }
    });
  },
};
