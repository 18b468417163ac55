import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { App } from '@/ui/app/App';
import { BootFailureScreen } from '@/ui/screens/status/BootFailureScreen';
import { BootScreen } from '@/ui/screens/status/BootScreen';
import { MaintenanceScreen } from '@/ui/screens/status/MaintenanceScreen';
import { RegionBlockedScreen } from '@/ui/screens/status/RegionBlockedScreen';

/** Screens that replace the whole app (spec 01 §2). */
const meta = {
  title: 'Shell/Status screens',
  // Both themes side by side (ADR 018): every component is seen in light and dark at once.
  globals: { theme: 'both' },
  component: MaintenanceScreen,
  args: {
    title: 'Scheduled upgrade',
    endTime: Date.UTC(2026, 0, 1, 8),
    info: 'We will be back shortly.',
    onCustomerService: fn(),
  },
} satisfies Meta<typeof MaintenanceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {};
export const MaintenanceWithoutEndTime: Story = { args: { title: null, endTime: null, info: null } };
export const RegionBlocked: Story = {
  render: (args) => (
    <RegionBlockedScreen
      ip="198.51.100.9"
      info="Not available in your region."
      onCustomerService={args.onCustomerService}
    />
  ),
};
export const RegionBlockedUnknownIp: Story = {
  render: (args) => <RegionBlockedScreen ip={null} info={null} onCustomerService={args.onCustomerService} />,
};
export const Booting: Story = { render: () => <BootScreen /> };
export const BootFailedNetwork: Story = {
  render: () => <BootFailureScreen errorKey="errors:network" onRetry={fn()} />,
};
export const BootFailedTimeout: Story = {
  render: () => <BootFailureScreen errorKey="errors:slow" errorCode={null} onRetry={fn()} />,
};
/** The full app against the mock in the maintenance and region scenarios. */
export const AppInMaintenance: Story = { render: () => <App />, parameters: { scenario: 'maintenance' } };
export const AppRegionBlocked: Story = { render: () => <App />, parameters: { scenario: 'regionBlocked' } };
export const AppOffline: Story = { render: () => <App />, parameters: { scenario: 'offline' } };
