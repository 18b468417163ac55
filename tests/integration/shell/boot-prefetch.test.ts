import { afterEach, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { server } from '@mocks/node';
import { api } from '@/api/instance';
import {
  createSystemStatusActors,
  startLoadingSystemData,
} from '@/machines/systemStatus/systemStatus.actors';

/** Counts the calls to one path while a test runs. */
function countRequests(path: string): () => number {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return () => count;
}
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const fn of cleanups.splice(0)) fn();
});

describe('boot data started before the first render', () => {
  it('is taken by the first load (no second call), and a retry asks the server again', async () => {
    const statusCalls = countRequests('/wps/system/status');
    const { loadSystem } = createSystemStatusActors({ api });
    startLoadingSystemData(api);
    startLoadingSystemData(api); // a second start while one is in flight does not call again
    const first = await toPromise(createActor(loadSystem).start());
    expect(first.status.info).toBeDefined();
    expect(statusCalls()).toBe(1);
    await toPromise(createActor(loadSystem).start());
    expect(statusCalls()).toBe(2);
  });

  it('sends the site host with the permission call (spec 01 §7)', async () => {
    const seen: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/wps/system/status') seen.push(url.searchParams.get('url') ?? '');
    };
    server.events.on('request:start', listener);
    cleanups.push(() => server.events.removeListener('request:start', listener));
    const { loadSystem } = createSystemStatusActors({ api });
    await toPromise(createActor(loadSystem).start());
    expect(seen).toEqual([location.host]);
    expect(location.host).not.toBe('');
  });
});
