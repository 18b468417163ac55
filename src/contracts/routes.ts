import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { contract } from './index';
import { routeMeta, type RouteMeta } from './meta';

export type RouteEntry = {
  /** Dotted path in the root router, e.g. `session.login`. */
  key: string;
  route: AppRoute;
  meta: RouteMeta;
};

function flatten(router: AppRouter, prefix: string[]): RouteEntry[] {
  return Object.entries(router).flatMap(([name, node]) => {
    const keyPath = [...prefix, name];
    if (isAppRoute(node)) return [{ key: keyPath.join('.'), route: node, meta: routeMeta(node) }];
    return flatten(node, keyPath);
  });
}

/** Every route of the root contract, in declaration order. Throws if a route's metadata is invalid. */
export function allRoutes(root: AppRouter = contract): RouteEntry[] {
  return flatten(root, []);
}
