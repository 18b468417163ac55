import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import ManualRebatePage from '@/ui/screens/member/rewards/ManualRebatePage';
import MissionPage from '@/ui/screens/member/rewards/MissionPage';
import PlayerRankPage from '@/ui/screens/member/rewards/PlayerRankPage';
import RewardCenterPage from '@/ui/screens/member/rewards/RewardCenterPage';
import { PhoneWidth, SignedIn } from './support';

const PAGES = {
  rewards: RewardCenterPage,
  rank: PlayerRankPage,
  missions: MissionPage,
  rebate: ManualRebatePage,
} as const;

/** One rewards page by name, for the stories below. */
function RewardsPage({ page }: { page: keyof typeof PAGES }) {
  const Component = PAGES[page];
  return <Component />;
}

/**
 * The member centre's reward center, VIP rank, missions and manual rebate (spec 01 §2 Member centre) on the
 * mock backend, per page and state.
 */
const meta = {
  title: 'Member/Rewards',
  component: RewardsPage,
  args: { page: 'rewards' },
  parameters: { route: '/?mc=rewardCenter', scenario: 'default' },
  decorators: [
    (Story) => (
      <SignedIn account="player01">
        <Story />
      </SignedIn>
    ),
  ],
} satisfies Meta<typeof RewardsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const failed = (path: string) =>
  http.get(`*${path}`, () =>
    HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
  );

/** Rewards issued to the member, each with its Claim button; claiming one says so and removes it. */
export const RewardCenter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Rewards to claim' });
    const [button] = within(list).getAllByRole('button', { name: /^Claim / });
    if (!button) throw new Error('no reward to claim');
    await userEvent.click(button);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Claimed');
  },
};
export const RewardCenterBothThemes: Story = { globals: { theme: 'both' } };
export const RewardCenterPhone: Story = {
  decorators: [
    (Story) => (
      <PhoneWidth>
        <Story />
      </PhoneWidth>
    ),
  ],
};
/** A member with nothing issued: the empty state. */
export const NothingToClaim: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/MCSFE_getClaimPromotion', () =>
          HttpResponse.json({ success: true, value: { list: [], totalPages: 1, totalCount: 0, pageNo: 1 } }),
        ),
      ],
    },
  },
};
export const RewardsLoading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/wps/relay/MCSFE_getClaimPromotion', () => delay('infinite'))] },
  },
};
export const RewardsFailed: Story = {
  parameters: { msw: { handlers: [failed('/wps/relay/MCSFE_getClaimPromotion')] } },
};
/** The tickets tab. */
export const Tickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Tickets' }));
    await expect(await canvas.findByRole('list', { name: 'Your tickets' })).toBeVisible();
  },
};

/** Monthly and total turnover against the next rank, as progress bars. */
export const VipRank: Story = {
  args: { page: 'rank' },
  parameters: { route: '/?mc=playerRank' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Monthly turnover' })).toBeVisible();
  },
};
export const VipRankBothThemes: Story = { args: { page: 'rank' }, globals: { theme: 'both' } };
export const VipRankFailed: Story = {
  args: { page: 'rank' },
  parameters: { msw: { handlers: [failed('/wps/relay/MCSFE_getPlayerRankProgress')] } },
};

/** Missions with their progress, and the leaderboard. */
export const Missions: Story = {
  args: { page: 'missions' },
  parameters: { route: '/?mc=missionLeaderboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Leaderboard' })).toBeVisible();
  },
};
export const MissionsBothThemes: Story = { args: { page: 'missions' }, globals: { theme: 'both' } };
export const MissionsPhone: Story = {
  args: { page: 'missions' },
  decorators: [
    (Story) => (
      <PhoneWidth>
        <Story />
      </PhoneWidth>
    ),
  ],
};
export const MissionsFailed: Story = {
  args: { page: 'missions' },
  parameters: { msw: { handlers: [failed('/wps/relay/MCSFE_getMissionSummaryDetails')] } },
};

/** Manual rebate per product: rate, valid bets since the last claim, the rebate, and Claim. */
export const ManualRebate: Story = {
  args: { page: 'rebate' },
  parameters: { route: '/?mc=manualRebate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Rebate per product' })).toBeVisible();
  },
};
export const ManualRebateBothThemes: Story = { args: { page: 'rebate' }, globals: { theme: 'both' } };
export const ManualRebatePhone: Story = {
  args: { page: 'rebate' },
  decorators: [
    (Story) => (
      <PhoneWidth>
        <Story />
      </PhoneWidth>
    ),
  ],
};
/** Nothing offered: the empty state. */
export const ManualRebateNone: Story = {
  args: { page: 'rebate' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/MCSFE_getCustomerRebateSettingByProductType', () =>
          HttpResponse.json({ success: true, value: [] }),
        ),
      ],
    },
  },
};
export const ManualRebateFailed: Story = {
  args: { page: 'rebate' },
  parameters: { msw: { handlers: [failed('/wps/relay/MCSFE_getCustomerRebateSettingByProductType')] } },
};
