import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';

/**
 * Dotted route names (`session.login`) for errors and logs, registered by each group's module as it
 * loads. The site imports only the groups it calls (ADR 020), so no module may need the root
 * router to name a route; and the root router copies every route (ts-rest's `router`), so names
 * are keyed by method and path, which the copy keeps, rather than by object.
 */
const names = new Map<string, string>();

const keyOf = (route: AppRoute): string => `${route.method} ${route.path}`;

export function nameRoutes(group: string, router: AppRouter): void {
  for (const [name, node] of Object.entries(router)) {
    if (isAppRoute(node)) names.set(keyOf(node), `${group}.${name}`);
    else nameRoutes(`${group}.${name}`, node);
  }
}

/** The route's dotted name once its group has loaded; otherwise `METHOD path`. */
export function routeName(route: AppRoute): string {
  return names.get(keyOf(route)) ?? keyOf(route);
}
