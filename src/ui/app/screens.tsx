import type { ComponentType } from 'react';
import type { PageType } from '@/config/paths';
import { lazyWithRetry as lazy } from '@/ui/components/lazyWithRetry';
import HomeScreen from '@/ui/screens/home/HomeScreen';
import { LoginRouteScreen, RegisterRouteScreen } from '@/ui/screens/home/ModalRouteScreens';

/**
 * The one table binding each route of `paths` to its screen. Home is eager (first paint); every other
 * screen is a lazy chunk, retried when its import fails (`lazyWithRetry`). Owners replace only their row.
 */
export const routeScreens: Record<PageType, ComponentType> = {
  home: HomeScreen,
  register: RegisterRouteScreen,
  login: LoginRouteScreen,
  noticePage: lazy(() => import('@/ui/screens/notice/NoticePage')),
  help: lazy(() => import('@/ui/screens/help/HelpScreen')),
  helpmc: lazy(() => import('@/ui/screens/help/HelpStandaloneScreen')),
  vip: lazy(() => import('@/ui/screens/vip/VipScreen')),
  pointMall: lazy(() => import('@/ui/screens/points/PointMallScreen')),
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
  promotions: lazy(() => import('@/ui/screens/promotions/PromotionsScreen')),
  promoDetail: lazy(() => import('@/ui/screens/promotions/PromoDetailScreen')),
  seamless: lazy(() => import('@/ui/screens/game/SeamlessScreen')),
  fbsports: lazy(() => import('@/ui/screens/game/FbSportsScreen')),
  down: lazy(() => import('@/ui/screens/download/DownloadScreen')),
  join: lazy(() => import('@/ui/screens/agent/home/JoinScreen')),
  game: lazy(() => import('@/ui/screens/game/GameScreen')),
  agentHome: lazy(() => import('@/ui/screens/agent/home/AgentHomeScreen')),
};

/** Routes rendered without the site layout (standalone pages). */
export const standalonePages: ReadonlySet<PageType> = new Set<PageType>(['helpmc']);
