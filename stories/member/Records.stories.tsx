import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import AccountRecordsPage from '@/ui/screens/member/records/AccountRecordsPage';
import BettingRecordsPage from '@/ui/screens/member/records/BettingRecordsPage';
import BonusDetailsPage from '@/ui/screens/member/records/BonusDetailsPage';
import ProfitLossPage from '@/ui/screens/member/records/ProfitLossPage';
import { PhoneWidth, SignedIn } from './support';

const PAGES = {
  bets: BettingRecordsPage,
  account: AccountRecordsPage,
  profit: ProfitLossPage,
  bonus: BonusDetailsPage,
} as const;

/** One report page by name, for the stories below. */
function ReportPage({ page }: { page: keyof typeof PAGES }) {
  const Component = PAGES[page];
  return <Component />;
}

/**
 * The member centre's report pages (spec 01 §2 Member centre) on the mock backend, one story per page and
 * state.
 */
const meta = {
  title: 'Member/Records',
  component: ReportPage,
  args: { page: 'bets' },
  parameters: { route: '/?mc=personalHistoryCopy', scenario: 'default' },
  decorators: [
    (Story) => (
      <SignedIn account="player01">
        <Story />
      </SignedIn>
    ),
  ],
} satisfies Meta<typeof ReportPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ANY_REPORT = '*/wps/report/*';

export const BettingRecords: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Betting records' })).toBeVisible();
  },
};
export const BettingRecordsBothThemes: Story = { globals: { theme: 'both' } };
export const BettingRecordsPhone: Story = {
  decorators: [
    (Story) => (
      <PhoneWidth>
        <Story />
      </PhoneWidth>
    ),
  ],
};
export const AccountRecords: Story = { args: { page: 'account' } };
export const ProfitAndLoss: Story = { args: { page: 'profit' } };
export const BonusDetails: Story = { args: { page: 'bonus' } };
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(ANY_REPORT, () => delay('infinite'))] } },
};
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(ANY_REPORT, () =>
          HttpResponse.json({ success: true, value: { list: [], totalPages: 1, totalCount: 0, pageNo: 1 } }),
        ),
      ],
    },
  },
};
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(ANY_REPORT, () =>
          HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
};
