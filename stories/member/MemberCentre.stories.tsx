import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { createSession, findMemberByAccount } from '@mocks/lib/accounts';
import { LayoutModeOverride } from '@/ui/hooks/useLayoutMode';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import MemberCentre from '@/ui/screens/member/frame/MemberCentre';

/** Signs the story's member in on the mock (after the scenario loader reseeded it), before the first request. */
function SignedIn({ account, children }: { account: string; children: ReactNode }) {
  useState(() => {
    const member = findMemberByAccount(account);
    if (member) sessionStorage.setItem('token', createSession(member.id));
  });
  return <>{children}</>;
}

/** The frame on the page the story's address names, moving through the address as on the site. */
function FrameAtAddress() {
  const { page, open } = useMemberCentre();
  return <MemberCentre page={page ?? 'securityCenter'} onClose={() => open('securityCenter')} />;
}

/**
 * The member centre's frame (spec 01 §2; ADR 023) on the mock backend: the overlay, the 14-entry menu with
 * the open page current, the red badges, the menu's loading state and the phone's list view. Each page's
 * own states are in its own stories (Member/Deposit, ...).
 */
const meta = {
  title: 'Member/Centre frame',
  component: FrameAtAddress,
  parameters: { route: '/?mc=securityCenter', scenario: 'default' },
  decorators: [
    (Story) => (
      <SignedIn account="player01">
        <Story />
      </SignedIn>
    ),
  ],
} satisfies Meta<typeof FrameAtAddress>;
export default meta;
type Story = StoryObj<typeof meta>;

const unread = (count: number) =>
  http.get('*/wps/relay/CSP_unreadCount', () => HttpResponse.json({ success: true, value: count }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('navigation', { name: 'Personal center menu' });
    await expect(await within(menu).findByRole('link', { name: 'My account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
/** The overlay portals to the page's body, outside a side-by-side pane's theme: the dark theme on its own (ADR 018). */
export const Dark: Story = { globals: { theme: 'dark' } };
/** Three unread messages: the red badge beside Messages; counts of 0 show none. */
export const WithBadges: Story = {
  parameters: { msw: { handlers: [unread(3)] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('link', { name: 'Messages 3' })).toBeVisible();
  },
};
/** The counts never answer: the menu waits in its own shape (spec 01 §2: drawn after loading). */
export const MenuLoading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/wps/relay/CSP_unreadCount', () => delay('infinite'))] },
  },
};
/** The deposit page inside the frame. */
export const OnDeposit: Story = { parameters: { route: '/?mc=depositv2' } };
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
