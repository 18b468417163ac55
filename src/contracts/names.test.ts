// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

describe('route names without the root router (ADR 020)', () => {
  it('a group names its own routes when only that group is loaded', async () => {
    vi.resetModules();
    const { routeName } = await import('./names');
    const { systemContract } = await import('./system.contract');
    expect(routeName(systemContract.country)).toBe('system.country');
    // Only the imported group registered: a route of an unloaded group is named by method and path.
    const { sessionContract } = await import('./session.contract');
    expect(routeName(sessionContract.login)).toBe('session.login');
    expect(routeName({ ...systemContract.country, path: '/wps/not/loaded' })).toBe('GET /wps/not/loaded');
  });

  it('every route of the root router has the same name as its dotted key', async () => {
    vi.resetModules();
    const { routeName } = await import('./names');
    const { allRoutes } = await import('./routes');
    const routes = allRoutes();
    expect(routes.length).toBeGreaterThan(100);
    for (const { key, route } of routes) expect(routeName(route)).toBe(key);
  });
});
