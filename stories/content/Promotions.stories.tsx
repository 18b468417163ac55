import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import PromoDetailScreen from '@/ui/screens/promotions/PromoDetailScreen';
import PromotionsScreen from '@/ui/screens/promotions/PromotionsScreen';
import { PhoneWidth, SignedIn } from '../member/support';

const PAGES = { list: PromotionsScreen, detail: PromoDetailScreen } as const;

/** The list or the detail page, by name, for the stories below. */
function PromotionsPage({ page }: { page: keyof typeof PAGES }) {
  const Component = PAGES[page];
  return <Component />;
}

/**
 * /promotions and /promoDetail (spec 01 §2; ADR 025) on the mock backend: categories, detail, apply, per
 * state.
 */
const meta = {
  title: 'Content/Promotions',
  component: PromotionsPage,
  args: { page: 'list' },
  parameters: { route: '/promotions', scenario: 'default' },
} satisfies Meta<typeof PromotionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '*/wps/relay/MCSFE_getMerchantAvailablePromotions';
const member = (Story: () => React.JSX.Element) => (
  <SignedIn account="player01">
    <Story />
  </SignedIn>
);

/** Every promotion under All, with the category tabs that have promotions. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('article', { name: 'Slots 50% reload bonus' })).toBeVisible();
  },
};
export const BothThemes: Story = { globals: { theme: 'both' } };
export const AtPhoneWidth: Story = {
  decorators: [
    (Story) => (
      <PhoneWidth>
        <Story />
      </PhoneWidth>
    ),
  ],
};
/** `?category=` opens a category (banner links). */
export const OneCategory: Story = {
  parameters: { route: '/promotions?category=deposit_promo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Deposit' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(LIST, () => delay('infinite'))] } },
};
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(LIST, () =>
          HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
};
export const NoPromotions: Story = {
  parameters: { msw: { handlers: [http.get(LIST, () => HttpResponse.json({ success: true, value: [] }))] } },
};

/** A visitor on a promotion: the rules, and the login at apply. */
export const DetailVisitor: Story = {
  args: { page: 'detail' },
  parameters: { route: '/promoDetail?id=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Log in to apply' })).toBeVisible();
  },
};
export const DetailNotFound: Story = {
  args: { page: 'detail' },
  parameters: { route: '/promoDetail?id=9999' },
};
/** A member on an open promotion: the application form. */
export const DetailMember: Story = {
  args: { page: 'detail' },
  parameters: { route: '/promoDetail?id=1' },
  decorators: [member],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Apply for this promotion' })).toBeVisible();
  },
};
/** A remark over 140 characters is refused with its message and kept as typed. */
export const DetailRemarkTooLong: Story = {
  ...DetailMember,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Apply for this promotion' });
    const remark = within(form).getByRole('textbox', { name: 'Remark (optional)' });
    await userEvent.click(remark);
    await userEvent.paste('a'.repeat(141));
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(await within(form).findByText('At most 140 characters (141 now)')).toBeVisible();
  },
};
/** The application is sent; the page then says it is under review. */
export const DetailApplied: Story = {
  ...DetailMember,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Apply for this promotion' });
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText(/Your application was sent/)).toBeVisible();
  },
};
export const DetailApplyRefused: Story = {
  ...DetailMember,
  parameters: {
    route: '/promoDetail?id=1',
    msw: {
      handlers: [
        http.post('*/wps/promotions', () =>
          HttpResponse.json({
            success: false,
            errorCode: 'PROMOTION_ALREADY_APPLIED',
            message: 'You have already applied for this promotion',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Apply for this promotion' });
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(await within(form).findByRole('alert')).toBeVisible();
  },
};
