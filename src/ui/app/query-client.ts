import { QueryClient } from '@tanstack/react-query';

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
