import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import PointMallScreen from '@/ui/screens/points/PointMallScreen';
import { As, PhoneWidth } from '../member/support';

/** The page as player01, or as a visitor. */
function PointMallPage({ as }: { as: 'player01' | 'visitor' }) {
  return (
    <As as={as}>
      <PointMallScreen />
    </As>
  );
}

/**
 * /pointMall, the points shop (spec 01 §2, 02 §7; ADR 027), on the mock backend signed in as player01: the
 * balance, the rewards, the redeem form, the conversion and the history, per state. The visitor's
 * page is its own story.
 */
const meta = {
  title: 'Content/Points shop',
  component: PointMallPage,
  args: { as: 'player01' },
  parameters: { route: '/pointMall', scenario: 'default' },
} satisfies Meta<typeof PointMallPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const REWARDS = '*/wps/relay/MCS2_getPointReward';
const HISTORY = '*/wps/relay/MCS2_getRedeemPointList';
const CONFIG = '*/wps/relay/MCS2_getPointConfig';
const failed = () =>
  HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 });
const page = <T,>(list: T[]) => HttpResponse.json({ success: true, value: { list, totalPages: 0 } });

/** The balance over the rewards. */
export const Rewards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Lucky Draw Ticket' })).toBeVisible();
    await expect(canvas.getByText('Your points')).toBeVisible();
  },
};
export const BothThemes: Story = { globals: { theme: 'both' } };
export const AtPhoneWidth: Story = {
  decorators: [
    (Story) => (
      <PhoneWidth>
        <Story />
      </PhoneWidth>
    ),
  ],
};
/** The redeem form, refused for a fractional quantity and a missing password: nothing is sent. */
export const RedeemRefused: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Redeem: Lucky Draw Ticket' }));
    const dialog = await body.findByRole('dialog', { name: 'Redeem Lucky Draw Ticket' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await expect(await within(dialog).findByText('Enter a whole number above 0')).toBeVisible();
  },
};
/** A reward the balance does not pay for: the way to deposit. */
export const ShortOfPoints: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Redeem: Travel Voucher' }));
    const dialog = await body.findByRole('dialog', { name: 'Redeem Travel Voucher' });
    await userEvent.type(within(dialog).getByLabelText('Login password'), 'Passw0rd1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await expect(await within(dialog).findByRole('button', { name: 'Deposit to earn more' })).toBeVisible();
  },
};
/** The conversion at the merchant's ratio, with what the typed points are worth. */
export const Convert: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Convert' }));
    const points = await canvas.findByRole('textbox', { name: 'Points to convert' });
    await userEvent.type(points, '250');
    await expect(canvas.getByText('You receive P 2.50')).toBeVisible();
  },
};
export const ConvertSwitchedOff: Story = {
  parameters: {
    msw: {
      handlers: [http.get(CONFIG, () => HttpResponse.json({ success: true, value: { enabled: false } }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Convert' }));
    await expect(await canvas.findByRole('heading', { name: 'Conversion is not available' })).toBeVisible();
  },
};
/** The redeems with their statuses (In Process, Rejected, Approved). */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'History' }));
    await expect(await canvas.findByRole('table', { name: 'Redeem history' })).toBeVisible();
  },
};
export const NoHistory: Story = {
  parameters: { msw: { handlers: [http.get(HISTORY, () => page([]))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'History' }));
    await expect(await canvas.findByRole('heading', { name: 'No redeems yet' })).toBeVisible();
  },
};
export const RewardsLoading: Story = {
  parameters: { msw: { handlers: [http.get(REWARDS, () => delay('infinite'))] } },
};
export const RewardsFailed: Story = {
  parameters: { msw: { handlers: [http.get(REWARDS, failed)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
export const NoRewards: Story = {
  parameters: { msw: { handlers: [http.get(REWARDS, () => page([]))] } },
};
/** A visitor: the login instead of the points calls. */
export const Visitor: Story = {
  args: { as: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in to see your points' })).toBeVisible();
  },
};
