import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import HomeServices from '@/ui/screens/home/HomeServices';
import { PhoneWidth } from '../member/support';

/**
 * The home page's services (spec 02 §1, §7) on the mock backend: popular games, the winner board
 * and feedback, each block loading and failing on its own.
 */
const meta = {
  title: 'Content/Home services',
  component: HomeServices,
  parameters: { route: '/', scenario: 'default' },
} satisfies Meta<typeof HomeServices>;
export default meta;
type Story = StoryObj<typeof meta>;

const WINNERS = '*/wps/relay/ODSFE2_getWinnerBoard';
const POPULAR = '*/lgw/games/popular';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Winner board' })).toBeVisible();
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
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get(WINNERS, () => delay('infinite')), http.get(POPULAR, () => delay('infinite'))],
    },
  },
};
/** The winner board fails: its block says so with a retry; the others stay. */
export const WinnerBoardFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(WINNERS, () =>
          HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
};
export const Empty: Story = { parameters: { scenario: 'emptyLobbies' } };
/** Feedback over 140 characters: refused with its message, nothing sent. */
export const FeedbackTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Feedback' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your feedback' }), 'a'.repeat(141));
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    await expect(await within(form).findByText('At most 140 characters (141 now)')).toBeVisible();
  },
};
export const FeedbackSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Feedback' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your feedback' }), 'Great site');
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByText('Thank you: your feedback was sent.')).toBeVisible();
  },
};
