// @vitest-environment node
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/contracts/routes';
import { handlers } from '../handlers';

/** Every contract route must be implemented by the mock (method + path). */
describe('mock handler coverage', () => {
  it('has a handler for every route in allRoutes()', async () => {
    const missing: string[] = [];
    for (const { key, route } of allRoutes()) {
      const path = route.path.replace(/:(\w+)/g, 'x');
      const init: RequestInit = { method: route.method };
      if (route.method !== 'GET') init.body = '{}';
      const response = await getResponse(handlers, new Request(`http://wps.test${path}`, init));
      if (!response) missing.push(`${key} ${route.method} ${route.path}`);
    }
    expect(missing).toEqual([]);
  });
});

/** A fault keyed by route key reaches the route whichever copy of it a handler was built from. */
describe('faults by route key', () => {
  it('names the routes a handler implements, including those of routers built with options', async () => {
    const { routeKeyOf } = await import('../lib/handler');
    const { pointsContract } = await import('@/contracts/points.contract');
    const { sessionContract } = await import('@/contracts/session.contract');
    expect(routeKeyOf(pointsContract.redeem)).toBe('points.redeem');
    expect(routeKeyOf(sessionContract.logout)).toBe('session.logout');
    for (const { key, route } of allRoutes()) expect(routeKeyOf(route), key).toBe(key);
  });
});
