import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { http, HttpResponse } from 'msw';
import { configure, expect, userEvent, waitFor, within } from 'storybook/test';
import { mockState } from '@mocks/lib/state';
import { useModals, type ModalName, type ModalPropsMap } from '@/ui/hooks/modals';
import { solveSlider } from '../../tests/support/steps';
import { selectBooted } from '@/machines/systemStatus/systemStatus.selectors';
import { SystemStatusContext } from '@/ui/hooks/system';

/**
 * Opens one account modal against the mock backend of the story's scenario, once the system status
 * (and with it the scenario's feature flags) has loaded: the site never opens a modal before that.
 */
function OpenModal<N extends ModalName>({ name, props }: { name: N; props?: ModalPropsMap[N] }) {
  const modals = useModals();
  const booted = SystemStatusContext.useSelector(selectBooted);
  useLayoutEffect(() => {
    if (booted) modals.open(name, props);
  }, [booted, modals, name, props]);
  return null;
}

// Play functions wait for lazy modal chunks and mock round trips; on a busy CI machine that can take
// longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

type Screen = ReturnType<typeof within>;

/** The story's whole page: modals and dialogs render outside the story root. */
function page(canvasElement: HTMLElement): Screen {
  return within(canvasElement.ownerDocument.body);
}

async function submitLogin(body: Screen, username: string, password: string): Promise<HTMLElement> {
  const dialog = await body.findByRole('dialog', { name: 'Login' });
  await userEvent.clear(await within(dialog).findByLabelText('Username'));
  await userEvent.type(within(dialog).getByLabelText('Username'), username);
  await userEvent.clear(within(dialog).getByLabelText('Password'));
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  return dialog;
}

/** A username login as far as the answer: the form, then the human verification the mock asks for. */
async function loginPastSlider(body: Screen, username: string, password: string): Promise<HTMLElement> {
  const dialog = await submitLogin(body, username, password);
  await solveSlider(userEvent, body);
  return dialog;
}

const meta = {
  title: 'Account/Modals',
  component: OpenModal,
  args: { name: 'login' },
} satisfies Meta<typeof OpenModal>;
export default meta;
type Story = StoryObj<typeof meta>;

// ---- Login
export const Login: Story = { args: { name: 'login' } };
export const LoginAgentPage: Story = { args: { name: 'login', props: { agentPage: true } } };
export const LoginMobileTab: Story = {
  args: { name: 'login', props: { tab: 'mobile' } },
  parameters: { scenario: 'smsLogin' },
};
export const LoginFreePlay: Story = { args: { name: 'login' }, parameters: { scenario: 'freePlay' } };
export const LoginSocialAndProviderSms: Story = {
  args: { name: 'login' },
  parameters: { scenario: 'firebasePhone' },
};
export const LoginRequiredFields: Story = {
  args: { name: 'login' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Login' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
  },
};
export const LoginHumanVerification: Story = {
  args: { name: 'login' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await submitLogin(body, 'player01', 'Passw0rd1');
    await expect(await body.findByTestId('slider-challenge')).toBeInTheDocument();
  },
};

export const LoginWrongPassword: Story = {
  args: { name: 'login' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await loginPastSlider(body, 'player01', 'wrong-1');
    await expect(await within(dialog).findByTestId('login-error')).toHaveTextContent(
      'Account or password incorrect.',
    );
    await expect(within(dialog).getByLabelText('Username')).toHaveValue('player01');
  },
};
export const LoginCaptchaAfterFailures: Story = {
  args: { name: 'login' },
  parameters: { scenario: 'captchaRequired' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await loginPastSlider(body, 'player01', 'wrong-1');
    await expect(await within(dialog).findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('textbox', { name: 'Captcha' })).toBeInTheDocument();
  },
};
export const LoginNetworkFault: Story = {
  args: { name: 'login' },
  parameters: {
    msw: { handlers: [http.post('*/wps/session/login', () => HttpResponse.error())] },
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await loginPastSlider(body, 'player01', 'Passw0rd1');
    await expect(await within(dialog).findByTestId('login-error')).toHaveTextContent(
      'Connection abnormal, please try again.',
    );
    await expect(within(dialog).getByLabelText('Username')).toBeEnabled();
  },
};
export const LoginForcedPasswordChange: Story = {
  args: { name: 'login' },
  parameters: { scenario: 'forcedPasswordChange' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await loginPastSlider(body, 'weak01', '123456');
    const change = await body.findByRole('dialog', { name: 'Change password' });
    // The old password is known from the login: only the new one is asked for.
    await expect(within(change).queryByLabelText('Old password')).not.toBeInTheDocument();
    await expect(within(change).getByLabelText('New password')).toBeInTheDocument();
  },
};
export const LoginSmsCountdown: Story = {
  args: { name: 'login', props: { tab: 'mobile' } },
  parameters: { scenario: 'smsLogin' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Login' });
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile' }));
    await userEvent.type(await within(dialog).findByLabelText('Mobile number'), '123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await expect(await within(dialog).findByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  },
};

// ---- Register
export const Register: Story = { args: { name: 'register' } };
export const RegisterMobile: Story = {
  args: { name: 'register' },
  parameters: { scenario: 'mobileRegistration' },
};
export const RegisterUsernameOnly: Story = {
  args: { name: 'register' },
  parameters: { scenario: 'usernameRegistrationOnly' },
};
export const RegisterAllFields: Story = {
  args: { name: 'register' },
  parameters: { scenario: 'allRegistrationFields' },
};
export const RegisterProviderSms: Story = {
  args: { name: 'register' },
  parameters: { scenario: 'firebasePhone' },
};
export const RegisterWithReferral: Story = {
  args: { name: 'register', props: { referralCode: 'REF123', affiliateCode: 'AFF123' } },
};
export const RegisterTermsWarning: Story = {
  args: { name: 'register' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const form = await body.findByTestId('register-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await expect(
      await within(form).findByText('Please read and accept the terms and conditions.'),
    ).toBeInTheDocument();
  },
};

export const RegisterBadAffiliateCode: Story = {
  args: { name: 'register', props: { affiliateCode: 'NOPE42' } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const form = await body.findByTestId('register-form');
    await userEvent.type(await within(form).findByLabelText('Username'), 'newbie98');
    await userEvent.type(within(form).getByLabelText('Password', { exact: true }), 'Passw0rd1');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'Passw0rd1');
    await within(form).findByRole('img', { name: 'Captcha image' });
    await waitFor(() => expect(mockState.lastCaptchaAnswer()).not.toBeNull());
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Captcha' }),
      mockState.lastCaptchaAnswer() ?? '',
    );
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('Invitation code error.');
    await expect(within(form).getByLabelText('Username')).toHaveValue('newbie98');
  },
};

// ---- Forgot password
export const ForgotByEmail: Story = { args: { name: 'forgotPassword' } };
export const ForgotByMobile: Story = { args: { name: 'forgotPassword', props: { tab: 'mobile' } } };
export const ForgotByMobileCodeSent: Story = {
  args: { name: 'forgotPassword', props: { tab: 'mobile' } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Forgot password' });
    await userEvent.type(await within(dialog).findByLabelText('Mobile number'), '123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await expect(await within(dialog).findByRole('button', { name: /Resend in/ })).toBeDisabled();
    await expect(within(dialog).getByLabelText('SMS code')).toBeInTheDocument();
  },
};

// ---- Change password
export const ChangePassword: Story = { args: { name: 'changePassword', props: { username: 'player01' } } };
export const ChangePasswordForced: Story = {
  args: {
    name: 'changePassword',
    props: { forced: true, reason: 'weak', username: 'weak01', oldPassword: '123456' },
  },
};

export const ChangePasswordMismatch: Story = {
  args: { name: 'changePassword', props: { username: 'player01' } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Change password' });
    await userEvent.type(await within(dialog).findByLabelText('Old password'), 'Passw0rd1');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Newpass12');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Newpass13');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The passwords do not match');
    await expect(within(dialog).getByLabelText('New password')).toHaveValue('Newpass12');
  },
};

// ---- After login
export const AfterLogin: Story = { args: { name: 'afterLogin', props: {} } };

// Popups render in a portal on <body>, outside Storybook's side-by-side theme panes: each modal is also shown
// in the dark theme on its own (ADR 018). On a phone-sized viewport they are full-screen sheets.
export const LoginDark: Story = { args: { name: 'login' }, globals: { theme: 'dark' } };
export const RegisterDark: Story = { args: { name: 'register' }, globals: { theme: 'dark' } };
export const ForgotByEmailDark: Story = { args: { name: 'forgotPassword' }, globals: { theme: 'dark' } };
export const ChangePasswordDark: Story = {
  args: { name: 'changePassword', props: { username: 'player01' } },
  globals: { theme: 'dark' },
};
export const AfterLoginDark: Story = { args: { name: 'afterLogin', props: {} }, globals: { theme: 'dark' } };
