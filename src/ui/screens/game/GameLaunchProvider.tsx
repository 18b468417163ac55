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
import { findExtension } from '@/api/extensions';
import { getSession } from '@/api/session-store';
import { extensionAllowed } from '@/config/extensions';
import { TRIAL_TYPE } from '@/config/constants';
import { checkOutboundUrl, openOutboundWindow, outboundPolicy, type OutboundPolicy } from '@/config/outbound';
import { paths } from '@/config/paths';
import { createGameLaunchActors } from '@/machines/gameLaunch/gameLaunch.actors';
import { loadLaunchRg } from '@/machines/gameLaunch/gameLaunch.rg';
import {
  PopupBlockedError,
  gameLaunchMachine,
  type GameLaunchMachine,
  type LaunchRg,
  type LaunchTarget,
  type Navigation,
} from '@/machines/gameLaunch/gameLaunch.machine';
import { useModals } from '@/ui/hooks/modals';
import { useProtectedAction } from '@/ui/hooks/useProtectedAction';
import { useWalletSync } from '@/ui/hooks/useWalletSync';
import { useSystemInfo } from '@/ui/hooks/system';
import { cdnHostsFrom, resolveOn, type CdnHosts } from '@/ui/hooks/cdn';
import { selectHasDialog } from '@/machines/gameLaunch/gameLaunch.selectors';
import { handOverLaunchedGame } from './launched-games';

// The dialogs (and the game cards they show) load only when a launch needs the player.
const LaunchDialogs = lazy(() => import('./LaunchDialogs').then((m) => ({ default: m.LaunchDialogs })));

/** Storage key under which a slot launch remembers its vendor for the /rng tabs (spec 02 §4). */
export const VASSALAGE_STORAGE_KEY = 'vassalage';

/** Live, sports and esports vendors open in their own window; everything else plays in /game. */
const NEW_WINDOW_TYPES = new Set(['LIVE', 'SPORTS', 'ESPORTS']);

/**
 * The launch answered an address that fails the outbound check (ADR 011): a tampered response, or a
 * host missing from the status lists and the configured allowlist. Thrown from the launch actor, so
 * the machine shows its failure dialog with this message.
 */
export class RefusedLaunchUrlError extends Error {
  readonly messageKey = 'errors:invalidDomain';
  constructor(readonly reason: string) {
    super(`launch address refused (${reason})`);
    this.name = 'RefusedLaunchUrlError';
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
  gameWindowOpened: () => void = () => undefined;
  hosts: CdnHosts = { image: null, launch: null, launchHosts: [] };
  policy: OutboundPolicy = outboundPolicy();
  update(next: Pick<LaunchEnvironment, 'navigate' | 'openLogin' | 'gameWindowOpened' | 'hosts' | 'policy'>) {
    this.navigate = next.navigate;
    this.gameWindowOpened = next.gameWindowOpened;
    this.openLogin = next.openLogin;
    this.hosts = next.hosts;
    this.policy = next.policy;
  }
}

/**
 * The launch address joined to a launch host, then checked before anything opens or frames it
 * (windows and frames accept the same hosts; `openGame` checks again for its own context).
 */
function checkedLaunchUrl(env: LaunchEnvironment, address: string): string {
  const check = checkOutboundUrl(resolveOn(env.hosts.launch, address), 'gameFrame', env.policy);
  if (!check.ok) throw new RefusedLaunchUrlError(check.reason);
  return check.url;
}

function createLaunchLogic(env: LaunchEnvironment, queryClient: QueryClient): GameLaunchMachine {
  return gameLaunchMachine.provide({
    actors: {
      ...createGameLaunchActors({
        api,
        queryClient,
        language: getApiLanguage,
        username: () => getSession().username,
        // Refused here, the launch fails with the invalid-domain message instead of opening anything.
        resolveLaunchUrl: (url) => checkedLaunchUrl(env, url),
        resolveImage: (path) => resolveOn(env.hosts.image, path),
      }),
      openGame: fromPromise<void, { url: string; target: LaunchTarget }>(async ({ input }) => {
        if (NEW_WINDOW_TYPES.has(input.target.gameType.toUpperCase())) {
          // Checked again at the opener: nothing reaches window.open without the check.
          const opened = openOutboundWindow(input.url, 'gameWindow', {
            policy: env.policy,
            detectBlocked: true,
          });
          // The site cannot see that window: the wallet sync asks the balance while it may be open.
          if (opened.ok) return env.gameWindowOpened();
          if (opened.reason === 'blocked') throw new PopupBlockedError();
          throw new RefusedLaunchUrlError(opened.reason);
        }
        const check = checkOutboundUrl(input.url, 'gameFrame', env.policy);
        if (!check.ok) throw new RefusedLaunchUrlError(check.reason);
        // In memory, not in the address: the vendor's address carries its token (ADR 036).
        const launch = handOverLaunchedGame(check.url);
        env.navigate(
          paths.game.getHref({ launch, name: input.target.gameName, type: input.target.gameType }),
        );
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
  const policy = useMemo(() => outboundPolicy(status), [status]);
  const [env] = useState(() => new LaunchEnvironment());
  const walletSync = useWalletSync();
  useLayoutEffect(() => {
    env.update({
      navigate,
      openLogin: () => modals.open('login'),
      gameWindowOpened: walletSync.gameWindowOpened,
      hosts,
      policy,
    });
  }, [env, navigate, modals, walletSync, hosts, policy]);
  const [machine] = useState(() => logic ?? createLaunchLogic(env, queryClient));
  const actor = useActorRef(machine);
  // A visitor's Play waits for the login it needs and then launches (spec 01 §5, ADR 014).
  const protect = useProtectedAction((intent) => {
    if (intent.kind !== 'launch') return;
    const session = getSession();
    const request = (rg?: LaunchRg) =>
      actor.send({
        type: 'launch.request',
        target: intent.target,
        session: {
          isLoggedIn: session.token !== null,
          isTrial: session.isAgent === TRIAL_TYPE,
          ...(rg ? { rg } : {}),
        },
      });
    // A member's launch carries what responsible gambling forbids (ADR 043); with the extension off, or
    // for a visitor or a trial account (their own answers, spec 02 §4), nothing is asked.
    // On `'auto'` the extension is found first (ADR 050): a backend without it asks nothing more.
    if (!extensionAllowed('responsibleGambling') || session.token === null || session.isAgent === TRIAL_TYPE)
      request();
    else
      // Not known yet (a failed question) still asks: the launch's own check decides (ADR 043).
      void findExtension('responsibleGambling', api).then((found) =>
        found === 'absent' ? request() : loadLaunchRg(api, queryClient).then(request),
      );
  });
  const launch = useCallback((target: LaunchTarget) => protect({ kind: 'launch', target }), [protect]);
  const value = useMemo(() => ({ actor, launch }), [actor, launch]);
  const hasDialog = useSelector(actor, selectHasDialog);
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
