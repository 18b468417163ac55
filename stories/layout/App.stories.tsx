import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppRoutes } from '@/ui/app/router';
import { Layout } from '@/ui/screens/layout/Layout';
import { StatusGate } from '@/ui/screens/status/StatusGate';

function Shell() {
  return (
    <StatusGate>
      <Layout>
        <AppRoutes />
      </Layout>
    </StatusGate>
  );
}

/** The whole shell against the mock backend, per route. */
const meta = { title: 'Shell/Layout/Site', component: Shell } satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { parameters: { route: '/' } };
export const SlotsWithJackpot: Story = { parameters: { route: '/rng' } };
export const LotteryHiddenNav: Story = { parameters: { route: '/lottery' } };
export const Vip: Story = { parameters: { route: '/vip' } };
export const RegisterModal: Story = { parameters: { route: '/register' } };
export const HelpWithTerm: Story = { parameters: { route: '/help' } };
export const LoginToHome: Story = { parameters: { route: '/vip', scenario: 'loginToHome' } };
