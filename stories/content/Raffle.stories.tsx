import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { RaffleBlock } from '@/ui/screens/home/RaffleBlock';
import { As } from '../member/support';

/** The raffle block as player01, or as a visitor. */
function Raffle({ as }: { as: 'player01' | 'visitor' }) {
  return (
    <As as={as}>
      <RaffleBlock promotionId="RAFFLE" />
    </As>
  );
}

/** The home page's lucky draw (spec 02 §1; ADR 031) on the mock backend, per state. */
const meta = {
  title: 'Content/Home raffle',
  component: Raffle,
  args: { as: 'player01' },
  parameters: { scenario: 'default' },
} satisfies Meta<typeof Raffle>;
export default meta;
type Story = StoryObj<typeof meta>;

const STATUS = '*/wps/relay/MCSFE_getRafflePromotionStatus';

export const DrawsLeft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Draw' })).toBeVisible();
  },
};
/** A draw and its prize. */
export const Won: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Draw' }));
    await expect(await canvas.findByText(/^You won /)).toBeVisible();
  },
};
export const NoDrawsLeft: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(STATUS, () =>
          HttpResponse.json({ success: true, value: { status: 'FINISHED', remainingTimes: 0 } }),
        ),
      ],
    },
  },
};
export const StatusFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(STATUS, () =>
          HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
};
export const Visitor: Story = { args: { as: 'visitor' } };
