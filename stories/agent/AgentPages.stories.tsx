import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import AnnouncementsPage from '@/ui/screens/agent/overview/AnnouncementsPage';
import OverviewPage from '@/ui/screens/agent/overview/OverviewPage';
import RegisterCentrePage from '@/ui/screens/agent/register/RegisterCentrePage';
import TeamPage from '@/ui/screens/agent/team/TeamPage';
import TeamBettingPage from '@/ui/screens/agent/reports/TeamBettingPage';
import ProfitLossPage from '@/ui/screens/agent/reports/ProfitLossPage';
import IncomePage from '@/ui/screens/agent/reports/IncomePage';
import TransactionsPage from '@/ui/screens/agent/reports/TransactionsPage';
import DailySalaryPage from '@/ui/screens/agent/contracts/DailySalaryPage';
import DividendPage from '@/ui/screens/agent/contracts/DividendPage';
import RealTimeSalaryPage from '@/ui/screens/agent/contracts/RealTimeSalaryPage';
import { PhoneWidth, SignedIn } from '../member/support';
import '@/ui/screens/agent/agent.css';

/** Renders the page the story names (the pages are default exports without props). */
function Page({ page: Shown }: { page: ComponentType }) {
  return <Shown />;
}

/**
 * The agent centre's pages (spec 02 §2 Agent centre) on the mock backend as agent1, one story per state and
 * scenario: loaded, loading, failed with retry, empty (noDownlines), transfers off (transferDisabled),
 * a transfer without the payment password it asks for.
 */
const meta = {
  title: 'Agent/Pages',
  component: Page,
  args: { page: OverviewPage },
  parameters: { route: '/?ac=agentTeamOverview', scenario: 'default' },
  decorators: [
    (Story) => (
      <SignedIn account="agent1">
        <Story />
      </SignedIn>
    ),
  ],
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const never = (path: string) => ({ msw: { handlers: [http.all(path, () => delay('infinite'))] } });
const broken = (path: string) => ({
  msw: {
    handlers: [
      http.all(path, () =>
        HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
      ),
    ],
  },
});

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Team size')).toBeVisible();
  },
};
export const OverviewBothThemes: Story = { globals: { theme: 'both' } };
export const OverviewPhone: Story = {
  decorators: [
    (Story) => (
      <PhoneWidth>
        <Story />
      </PhoneWidth>
    ),
  ],
};
export const OverviewLoading: Story = { parameters: never('*/wps/relay/ACFE_getTeamOverview') };
export const OverviewFailed: Story = { parameters: broken('*/wps/relay/ACFE_getTeamOverview') };
export const OverviewNoTeam: Story = { parameters: { scenario: 'noDownlines' } };

export const Announcements: Story = { args: { page: AnnouncementsPage } };
export const AnnouncementsEmpty: Story = {
  args: { page: AnnouncementsPage },
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/agent/announcements', () => HttpResponse.json({ success: true, value: [] })),
      ],
    },
  },
};
export const AnnouncementsFailed: Story = {
  args: { page: AnnouncementsPage },
  parameters: broken('*/wps/agent/announcements'),
};

export const Team: Story = { args: { page: TeamPage } };
export const TeamEmpty: Story = { args: { page: TeamPage }, parameters: { scenario: 'noDownlines' } };
export const TeamLoading: Story = { args: { page: TeamPage }, parameters: never('*/wps/agent/downlines') };
export const TeamFailed: Story = { args: { page: TeamPage }, parameters: broken('*/wps/agent/downlines') };
/** The transfer panel for the first downline, waiting for the amount. */
export const TeamTransfer: Story = {
  args: { page: TeamPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: /^Transfer to / });
    if (first) await userEvent.click(first);
    await expect(await canvas.findByRole('textbox', { name: 'Amount' })).toBeVisible();
  },
};
/** transferEnabled false: the panel says transfers are not available. */
export const TeamTransferDisabled: Story = {
  ...TeamTransfer,
  parameters: { scenario: 'transferDisabled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: /^Transfer to / });
    if (first) await userEvent.click(first);
    await expect(await canvas.findByText('Transfers are not available')).toBeVisible();
  },
};
/** agent1 has no payment password yet: the panel leads to setting it on My account. */
export const TeamTransferNoPaymentPassword: Story = {
  ...TeamTransfer,
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
    const [first] = await canvas.findAllByRole('button', { name: /^Transfer to / });
    if (first) await userEvent.click(first);
    await expect(await canvas.findByRole('button', { name: 'Set withdrawal password' })).toBeVisible();
  },
};
/** A downline's rebate per product, opened from its row. */
export const TeamRebates: Story = {
  args: { page: TeamPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: /^Rebates of / });
    if (first) await userEvent.click(first);
    await expect(await canvas.findByRole('table', { name: /^Rebate per product of / })).toBeVisible();
  },
};
export const TeamRebatesFailed: Story = {
  args: { page: TeamPage },
  parameters: broken('*/wps/agent/downlineRebates'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: /^Rebates of / });
    if (first) await userEvent.click(first);
    await expect(await canvas.findByText('The rebates could not be loaded.')).toBeVisible();
  },
};

export const RegisterCentre: Story = { args: { page: RegisterCentrePage } };
export const RegisterCentreInvalid: Story = {
  args: { page: RegisterCentrePage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Username' }), 'ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const RegisterCentreFailed: Story = {
  args: { page: RegisterCentrePage },
  parameters: broken('*/wps/agent/globalRebateSettings'),
};

export const TeamBetting: Story = { args: { page: TeamBettingPage } };
export const TeamBettingFailed: Story = {
  args: { page: TeamBettingPage },
  parameters: broken('*/wps/report/teamPVPRNGBetting'),
};
export const UserProfitLoss: Story = { args: { page: ProfitLossPage } };
export const MyIncome: Story = { args: { page: IncomePage } };
export const TransactionDetails: Story = { args: { page: TransactionsPage } };
export const TransactionDetailsEmpty: Story = {
  args: { page: TransactionsPage },
  parameters: { scenario: 'noDownlines' },
};

export const DailySalary: Story = { args: { page: DailySalaryPage } };
export const Dividend: Story = { args: { page: DividendPage } };
/** Real-time salary with its countdown to the next 5-minute settlement. */
export const RealTimeSalary: Story = { args: { page: RealTimeSalaryPage } };
export const ContractsFailed: Story = {
  args: { page: DailySalaryPage },
  parameters: broken('*/wps/relay/MCS2_processDailySalContract'),
};
export const ContractsEmpty: Story = {
  args: { page: DailySalaryPage },
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/MCS2_processDailySalContract', () =>
          HttpResponse.json({ success: true, value: { list: [] } }),
        ),
      ],
    },
  },
};
