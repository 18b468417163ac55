/**
 * The home page's feedback form ↔ feedback machine (golden suite `feedback`), as a visitor: the text,
 * the pictures through the picture picker, Send feedback; the mock's answer arranged per path.
 */
import { feedbackPaths } from '../../paths/feedback.paths';
import { fill, within } from '../../support/steps';
import {
  assert,
  checkFailure,
  eventually,
  checkInvalidFields,
  refusedBy,
  PICKER_REFUSES,
  picture,
  type ScreenContext,
  type ScreenPlan,
} from './replay';

/** The machine's field names → the form's. */
const FIELD_NAMES: Readonly<Record<string, string>> = { content: 'feedback' };

function formOf(ctx: ScreenContext): Promise<HTMLElement> {
  return ctx.screen.findByRole('form', { name: 'Feedback' }, { timeout: 15_000 });
}

/** Writes the suite's text, adds its pictures through the picker and presses Send feedback. */
function submit(content: string, pictures: readonly string[] = []) {
  return async (ctx: ScreenContext) => {
    const form = await formOf(ctx);
    await fill(ctx.user, within(form).getByRole('textbox', { name: 'Your feedback' }), content);
    if (pictures.length > 0)
      await ctx.user.upload(within(form).getByLabelText('Add picture'), pictures.map(picture));
    await ctx.user.click(within(form).getByRole('button', { name: 'Send feedback' }));
  };
}

export const feedbackScreenPlan: ScreenPlan = {
  suite: feedbackPaths,
  scenario: { name: 'default' },
  route: '/',
  open: async (ctx) => {
    // The block loads when it comes near the screen (in a browser, not in jsdom): a person scrolls to it.
    const heading = await ctx.screen.findByRole('heading', { name: 'Feedback' }, { timeout: 15_000 });
    if (typeof heading.scrollIntoView === 'function') heading.scrollIntoView();
    await formOf(ctx);
  },
  steps: {
    'feedback.submit#1': { act: submit('The fishing lobby is slow tonight', ['screen.png']) },
    'feedback.submit#2': { act: submit('x'.repeat(141)) },
    'feedback.submit#3': { act: submit('  ') },
    'feedback.submit#4': { machineOnly: PICKER_REFUSES },
    'feedback.submit#5': { machineOnly: PICKER_REFUSES },
    'feedback.another': {
      act: async (ctx) => {
        await ctx.user.click(await ctx.screen.findByRole('button', { name: 'Send more feedback' }));
      },
    },
    'xstate.done.actor.sendFeedback': {},
    'xstate.error.actor.sendFeedback': refusedBy(
      'system.feedback',
      'FEEDBACK_TOO_LONG',
      'Feedback is limited to 140 characters',
    ),
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    if (view.value === 'sent') {
      await eventually(() =>
        assert(ctx.screen.queryByText('Thank you: your feedback was sent.') !== null, 'no thank-you'),
      );
      return;
    }
    const form = await formOf(ctx);
    await eventually(() => {
      checkFailure(form, view.failure, within(form).queryByTestId('feedback-failure'));
      checkInvalidFields(form, view.invalid, FIELD_NAMES);
    });
  },
  // The mock answers at once: a path that ends while sending shows the thank-you.
  expectPending: async (ctx) => {
    await eventually(() =>
      assert(ctx.screen.queryByText('Thank you: your feedback was sent.') !== null, 'no thank-you'),
    );
  },
};
