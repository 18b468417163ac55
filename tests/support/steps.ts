/**
 * User steps for Testing Library, one helper per step a person takes (ADR 015). Used by the
 * integration tests (vitest + jsdom) and by Storybook play functions (browser): both drive the
 * screens against the same mock backend, so the mock's observable answers (the slider position)
 * are read from `mockState` in either.
 *
 * Built on `@testing-library/dom` (the copy React Testing Library configures with `act`), with a
 * `user-event` instance the caller may pass in (fake timers need `advanceTimers`).
 */
import {
  configure,
  fireEvent,
  waitFor,
  within,
  type BoundFunctions,
  type queries,
} from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { mockState } from '@mocks/lib/state';

/**
 * The DOM queries the steps use, for modules that run in Storybook too (React Testing Library's
 * `act` wrapping belongs to vitest only; in vitest it configures this same copy).
 */
export { waitFor, within };

export type Screen = BoundFunctions<typeof queries>;
/** The user-event calls the steps make: a `userEvent.setup()` instance or Storybook's `userEvent`. */
export type User = Pick<
  ReturnType<typeof userEvent.setup>,
  'click' | 'clear' | 'type' | 'selectOptions' | 'upload'
>;

/** The whole page: modals and dialogs render outside a story's root. */
export function page(element: HTMLElement = document.body): Screen {
  return within(element.ownerDocument.body);
}

/**
 * The whole site boots, lazy chunks load and the mock answers before a control appears: on a busy
 * machine that takes longer than Testing Library's default second (Storybook has no vitest setup).
 */
export function allowSlowScreens(timeout = 8000): void {
  configure({ asyncUtilTimeout: timeout });
}

export function newUser(): User {
  return userEvent.setup();
}

/** Clicks the header's "Log in" and returns the login dialog. */
export async function openLogin(user: User, screen: Screen = page()): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Login' });
}

/** Replaces a field's text, as a person selecting it and typing. */
export async function fill(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.type(field, text);
}

/** Fills username and password and presses "Log in". */
export async function submitLogin(
  user: User,
  dialog: HTMLElement,
  username: string,
  password: string,
): Promise<void> {
  // `selector`: with the mobile tab on, the tab panel is labelled "Username" too.
  await fill(user, await within(dialog).findByLabelText('Username', { selector: 'input' }), username);
  await fill(user, within(dialog).getByLabelText('Password', { selector: 'input' }), password);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

/** The human-verification challenge, once its picture has loaded. */
export async function sliderChallenge(screen: Screen = page()): Promise<HTMLElement> {
  const slider = await screen.findByTestId('slider-challenge');
  await within(slider).findByRole('img');
  return slider;
}

/**
 * Drags the slider exactly where the mock's puzzle expects it, as a person would, then presses
 * "Verify". A range input cannot be typed into: its value changes as a drag would change it.
 */
export async function solveSlider(user: User, screen: Screen = page()): Promise<void> {
  const slider = await sliderChallenge(screen);
  const range = within(slider).getByRole('slider');
  fireEvent.change(range, { target: { value: String(mockState.lastSliderX() ?? 0) } });
  await user.click(within(slider).getByRole('button', { name: 'Verify' }));
}

/** Gives up on the challenge ("Cancel"). */
export async function cancelSlider(user: User, screen: Screen = page()): Promise<void> {
  const slider = await sliderChallenge(screen);
  await user.click(within(slider).getByRole('button', { name: 'Cancel' }));
}

/** Fills fields found by their visible labels, in order, as a person filling a form top to bottom. */
export async function fillFields(
  user: User,
  root: HTMLElement,
  values: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [label, text] of Object.entries(values)) {
    await fill(user, within(root).getByLabelText(label, { selector: 'input' }), text);
  }
}

/** Ticks or unticks a checkbox (found by its name) so that it ends `checked`. */
export async function setCheckbox(
  user: User,
  root: HTMLElement,
  name: RegExp,
  checked: boolean,
): Promise<void> {
  const box = within(root).getByRole('checkbox', { name });
  if ((box as HTMLInputElement).checked !== checked) await user.click(box);
}

/**
 * Presses "Send code" beside an SMS code field and waits for the resend countdown: the code is on
 * its way (the mock's WPS sender or the authentication provider accepted the number).
 */
export async function sendSmsCode(user: User, root: HTMLElement): Promise<void> {
  await user.click(within(root).getByRole('button', { name: 'Send code' }));
  await within(root).findByRole('button', { name: /^Resend in \d+s$/ });
}

/** Types the captcha a person reads off the picture (the mock remembers the one it drew last). */
export async function fillCaptcha(user: User, root: HTMLElement): Promise<void> {
  const field = within(root).queryByRole('textbox', { name: 'Captcha' });
  if (!field) return;
  await within(root).findByRole('img', { name: 'Captcha image' });
  await fill(user, field, mockState.lastCaptchaAnswer() ?? '');
}

/** Answers the alert dialog titled `title` with its OK button. */
export async function confirmAlert(user: User, title: string, screen: Screen = page()): Promise<void> {
  const alert = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(alert).getByRole('button', { name: 'OK' }));
}
