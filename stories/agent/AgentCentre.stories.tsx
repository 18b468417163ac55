import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutModeOverride } from '@/ui/hooks/useLayoutMode';
import { useAgentCentre } from '@/ui/hooks/useAgentCentre';
import AgentCentre from '@/ui/screens/agent/frame/AgentCentre';
import { SignedIn } from '../member/support';

/** The frame on the page the story's address names, moving through the address as on the site. */
function FrameAtAddress() {
  const { page, open } = useAgentCentre();
  return <AgentCentre page={page ?? 'agentTeamOverview'} onClose={() => open('agentTeamOverview')} />;
}

/**
 * The agent centre's frame (spec 02 §2 Agent centre; ADR 026) on the mock backend, signed in as agent1: the
 * overlay titled Agent, the menu in the spec's order with the open page current, and the four contract pages
 * only while their switches are on. Each page's own states are in Agent/Pages.
 */
const meta = {
  title: 'Agent/Centre frame',
  component: FrameAtAddress,
  parameters: { route: '/?ac=agentTeamOverview', scenario: 'default' },
  decorators: [
    (Story) => (
      <SignedIn account="agent1">
        <Story />
      </SignedIn>
    ),
  ],
} satisfies Meta<typeof FrameAtAddress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every feature on: 12 entries, Overview current. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('navigation', { name: 'Agent menu' });
    await expect(within(menu).getAllByRole('link')).toHaveLength(12);
    await expect(within(menu).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
/** The overlay portals to the page's body, outside a side-by-side pane's theme: the dark theme on its own (ADR 018). */
export const Dark: Story = { globals: { theme: 'dark' } };
/** Dividend and the three salaries switched off: 8 entries. */
export const ContractFeaturesOff: Story = {
  parameters: { scenario: 'agentFlagsOff' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('navigation', { name: 'Agent menu' });
    await expect(within(menu).getAllByRole('link')).toHaveLength(8);
  },
};
/** An agent without a team: the overview leads to the registration centre. */
export const NoDownlines: Story = { parameters: { scenario: 'noDownlines' } };
/** Team management inside the frame. */
export const OnTeam: Story = { parameters: { route: '/?ac=downlineManagmentView' } };
/** A phone: the page full screen with "All pages" leading to the menu as a list. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <LayoutModeOverride.Provider value="phone">
        <Story />
      </LayoutModeOverride.Provider>
    ),
  ],
};
