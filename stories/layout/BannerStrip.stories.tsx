import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Banner } from '@/contracts/home.contract';
import { BannerStrip } from '@/ui/screens/layout/banner/BannerStrip';

const banner = (i: number, linked = true): Banner => ({
  id: i,
  bannerId: i,
  title: `Banner ${i}`,
  groupName: 'w_home',
  url: `https://picsum.photos/seed/b${i}/1200/360`,
  linkageType: linked ? '1' : null,
  linkage: linked ? '/promotions' : null,
});

/** Banner strip: several banners rotate every 5000 ms with dots; one banner stays still; none hides it. */
const meta = {
  title: 'Shell/Layout/Banner strip',
  component: BannerStrip,
  args: {
    banners: [banner(1), banner(2), banner(3)],
    isClickable: (b: Banner) => Boolean(b.linkageType),
    onBannerClick: fn(),
  },
} satisfies Meta<typeof BannerStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rotating: Story = {};
export const SingleBanner: Story = { args: { banners: [banner(1)] } };
export const NotClickable: Story = { args: { banners: [banner(1, false), banner(2, false)] } };
export const Empty: Story = { args: { banners: [] } };
export const WithJackpotSlot: Story = { args: { below: <strong>Jackpot P 12,345,678.90</strong> } };
