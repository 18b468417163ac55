import { Router } from 'wouter';
import { Layout } from '@/ui/screens/layout/Layout';
import { usePrefetchShellData } from '@/ui/hooks/queries';
import { StatusGate } from '@/ui/screens/status/StatusGate';
import { AppBoundary } from './boundaries';
import { AppProviders, type AppProvidersProps } from './providers';
import { AppRoutes } from './router';
import { UpdatePromptSlot } from './pwa/UpdatePromptSlot';
import './theme.css';

export interface AppProps extends Omit<AppProvidersProps, 'children'> {
  /** Tests render at a path with wouter's memory location (`memoryLocation().hook`). */
  routerHook?: Parameters<typeof Router>[0]['hook'];
  searchHook?: Parameters<typeof Router>[0]['searchHook'];
}

function ShellPrefetch() {
  usePrefetchShellData();
  return null;
}

export function App({ routerHook, searchHook, ...providers }: AppProps) {
  return (
    <Router hook={routerHook} searchHook={searchHook}>
      {/* Routes and modals hold their own failures; this one catches what escapes them (a provider, the layout). */}
      <AppBoundary>
        <AppProviders {...providers}>
          <ShellPrefetch />
          <StatusGate>
            <Layout>
              <AppRoutes />
            </Layout>
          </StatusGate>
          <UpdatePromptSlot />
        </AppProviders>
      </AppBoundary>
    </Router>
  );
}
