import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import TransferUplinePage from '@/ui/screens/member/wallet/TransferUplinePage';
import { PhoneWidth, SignedIn } from './support';

/**
 * The member centre's transfer to upline (spec 01 §2 transferUpline; ADR 024) on the mock backend, one story
 * per state.
 */
const meta = {
  title: 'Member/Transfer to upline',
  component: TransferUplinePage,
  parameters: { route: '/?mc=transferUpline', scenario: 'default', account: 'down01' },
  decorators: [
    (Story, { parameters }) => (
      <SignedIn account={typeof parameters.account === 'string' ? parameters.account : 'down01'}>
        <Story />
      </SignedIn>
    ),
  ],
} satisfies Meta<typeof TransferUplinePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** down01 (P 500.00, upline agent1) may send. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Amount to send' })).toBeVisible();
  },
};
/** The amount to confirm, before anything is sent. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount to send' }), '50');
    await userEvent.type(canvas.getByLabelText('Withdrawal password'), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('region', { name: 'Confirm the transfer' })).toBeVisible();
  },
};
/** A wrong payment password: the mock refuses it with its message; the amount stays typed. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount to send' }), '50');
    await userEvent.type(canvas.getByLabelText('Withdrawal password'), '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm transfer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The withdrawal password is incorrect');
  },
};
/** No payment password yet: the member is led to set one on My account. */
export const NoPaymentPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/member/hasWithdrawalPassword', () =>
          HttpResponse.json({ success: true, value: false }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Set withdrawal password' })).toBeVisible();
  },
};
export const BothThemes: Story = { globals: { theme: 'both' } };
export const Phone: Story = {
  decorators: [
    (Story) => (
      <PhoneWidth>
        <Story />
      </PhoneWidth>
    ),
  ],
};
/** player01 has no toUpline flag. */
export const NotAllowed: Story = { parameters: { account: 'player01' } };
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/wps/member/info', () => delay('infinite'))] } },
};
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/member/info', () =>
          HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
};
