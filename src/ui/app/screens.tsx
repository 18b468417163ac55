import { lazy, type ComponentType } from 'react';
import type { PageType } from '@/config/paths';
import HomeScreen from '@/ui/screens/home/HomeScreen';
import { LoginRouteScreen, RegisterRouteScreen } from '@/ui/screens/home/ModalRouteScreens';

/** A lazily loaded placeholder naming the page (a later issue replaces the row). */
function comingSoon(page: PageType): ComponentType {
  return lazy(async () => {
    const { ComingSoonScreen } = await import('@/ui/screens/coming-soon/ComingSoonScreen');
    return { default: () => <ComingSoonScreen page={page} /> };
  });
}

/**
 * The one table binding each route of `paths` to its screen. Home is eager (first paint); every other
 * screen is a lazy chunk. Owners replace only their row.
 */
export const routeScreens: Record<PageType, ComponentType> = {
  home: HomeScreen,
  register: RegisterRouteScreen,
  login: LoginRouteScreen,
  noticePage: lazy(() => import('@/ui/screens/notice/NoticePage')),
  help: lazy(() => import('@/ui/screens/help/HelpScreen')),
  helpmc: lazy(() => import('@/ui/screens/help/HelpStandaloneScreen')),
  vip: comingSoon('vip'),
  pointMall: comingSoon('pointMall'),
  live: comingSoon('live'),
  sports: comingSoon('sports'),
  esports: comingSoon('esports'),
  rng: comingSoon('rng'),
  fish: comingSoon('fish'),
  pvp: comingSoon('pvp'),
  lottery: comingSoon('lottery'),
  vnlottery: comingSoon('vnlottery'),
  elott: comingSoon('elott'),
  promotions: comingSoon('promotions'),
  promoDetail: comingSoon('promoDetail'),
  seamless: comingSoon('seamless'),
  fbsports: comingSoon('fbsports'),
  down: comingSoon('down'),
  join: comingSoon('join'),
  game: comingSoon('game'),
  agentHome: comingSoon('agentHome'),
};

/** Routes rendered without the site layout (standalone pages). */
export const standalonePages: ReadonlySet<PageType> = new Set<PageType>(['helpmc']);
