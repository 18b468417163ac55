import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import WithdrawPage from '@/ui/screens/member/withdraw/WithdrawPage';
import { PhoneWidth, SignedIn } from './support';

/**
 * The member centre's withdraw page (spec 01 §2 withdraw) on the mock backend, one story per state and
 * scenario.
 */
const meta = {
  title: 'Member/Withdraw',
  component: WithdrawPage,
  parameters: { route: '/?mc=withdraw', scenario: 'default', account: 'vip05' },
  decorators: [
    (Story, { parameters }) => (
      <SignedIn account={typeof parameters.account === 'string' ? parameters.account : 'vip05'}>
        <Story />
      </SignedIn>
    ),
  ],
} satisfies Meta<typeof WithdrawPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Withdrawal amount' })).toBeVisible();
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
/** No bank card: the page leads to binding one. */
export const NoBankCard: Story = { parameters: { scenario: 'noBankCard' } };
/** No withdrawal password: the page leads to setting it. */
export const NoWithdrawalPassword: Story = { parameters: { scenario: 'noWithdrawalPassword' } };
/** Withdrawals between 200 and 1,000. */
export const WithdrawLimits: Story = { parameters: { scenario: 'withdrawLimits' } };
/** 20.50 in the main wallet. */
export const InsufficientBalance: Story = { parameters: { scenario: 'insufficientBalance' } };
/** The settings never answer: the skeleton in the form's shape. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/wps/relay/MCSFE_getWithdrawSettings', () => delay('infinite'))] },
  },
};
/** The settings failed: the message and a retry. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/MCSFE_getWithdrawSettings', () =>
          HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
};
