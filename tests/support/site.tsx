import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';

/** The whole site on an in-memory router at `path`, with a fresh test query client; the location records history. */
export function renderSite(path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <App
      routerHook={location.hook}
      searchHook={location.searchHook}
      queryClient={createQueryClient({ test: true })}
    />,
  );
  return location;
}
