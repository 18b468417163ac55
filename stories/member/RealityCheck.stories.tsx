import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { loadCentreTranslations } from '@/i18n';
import { RealityCheckDialog } from '@/ui/screens/member/responsible/RealityCheckDialog';

const AT = Date.UTC(2026, 10, 28, 14, 0);
const MINUTE = 60_000;

/**
 * The reality check's dialog (ADR 043, UKGC RTS 13): the time since login and the session's exact
 * figures, "Continue" and "Stop playing". The dialog is a modal layer, so it covers whatever page is
 * under it, the game frame included.
 */
const meta = {
  title: 'Member/Reality check',
  component: RealityCheckDialog,
  loaders: [async () => loadCentreTranslations()],
  args: {
    figures: { since: AT - 75 * MINUTE, staked: '1250.50', won: '980.25', net: '-270.25', realityCheck: 15 },
    failure: null,
    busy: false,
    at: AT,
    onContinue: fn(),
    onStop: fn(),
  },
} satisfies Meta<typeof RealityCheckDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An hour and a quarter in, behind on the session. */
export const Due: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Reality check',
    });
    // The modal fades in (ADR 017): visible once its opening animation has run.
    await waitFor(() => expect(within(dialog).getByText('1 h 15 min')).toBeVisible());
    await expect(within(dialog).getByText('-270.25')).toBeVisible();
    within(dialog).getByRole('button', { name: 'Stop playing' }).click();
    await expect(args.onStop).toHaveBeenCalled();
  },
};
/** Fifteen minutes in, ahead. */
export const Ahead: Story = {
  args: {
    figures: { since: AT - 15 * MINUTE, staked: '40.00', won: '62.50', net: '22.50', realityCheck: 15 },
  },
};
/** The figures are on their way: the dialog is already up. */
export const Loading: Story = { args: { figures: null, busy: true } };
/** The figures could not be loaded: the check still asks the question. */
export const FiguresFailed: Story = {
  args: { figures: null, failure: { messageKey: 'errors:network' } },
};
// The dialog renders in a portal on <body>, outside the side-by-side theme panes: the dark theme on its own
// (ADR 018). On a phone-sized viewport (below 600 px) it rises from the bottom edge at its own height.
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkAhead: Story = { args: Ahead.args, globals: { theme: 'dark' } };
