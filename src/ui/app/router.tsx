import { startTransition, Suspense, useEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { whenPainted } from '@/config/afterNextPaint';
import { needsLoginRedirect, paths, PAGE_TYPES } from '@/config/paths';
import { Spinner } from '@/ui/components/Spinner';
import { useSessionToken } from '@/ui/hooks/useSessionToken';
import NotFoundScreen from '@/ui/screens/coming-soon/NotFoundScreen';
import { RouteBoundary } from './boundaries';
import { routeScreens } from './screens';
import { useFeatureFlags } from '@/ui/hooks/system';

/**
 * False until the layout's first render has painted. A lazy screen waits for it (its chunk is already
 * loading since the boot, `preloadRouteScreen`): rendered in the same commit, a lobby would hold back the
 * layout's first banner, the page's largest paint (LCP, ADR 020).
 * One frame later, and as a transition, it no longer does; and with its chunk here by then it renders
 * without suspending, so no Suspense reveal delay either (ADR 020). Not
 * `useAfterFirstPaint`: that waits for an idle moment, up to a second, which the page's own content should not.
 */
function useLayoutPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => whenPainted(() => startTransition(() => setPainted(true))), []);
  return painted;
}

const routeFallback = (
  <div className="route-fallback">
    <Spinner block />
  </div>
);

/** Every path of `paths` (aliases included), each bound to its row of `routeScreens`. */
export function AppRoutes() {
  const [location] = useLocation();
  const layoutPainted = useLayoutPainted();
  const { loginToHome } = useFeatureFlags();
  const token = useSessionToken();
  if (needsLoginRedirect(location, loginToHome, token !== null)) {
    return <Redirect to={paths.login.getHref()} replace />;
  }
  // Keyed by the path only: a query-string change (a vendor tab) is the same page, not a fresh start.
  return (
    <RouteBoundary location={location}>
      <Suspense fallback={routeFallback}>
        <Switch>
          {PAGE_TYPES.flatMap((type) => {
            const Screen = routeScreens[type];
            const def = paths[type];
            return [def.path, ...def.aliases].map((path) => (
              <Route key={path} path={path}>
                {/* Eager screens (home, login, register) have no chunk to wait for. */}
                {layoutPainted || !Screen.preload ? <Screen /> : routeFallback}
              </Route>
            ));
          })}
          <Route>
            <NotFoundScreen />
          </Route>
        </Switch>
      </Suspense>
    </RouteBoundary>
  );
}
