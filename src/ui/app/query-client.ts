import {
  QueryClient,
  timeoutManager,
  type ManagedTimerId,
  type TimeoutProvider,
} from '@tanstack/react-query';
import { preferSignalTimers, SignalTimer } from '@/config/signalTimers';

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

/**
 * Every query holds a collection timer and every observer a staleness timer, of a minute and more, and
 * almost none fires: they wait on the signal timer (ADR 049). The cache sets no intervals of its own;
 * those stay the platform's.
 */
export const signalTimeoutProvider: TimeoutProvider<ManagedTimerId> = {
  setTimeout: (run, delay) => new SignalTimer(run, delay),
  clearTimeout: (id) => {
    if (id instanceof SignalTimer) id.cancel();
  },
  setInterval: (run, delay) => window.setInterval(run, delay),
  clearInterval: (id) => window.clearInterval(typeof id === 'number' ? id : undefined),
};

/**
 * The browser entry's one call, before the first query and the first request: the cache's timers and the
 * API client's deadlines on the signal timer where the browser has it (ADR 049).
 */
export function installSignalTimers(): void {
  if (preferSignalTimers()) timeoutManager.setTimeoutProvider(signalTimeoutProvider);
}

export const queryClient = createQueryClient();
