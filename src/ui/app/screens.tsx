import type { ComponentType } from 'react';
import { pageTypeOf, type PageType } from '@/config/paths';
import { lazyWithRetry as lazy, type PreloadableComponent } from '@/ui/components/lazyWithRetry';
import { withCentreResources } from '@/ui/components/centre/centreStyles';
import HomeScreen from '@/ui/screens/home/HomeScreen';
import { LoginRouteScreen, RegisterRouteScreen } from '@/ui/screens/home/ModalRouteScreens';

/** A route's screen: the eager ones are components, the lazy ones can also start loading early. */
type RouteScreen = ComponentType & Partial<Pick<PreloadableComponent<object>, 'preload'>>;

/**
 * The one table binding each route of `paths` to its screen. Home is eager (first paint); every other
 * screen is a lazy chunk, retried when its import fails (`lazyWithRetry`). A screen that shows the centres'
 * text (money amounts, ranks, the agent's pages) loads it, and the centres' stylesheet, with its chunk
 * (`withCentreResources`): the first load leaves both out. Owners replace only their row.
 */
export const routeScreens: Record<PageType, RouteScreen> = {
  home: HomeScreen,
  register: RegisterRouteScreen,
  login: LoginRouteScreen,
  noticePage: lazy(() => import('@/ui/screens/notice/NoticePage')),
  help: lazy(() => import('@/ui/screens/help/HelpScreen')),
  helpmc: lazy(() => import('@/ui/screens/help/HelpStandaloneScreen')),
  vip: lazy(() => withCentreResources(() => import('@/ui/screens/vip/VipScreen'))),
  pointMall: lazy(() => withCentreResources(() => import('@/ui/screens/points/PointMallScreen'))),
  live: lazy(() => import('@/ui/screens/lobby/VendorLobbyScreen').then((m) => ({ default: m.LiveScreen }))),
  sports: lazy(() =>
    import('@/ui/screens/lobby/VendorLobbyScreen').then((m) => ({ default: m.SportsScreen })),
  ),
  esports: lazy(() =>
    import('@/ui/screens/lobby/VendorLobbyScreen').then((m) => ({ default: m.EsportsScreen })),
  ),
  rng: lazy(() => import('@/ui/screens/lobby/LobbyScreen').then((m) => ({ default: m.RngScreen }))),
  fish: lazy(() => import('@/ui/screens/lobby/LobbyScreen').then((m) => ({ default: m.FishScreen }))),
  pvp: lazy(() => import('@/ui/screens/lobby/LobbyScreen').then((m) => ({ default: m.PvpScreen }))),
  lottery: lazy(() => import('@/ui/screens/lottery/LotteryScreen')),
  vnlottery: lazy(() => import('@/ui/screens/lottery/VnLotteryScreen')),
  elott: lazy(() => import('@/ui/screens/lobby/VendorLobbyScreen').then((m) => ({ default: m.ElottScreen }))),
  arcade: lazy(() =>
    import('@/ui/screens/lobby/VendorLobbyScreen').then((m) => ({ default: m.ArcadeScreen })),
  ),
  promotions: lazy(() => import('@/ui/screens/promotions/PromotionsScreen')),
  promoDetail: lazy(() => import('@/ui/screens/promotions/PromoDetailScreen')),
  seamless: lazy(() => import('@/ui/screens/game/SeamlessScreen')),
  fbsports: lazy(() => import('@/ui/screens/game/FbSportsScreen')),
  down: lazy(() => import('@/ui/screens/download/DownloadScreen')),
  join: lazy(() => withCentreResources(() => import('@/ui/screens/agent/home/JoinScreen'))),
  game: lazy(() => import('@/ui/screens/game/GameScreen')),
  agentHome: lazy(() => withCentreResources(() => import('@/ui/screens/agent/home/AgentHomeScreen'))),
};

/**
 * Starts loading the screen of the page the player opened, at boot beside the status calls (index.html
 * has already asked for its chunks): when the layout first renders, the screen renders with it instead
 * of a spinner, and its own data requests start in that render.
 */
export function preloadRouteScreen(pathname: string): void {
  const type = pageTypeOf(pathname);
  if (type) void routeScreens[type].preload?.();
}

/** Routes rendered without the site layout (standalone pages). */
export const standalonePages: ReadonlySet<PageType> = new Set<PageType>(['helpmc']);
