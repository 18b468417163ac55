import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '@mocks/node';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';

/**
 * The whole site on an in-memory router at `path` (its `?query` included: the centres' addresses), with a
 * fresh test query client; the location records history.
 */
export function renderSite(path = '/') {
  const [pathname = '/', search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <App
      routerHook={location.hook}
      searchHook={location.searchHook}
      queryClient={createQueryClient({ test: true })}
    />,
  );
  return location;
}

/**
 * Requests to `path` that the mock sees from now on (one-request-per-submit checks); with `method`, only
 * those (a read and a write can share a path, like member info).
 */
export function countRequests(path: string, method?: string): { count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path && (!method || request.method === method)) seen.count += 1;
  });
  return seen;
}
