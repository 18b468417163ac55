import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { needsLoginRedirect, paths, PAGE_TYPES } from '@/config/paths';
import { Spinner } from '@/ui/components/Spinner';
import { useSessionToken } from '@/ui/hooks/useSessionToken';
import NotFoundScreen from '@/ui/screens/coming-soon/NotFoundScreen';
import { RouteBoundary } from './boundaries';
import { routeScreens } from './screens';
import { useFeatureFlags } from '@/ui/hooks/system';

/** Every path of `paths` (aliases included), each bound to its row of `routeScreens`. */
export function AppRoutes() {
  const [location] = useLocation();
  const { loginToHome } = useFeatureFlags();
  const token = useSessionToken();
  if (needsLoginRedirect(location, loginToHome, token !== null)) {
    return <Redirect to={paths.login.getHref()} replace />;
  }
  // Keyed by the path only: a query-string change (a vendor tab) is the same page, not a fresh start.
  return (
    <RouteBoundary location={location}>
      <Suspense
        fallback={
          <div className="route-fallback">
            <Spinner block />
          </div>
        }
      >
        <Switch>
          {PAGE_TYPES.flatMap((type) => {
            const Screen = routeScreens[type];
            const def = paths[type];
            return [def.path, ...def.aliases].map((path) => (
              <Route key={path} path={path}>
                <Screen />
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
