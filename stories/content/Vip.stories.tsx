import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import VipScreen from '@/ui/screens/vip/VipScreen';

/** /vip (spec 01 §2; ADR 028) on the mock backend: ranks and benefits, and the visitor's login offer. */
const meta = {
  title: 'Content/VIP',
  component: VipScreen,
  parameters: { route: '/vip', scenario: 'default' },
} satisfies Meta<typeof VipScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the benefits table and "Log in to see your rank". */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};
export const BothThemes: Story = { globals: { theme: 'both' } };
export const RulesLoading: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/wps/relay/MCSFE_getMerchantAvailablePromotions', () => delay('infinite'))],
    },
  },
};
export const RulesFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/MCSFE_getMerchantAvailablePromotions', () =>
          HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
};
export const NoRules: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/MCSFE_getMerchantAvailablePromotions', () =>
          HttpResponse.json({ success: true, value: [] }),
        ),
      ],
    },
  },
};
