import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ScenarioName } from '@mocks/scenarios';
// Aliased: useScenario switches the mock backend, it is not a React hook.
import { useScenario as applyScenario } from '@mocks/node';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial location, e.g. `/rng?vendor=pp`. Default `/`. */
  route?: string;
  /** Mock backend scenario for this test (reset after each test by the setup file). */
  scenario?: ScenarioName;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  /** Navigates the memory location, as a click on a link would. */
  navigate: (to: string) => void;
  /** Every location visited, starting with `route`. */
  history: string[];
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** Renders `ui` inside the providers a screen needs, against the mock backend in `scenario`. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const { route = '/', scenario, ...renderOptions } = options;
  if (scenario) applyScenario(scenario);
  const [path = '/', search = ''] = route.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const queryClient = createTestQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper: Wrapper, ...renderOptions });
  return { ...result, queryClient, navigate: (to) => location.navigate(to), history: location.history };
}
