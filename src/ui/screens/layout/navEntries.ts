import { useTranslation } from 'react-i18next';
import Coins from 'lucide-react/icons/coins';
import Crown from 'lucide-react/icons/crown';
import Gift from 'lucide-react/icons/gift';
import Handshake from 'lucide-react/icons/handshake';
import House from 'lucide-react/icons/house';
import Megaphone from 'lucide-react/icons/megaphone';
import Smartphone from 'lucide-react/icons/smartphone';
import Trophy from 'lucide-react/icons/trophy';
import { paths, type PageType } from '@/config/paths';
import type { VendorLane } from '@/contracts/games.contract';
import { laneIcon } from './laneIcons';
import { hasFbSports } from '@/ui/hooks/categories';
import { lanePage } from '@/ui/hooks/lanes';
import { usePageType } from '@/ui/hooks/usePageType';

export const hasVendors = (lane: VendorLane): boolean => lane.cards.length > 0;

/** One entry of the category navigation: a page link (Home, Promotions) or a game-type lane. */
export type NavEntry =
  | { kind: 'link'; key: string; label: string; href: string; current: boolean; icon: typeof House }
  | { kind: 'lane'; key: string; label: string; lane: VendorLane; current: boolean; icon: typeof House };

export function useNavEntries(
  lanes: readonly VendorLane[],
  currentPage: PageType | null,
): { entries: NavEntry[]; home: NavEntry; promotions: NavEntry } {
  const { t } = useTranslation('shell');
  const home: NavEntry = {
    kind: 'link',
    key: 'home',
    label: t('header.home'),
    href: paths.home.getHref(),
    current: currentPage === 'home',
    icon: House,
  };
  const promotions: NavEntry = {
    kind: 'link',
    key: 'promotions',
    label: t('header.promotions'),
    href: paths.promotions.getHref(),
    current: currentPage === 'promotions',
    icon: Gift,
  };
  // A lane without vendors would lead to an empty page (an arcade lane a merchant has not filled): not shown.
  const laneEntries = lanes.filter(hasVendors).map((lane): NavEntry => ({
    kind: 'lane',
    key: `lane-${lane.title}`,
    label: t(`gameTypes.${lane.title.toUpperCase()}`, { defaultValue: lane.title }),
    lane,
    current: currentPage !== null && lanePage(lane.title) === currentPage,
    icon: laneIcon(lane.title),
  }));
  // Spec 01 §2: /fbsports opens when a sports vendor with code FB exists, so the header links it then.
  const fbSports: NavEntry[] = hasFbSports(lanes)
    ? [
        {
          kind: 'link',
          key: 'fbsports',
          label: t('header.fbSports'),
          href: paths.fbsports.getHref(),
          current: currentPage === 'fbsports',
          icon: Trophy,
        },
      ]
    : [];
  return { entries: [home, ...laneEntries, ...fbSports, promotions], home, promotions };
}

/**
 * The site's pages outside the game categories (spec 01 §2 routes): the announcement list, the points shop,
 * VIP, the agent join page and the app download. The header's row keeps the spec's categories; these are in
 * the phone's drawer and the footer (and the points shop and VIP in the member drop-down), so each is a few
 * clicks from any page.
 */
export type PageLinkKey = 'noticePage' | 'pointMall' | 'vip' | 'join' | 'down';

const PAGE_LINK_ICONS: Record<PageLinkKey, typeof House> = {
  noticePage: Megaphone,
  pointMall: Coins,
  vip: Crown,
  join: Handshake,
  down: Smartphone,
};

/** The drawer's page links, in the order a player meets them: news, rewards, rank, the agent page, the app. */
export const DRAWER_PAGE_LINKS: readonly PageLinkKey[] = ['noticePage', 'pointMall', 'vip', 'join', 'down'];
/** The footer's (its app QR codes stand for the download page). */
export const FOOTER_PAGE_LINKS: readonly PageLinkKey[] = ['noticePage', 'pointMall', 'vip', 'join'];

export type PageLink = Extract<NavEntry, { kind: 'link' }>;

export function usePageLinks(keys: readonly PageLinkKey[]): PageLink[] {
  const { t } = useTranslation('shell');
  const currentPage = usePageType();
  return keys.map((key) => ({
    kind: 'link',
    key,
    label: t(`pages.${key}`),
    href: paths[key].getHref(),
    current: currentPage === key,
    icon: PAGE_LINK_ICONS[key],
  }));
}
