import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import DownloadScreen from '@/ui/screens/download/DownloadScreen';

/** /down (spec 01 §2): the apps from the routers resources on the mock backend. */
const meta = {
  title: 'Content/Download',
  component: DownloadScreen,
  // Both themes side by side (ADR 018).
  globals: { theme: 'both' },
  parameters: { route: '/down', scenario: 'default' },
} satisfies Meta<typeof DownloadScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BothApps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('link', { name: 'Download for Android' }))[0]).toBeVisible();
  },
};
/** The routers response offers no app (or only addresses the outbound check refuses). */
export const NoApps: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/system/domainRoute', () =>
          HttpResponse.json({
            success: true,
            value: { domainList: [], resources: [{ resourceType: 'IOS', url: 'javascript:alert(1)' }] },
          }),
        ),
      ],
    },
  },
};
