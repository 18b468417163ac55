import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { clearLongTimeout, setLongTimeout } from '@/config/longTimers';

// Every query holds a garbage-collection timer and every observer a staleness timer, of a minute and
// more: they share one browser timer (ADR 048). Set before the first query exists.
timeoutManager.setTimeoutProvider({
  setTimeout: setLongTimeout,
  clearTimeout: (id) => clearLongTimeout(typeof id === 'number' ? id : undefined),
  setInterval: (run, delay) => window.setInterval(run, delay),
  clearInterval: (id) => window.clearInterval(typeof id === 'number' ? id : undefined),
});

/** Read-only server data (lanes, notices, banners, balances) shares one cache; machines fetch through it too. */
export function createQueryClient(options: { test?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: options.test ? false : 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
