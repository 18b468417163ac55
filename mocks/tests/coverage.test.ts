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
