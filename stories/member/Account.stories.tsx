import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import MessagesPage from '@/ui/screens/member/inbox/MessagesPage';
import ReferralPage from '@/ui/screens/member/referral/ReferralPage';
import SecurityCenterPage from '@/ui/screens/member/security/SecurityCenterPage';
import { PhoneWidth, SignedIn } from './support';

type Page = 'security' | 'messages' | 'referral';
const PAGES = { security: SecurityCenterPage, messages: MessagesPage, referral: ReferralPage } as const;

/** One member page by name, for the stories below. */
function MemberPage({ page }: { page: Page }) {
  const Component = PAGES[page];
  return <Component />;
}

/**
 * My account, platform information and invite friends (spec 01 §2 securityCenter, messageV2, referral) on the
 * mock backend: one story per state and scenario. Each page's own address parameters come from the story's
 * route.
 */
const meta = {
  title: 'Member/Account, messages and invitations',
  component: MemberPage,
  args: { page: 'security' },
  parameters: { route: '/?mc=securityCenter', scenario: 'default', account: 'vip05' },
  decorators: [
    (Story, { parameters }) => (
      <SignedIn account={typeof parameters.account === 'string' ? parameters.account : 'vip05'}>
        <Story />
      </SignedIn>
    ),
  ],
} satisfies Meta<typeof MemberPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fails = (path: string) => ({
  msw: {
    handlers: [
      http.get(`*${path}`, () =>
        HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
      ),
    ],
  },
});

export const Profile: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { name: 'Profile' })).toBeVisible();
  },
};
export const ProfileBothThemes: Story = { globals: { theme: 'both' } };
/** player01 has no real name or birthday yet: every field is editable; the birthday must show 21+. */
export const ProfileEditing: Story = {
  parameters: { account: 'player01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit profile' }));
    await expect(canvas.getByRole('form', { name: 'Edit profile' })).toBeVisible();
    await expect(canvas.getByLabelText('Birthday')).toHaveAccessibleDescription(/21 or older/);
  },
};
/** vip05 gave a real name and birthday once: the editor shows them read-only with the way to change them. */
export const ProfileEditingLocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit profile' }));
    await expect(canvas.getByText('Lim Wei Jie')).toBeVisible();
    await expect(canvas.queryByLabelText('Real name')).toBeNull();
  },
};
/** The merchant runs no identity verification: the KYC row is gone. */
export const ProfileKycOff: Story = { parameters: { scenario: 'kycOff' } };
export const BankCardsNone: Story = {
  parameters: { scenario: 'noBankCard', route: '/?mc=securityCenter&mc.section=bankCards&mc.back=withdraw' },
};
export const BankCards: Story = { parameters: { route: '/?mc=securityCenter&mc.section=bankCards' } };
export const WithdrawPasswordNotSet: Story = {
  parameters: { scenario: 'noWithdrawalPassword', route: '/?mc=securityCenter&mc.section=withdrawPassword' },
};
export const SecurityQuestions: Story = { parameters: { route: '/?mc=securityCenter&mc.section=questions' } };
export const ProfileFailed: Story = { parameters: fails('/wps/member/info') };
export const ProfilePhone: Story = {
  decorators: [
    (Story) => (
      <PhoneWidth>
        <Story />
      </PhoneWidth>
    ),
  ],
};

export const Messages: Story = { args: { page: 'messages' }, parameters: { route: '/?mc=messageV2' } };
export const MessagesBothThemes: Story = {
  args: { page: 'messages' },
  parameters: { route: '/?mc=messageV2' },
  globals: { theme: 'both' },
};
export const MessagesLoading: Story = {
  args: { page: 'messages' },
  parameters: { msw: { handlers: [http.get('*/wps/relay/CSP_getInbox', () => delay('infinite'))] } },
};
export const MessagesEmpty: Story = {
  args: { page: 'messages' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/CSP_getInbox', () =>
          HttpResponse.json({ success: true, value: { list: [], totalPages: 1, totalCount: 0, pageNo: 1 } }),
        ),
      ],
    },
  },
};
export const MessagesFailed: Story = {
  args: { page: 'messages' },
  parameters: fails('/wps/relay/CSP_getInbox'),
};

export const Referral: Story = { args: { page: 'referral' }, parameters: { route: '/?mc=referral' } };
export const ReferralBothThemes: Story = {
  args: { page: 'referral' },
  parameters: { route: '/?mc=referral' },
  globals: { theme: 'both' },
};
export const ReferralFailed: Story = {
  args: { page: 'referral' },
  parameters: fails('/wps/relay/MCSFE_getReferralDetails'),
};
