import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useModals, type ModalName, type ModalPropsMap } from '@/ui/app/modals';

/** Opens one account modal on mount, against the mock backend of the story's scenario. */
function OpenModal<N extends ModalName>({ name, props }: { name: N; props?: ModalPropsMap[N] }) {
  const modals = useModals();
  useLayoutEffect(() => {
    modals.open(name, props);
  }, [modals, name, props]);
  return null;
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
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Login' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
  },
};
export const LoginHumanVerification: Story = {
  args: { name: 'login' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByLabelText('Username'), 'player01');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Passw0rd1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await expect(await body.findByTestId('slider-challenge')).toBeInTheDocument();
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
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByTestId('register-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await expect(
      await within(form).findByText('Please read and accept the terms and conditions.'),
    ).toBeInTheDocument();
  },
};

// ---- Forgot password
export const ForgotByEmail: Story = { args: { name: 'forgotPassword' } };
export const ForgotByMobile: Story = { args: { name: 'forgotPassword', props: { tab: 'mobile' } } };

// ---- Change password
export const ChangePassword: Story = { args: { name: 'changePassword', props: { username: 'player01' } } };
export const ChangePasswordForced: Story = {
  args: {
    name: 'changePassword',
    props: { forced: true, reason: 'weak', username: 'weak01', oldPassword: '123456' },
  },
};

// ---- After login
export const AfterLogin: Story = { args: { name: 'afterLogin', props: {} } };
