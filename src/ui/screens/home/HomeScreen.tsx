import { Suspense, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import Cherry from 'lucide-react/icons/cherry';
import Clapperboard from 'lucide-react/icons/clapperboard';
import Fish from 'lucide-react/icons/fish';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Gift from 'lucide-react/icons/gift';
import Joystick from 'lucide-react/icons/joystick';
import Spade from 'lucide-react/icons/spade';
import Ticket from 'lucide-react/icons/ticket';
import Trophy from 'lucide-react/icons/trophy';
import { paths, type PageType } from '@/config/paths';
import type { VendorCard, VendorLane } from '@/contracts/games.contract';
import { LazyImage } from '@/ui/components/LazyImage';
import { lazyWithRetry as lazy } from '@/ui/components/lazyWithRetry';
import { Skeleton } from '@/ui/components/Skeleton';
import { useVendorLanes } from '@/ui/hooks/queries';
import { isLobbyGameType, lanePage } from '@/ui/hooks/lanes';
import { useAfterFirstPaint } from '@/ui/hooks/useAfterFirstPaint';
import './home.css';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

// Below the fold and not part of the first paint: popular games, the winner board and feedback load
// as a chunk of their own once the page has painted (the performance budget, ADR 020).
const HomeServices = lazy(() => import('./HomeServices'));

/** Each category's icon; a lane without one here still shows, with the slots icon. */
const CATEGORY_ICONS: Partial<Record<PageType, Icon>> = {
  rng: Cherry,
  live: Clapperboard,
  fish: Fish,
  pvp: Spade,
  sports: Trophy,
  esports: Gamepad2,
  lottery: Ticket,
  elott: Ticket,
  vnlottery: Ticket,
  arcade: Joystick,
  promotions: Gift,
};

/** Category pages of the lanes the server offers, in its order, each once; promotions last. */
export function homeCategories(laneTitles: readonly string[]): PageType[] {
  const pages = laneTitles.flatMap((title) => {
    const page = lanePage(title);
    return page ? [page] : [];
  });
  return [...new Set(pages), 'promotions'];
}

/** How many providers the home row shows: one swipe on a phone, one row at 1366 px. */
const HOT_PROVIDERS = 8;

export interface HomeProvider {
  card: VendorCard;
  href: string;
  hot: boolean;
}

function isHotCard(card: VendorCard): boolean {
  return String(card.isHot ?? '') === '1' || card.isHot === true;
}

/**
 * The providers a player looks for first: the server's HOT ones, then the rest in lane order, each once and
 * only where it has a page. They come from the lanes the header already loaded, so the row costs no request.
 */
export function homeProviders(lanes: readonly VendorLane[], limit = HOT_PROVIDERS): HomeProvider[] {
  const seen = new Set<string>();
  const all = lanes.flatMap((lane) =>
    lane.cards.flatMap((card) => {
      const type = card.gameType || lane.title;
      const page = lanePage(type) ?? lanePage(lane.title);
      if (!page || seen.has(card.vassalage) || card.maintenance) return [];
      seen.add(card.vassalage);
      const query = isLobbyGameType(type) ? { page: card.vassalage } : { game: card.vassalage };
      return [{ card, href: paths[page].getHref(query), hot: isHotCard(card) }];
    }),
  );
  return [...all.filter((p) => p.hot), ...all.filter((p) => !p.hot)].slice(0, limit);
}

/** Home (eager: first paint): a welcome and one tile per game category, reachable in one tap. */
export default function HomeScreen() {
  const { t } = useTranslation('shell');
  const { lanes, isLoading } = useVendorLanes();
  // As in the header: a lane without vendors leads nowhere (navEntries).
  const categories = homeCategories(lanes.filter((l) => l.cards.length > 0).map((l) => l.title));
  const providers = homeProviders(lanes);
  const waiting = isLoading && lanes.length === 0;
  const painted = useAfterFirstPaint();
  return (
    <section className="home" aria-labelledby="home-title" data-testid="home-screen">
      <header className="home__intro">
        <h1 id="home-title">{t('home.title')}</h1>
        <p>{t('home.welcome')}</p>
      </header>
      <h2 className="home__section-title">{t('home.categories')}</h2>
      {waiting ? (
        <ul className="home__categories" aria-hidden="true" data-testid="home-categories-loading">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="home__category home__category--skeleton">
              <Skeleton shape="circle" className="home__category-icon" />
              <Skeleton width="60%" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="home__categories">
          {categories.map((page) => {
            const Icon = CATEGORY_ICONS[page] ?? Cherry;
            return (
              <li key={page}>
                <Link href={paths[page].getHref()} className="home__category">
                  <span className="home__category-icon" aria-hidden="true">
                    <Icon className="icon" aria-hidden="true" />
                  </span>
                  <span className="home__category-name">{t(`pages.${page}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <h2 className="home__section-title" id="home-providers">
        {t('home.hotProviders')}
      </h2>
      {waiting ? (
        <ul className="home__providers" aria-hidden="true" data-testid="home-providers-loading">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="home__provider home__provider--skeleton">
              <Skeleton shape="block" className="home__provider-logo" />
              <Skeleton width="50%" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="home__providers" aria-labelledby="home-providers">
          {providers.map(({ card, href, hot }) => (
            <li key={card.vassalage}>
              <Link href={href} className="home__provider">
                <LazyImage
                  className="home__provider-logo"
                  src={card.smallIcon ?? card.lagerIcon}
                  alt=""
                  width={160}
                  height={80}
                />
                <span className="home__provider-name">{card.displayName}</span>
                {hot && <span className="home__hot">{t('home.hot')}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link href={paths.promotions.getHref()} className="home__promo">
        <span className="home__promo-icon" aria-hidden="true">
          <Gift className="icon" aria-hidden="true" />
        </span>
        <span className="home__promo-text">
          <strong className="home__promo-title">{t('home.promoTitle')}</strong>
          <span>{t('home.promoText')}</span>
        </span>
        <span className="home__promo-action">
          {t('home.promoAction')}
          <ChevronRight className="icon" aria-hidden="true" />
        </span>
      </Link>
      {painted && (
        <Suspense fallback={<Skeleton shape="block" height={240} />}>
          <HomeServices />
        </Suspense>
      )}
    </section>
  );
}
