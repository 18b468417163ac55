import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { ContractRequestsNotice } from '@/ui/screens/layout/ContractRequestsNotice';
import { SignedIn } from '../member/support';

const flags = (on: Record<string, string>) => ({
  msw: {
    handlers: [
      http.get('*/wps/member/info/funds/consolidated', () =>
        HttpResponse.json({
          success: true,
          value: {
            dailysalreqtype: '0',
            divtypereq: '0',
            contracthoursalreq: '0',
            realtimesalreqtype: '0',
            ...on,
          },
        }),
      ),
    ],
  },
});

/** The contracts waiting for an agent's answer, above the page after login (spec 02 §3). */
const meta = {
  title: 'Layout/Contract requests',
  component: ContractRequestsNotice,
  decorators: [
    (Story) => (
      <SignedIn account="agent1">
        <Story />
      </SignedIn>
    ),
  ],
} satisfies Meta<typeof ContractRequestsNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneWaiting: Story = {
  parameters: flags({ dailysalreqtype: '1' }),
  play: async ({ canvasElement }) => {
    const strip = await within(canvasElement).findByRole('status');
    await expect(within(strip).getByRole('button', { name: 'Daily salary' })).toBeVisible();
  },
};
export const AllWaitingBothThemes: Story = {
  parameters: flags({
    dailysalreqtype: '1',
    divtypereq: '1',
    contracthoursalreq: '1',
    realtimesalreqtype: '1',
  }),
  globals: { theme: 'both' },
};
/** Nothing waiting: nothing drawn. */
export const NoneWaiting: Story = { parameters: flags({}) };
