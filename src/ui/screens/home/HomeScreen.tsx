import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import Cherry from 'lucide-react/icons/cherry';
import Clapperboard from 'lucide-react/icons/clapperboard';
import Fish from 'lucide-react/icons/fish';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Gift from 'lucide-react/icons/gift';
import Spade from 'lucide-react/icons/spade';
import Ticket from 'lucide-react/icons/ticket';
import Trophy from 'lucide-react/icons/trophy';
import { paths, type PageType } from '@/config/paths';
import { Skeleton } from '@/ui/components/Skeleton';
import { useVendorLanes } from '@/ui/hooks/queries';
import { lanePage } from '@/ui/screens/layout/lanes';
import './home.css';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

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

/** Home (eager: first paint): a welcome and one tile per game category, reachable in one tap. */
export default function HomeScreen() {
  const { t } = useTranslation('shell');
  const { lanes, isLoading } = useVendorLanes();
  const categories = homeCategories(lanes.map((l) => l.title));
  return (
    <section className="home" aria-labelledby="home-title" data-testid="home-screen">
      <header className="home__intro">
        <h1 id="home-title">{t('home.title')}</h1>
        <p>{t('home.welcome')}</p>
      </header>
      <h2 className="home__section-title">{t('home.categories')}</h2>
      {isLoading && lanes.length === 0 ? (
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
    </section>
  );
}
