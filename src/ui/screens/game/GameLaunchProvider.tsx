import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { api, getApiLanguage } from '@/api/instance';
import { getSession } from '@/api/session-store';
import { TRIAL_TYPE } from '@/config/constants';
import { paths } from '@/config/paths';
import { createGameLaunchActors } from '@/machines/gameLaunch/gameLaunch.actors';
import {
  gameLaunchMachine,
  type GameLaunchMachine,
  type LaunchTarget,
  type Navigation,
} from '@/machines/gameLaunch/gameLaunch.machine';
import { useModals } from '@/ui/app/modals';
import { useSystemInfo } from '@/ui/app/system';
import { cdnHostsFrom, resolveOn, type CdnHosts } from '../lobby/cdn';
import { selectDialog } from '@/machines/gameLaunch/gameLaunch.selectors';

// The dialogs (and the game cards they show) load only when a launch needs the player.
const LaunchDialogs = lazy(() => import('./LaunchDialogs').then((m) => ({ default: m.LaunchDialogs })));

/** Storage key under which a slot launch remembers its vendor for the /rng tabs (spec 02 §4). */
export const VASSALAGE_STORAGE_KEY = 'vassalage';

/** Live, sports and esports vendors open in their own window; everything else plays in /game. */
const NEW_WINDOW_TYPES = new Set(['LIVE', 'SPORTS', 'ESPORTS']);

export class PopupBlockedError extends Error {
  readonly messageKey = 'errors:popupBlocked';
  constructor() {
    super('popup blocked');
  }
}

export type LaunchActor = ActorRefFrom<GameLaunchMachine>;

interface LaunchApi {
  actor: LaunchActor;
  launch(target: LaunchTarget): void;
}

export const LaunchContext = createContext<LaunchApi | null>(null);

export function toHref(navigation: Navigation): string {
  const qs = new URLSearchParams(navigation.query).toString();
  return `${navigation.to}${qs ? `?${qs}` : ''}`;
}

/**
 * One launch machine for the subtree, plus its dialogs. Nested providers are fine: each screen that
 * launches games mounts one, and the layout mounts one for the header.
 */
/**
 * What the machine's effects need from React (router, modals, CDN pick), kept current by an effect
 * so the machine itself is created once per provider.
 */
class LaunchEnvironment {
  navigate: (to: string) => void = () => undefined;
  openLogin: () => void = () => undefined;
  hosts: CdnHosts = { image: null, launch: null, launchHosts: [] };
  update(next: Pick<LaunchEnvironment, 'navigate' | 'openLogin' | 'hosts'>) {
    this.navigate = next.navigate;
    this.openLogin = next.openLogin;
    this.hosts = next.hosts;
  }
}

function createLaunchLogic(env: LaunchEnvironment, queryClient: QueryClient): GameLaunchMachine {
  return gameLaunchMachine.provide({
    actors: {
      ...createGameLaunchActors({
        api,
        queryClient,
        language: getApiLanguage,
        username: () => getSession().username,
        resolveLaunchUrl: (url) => resolveOn(env.hosts.launch, url),
        resolveImage: (path) => resolveOn(env.hosts.image, path),
      }),
      openGame: fromPromise<void, { url: string; target: LaunchTarget }>(async ({ input }) => {
        if (NEW_WINDOW_TYPES.has(input.target.gameType.toUpperCase())) {
          const win = window.open(input.url, '_blank');
          if (!win) throw new PopupBlockedError();
          win.opener = null;
          return;
        }
        env.navigate(paths.game.getHref({ url: input.url, name: input.target.gameName }));
      }),
    },
    actions: {
      requestLogin: () => env.openLogin(),
      navigate: (_, params) => {
        if (params.navigation) env.navigate(toHref(params.navigation));
      },
      storeVassalage: (_, params) => {
        try {
          sessionStorage.setItem(VASSALAGE_STORAGE_KEY, params.vassalage);
        } catch {
          /* storage blocked: the query string carries the vendor anyway */
        }
      },
    },
  });
}

/**
 * One launch machine for the subtree, plus its dialogs. Nested providers are fine: each screen that
 * launches games mounts one, and the layout mounts one for the header.
 */
export function GameLaunchProvider({ children, logic }: { children: ReactNode; logic?: GameLaunchMachine }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const modals = useModals();
  const status = useSystemInfo();
  const hosts = useMemo(() => cdnHostsFrom(status ?? undefined), [status]);
  const [env] = useState(() => new LaunchEnvironment());
  useLayoutEffect(() => {
    env.update({ navigate, openLogin: () => modals.open('login'), hosts });
  }, [env, navigate, modals, hosts]);
  const [machine] = useState(() => logic ?? createLaunchLogic(env, queryClient));
  const actor = useActorRef(machine);
  const launch = useCallback(
    (target: LaunchTarget) => {
      const session = getSession();
      actor.send({
        type: 'launch.request',
        target,
        session: { isLoggedIn: session.token !== null, isTrial: session.isAgent === TRIAL_TYPE },
      });
    },
    [actor],
  );
  const value = useMemo(() => ({ actor, launch }), [actor, launch]);
  const hasDialog = useSelector(actor, (snapshot) => selectDialog(snapshot) !== 'none');
  return (
    <LaunchContext.Provider value={value}>
      {children}
      {hasDialog && (
        <Suspense fallback={null}>
          <LaunchDialogs actor={actor} onLaunch={launch} />
        </Suspense>
      )}
    </LaunchContext.Provider>
  );
}

export function useGameLaunch(): LaunchApi {
  const ctx = useContext(LaunchContext);
  if (!ctx) throw new Error('useGameLaunch needs a <GameLaunchProvider>');
  return ctx;
}
