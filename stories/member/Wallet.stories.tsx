import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import TransferFundPage from '@/ui/screens/member/wallet/TransferFundPage';
import { PhoneWidth, SignedIn } from './support';

/**
 * The member centre's My wallet page (spec 01 §2 transferFund) on the mock backend, one story per state and
 * scenario.
 */
const meta = {
  title: 'Member/Wallet',
  component: TransferFundPage,
  parameters: { route: '/?mc=transferFund', scenario: 'default' },
  decorators: [
    (Story) => (
      <SignedIn account="vip05">
        <Story />
      </SignedIn>
    ),
  ],
} satisfies Meta<typeof TransferFundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Recall all to main wallet' })).toBeVisible();
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
/** The game wallet is locked. */
export const WalletLocked: Story = { parameters: { scenario: 'walletLocked' } };
/** Single-wallet merchant: no transfers. */
export const SingleWallet: Story = { parameters: { scenario: 'singleWallet' } };
/** The balances never answer: the skeleton in the cards' shape. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/wps/v2/wallets/balance', () => delay('infinite'))] } },
};
/** The balances failed: the message and a retry. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/v2/wallets/balance', () =>
          HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
};
