import { useTranslation } from 'react-i18next';
import Gift from 'lucide-react/icons/gift';
import House from 'lucide-react/icons/house';
import Trophy from 'lucide-react/icons/trophy';
import { paths, type PageType } from '@/config/paths';
import type { VendorLane } from '@/contracts/games.contract';
import { laneIcon } from './laneIcons';
import { hasFbSports } from '@/ui/hooks/categories';
import { lanePage } from '@/ui/hooks/lanes';

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
  const laneEntries = lanes.map((lane): NavEntry => ({
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
