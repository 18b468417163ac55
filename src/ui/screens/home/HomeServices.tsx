import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import Coins from 'lucide-react/icons/coins';
import Gift from 'lucide-react/icons/gift';
import Play from 'lucide-react/icons/play';
import Trophy from 'lucide-react/icons/trophy';
import Ticket from 'lucide-react/icons/ticket';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { SITE } from '@/config/constants';
import { wireLanguage } from '@/config/languages';
import { paths } from '@/config/paths';
import { homeContract } from '@/contracts/home.contract';
import { lotteryContract, type PopularGame } from '@/contracts/lottery.contract';
import { lotteryNavigation, type LaunchTarget } from '@/machines/gameLaunch/gameLaunch.machine';
import { compare, toDecimalOrZero } from '@/money/money';
import { useLaunchGame } from '@/ui/app/slots';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { formatPoints } from '@/ui/components/format';
import { ErrorBoundary, ErrorMessage } from '@/ui/components/ErrorBoundary';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { LazyImage } from '@/ui/components/LazyImage';
import { lazyWithRetry as lazy } from '@/ui/components/lazyWithRetry';
import { withCentreTranslations } from '@/i18n';
import { Skeleton } from '@/ui/components/Skeleton';
import { VnResults } from '@/ui/components/VnResults';
import { useLanguage, useMerchantPromotions, useVnNumbers } from '@/ui/hooks/queries';
import { useModals } from '@/ui/hooks/modals';
import { useMoneyLabel } from '@/ui/hooks/useMoneyLabel';
import { usePointBalance } from '@/ui/hooks/usePointBalance';
import { useIsLoggedIn } from '@/ui/hooks/useSession';
import { useSeenOnce } from '@/ui/hooks/useSeenOnce';
import { env } from '@/config/env';
import { Jackpot } from '@/ui/components/Jackpot';
import './homeServices.css';

/** Spec 02 §9: the popular games block asks for 20. */
const POPULAR_COUNT = 20;
const WINNERS = 20;
/** Promotions the teaser shows before "All promotions". */
const TEASED_PROMOTIONS = 3;

/**
 * How close to the screen a block comes before its content renders and its data is asked for. The
 * blocks start below a phone's first screen: rendering them all at load would add to the home
 * page's blocking time (TBT, ADR 020), for content nobody has scrolled to yet.
 */
const BLOCK_LOOKAHEAD = '400px 0px 400px 0px';

/*
 * The two blocks with a machine and a form of their own come in chunks of their own, asked for when the
 * block nears the screen: the feedback form's fields, picture picker and rules were five of the ten chunks
 * (requests, then evaluation) of every home page load, for a form at the foot of the page.
 */
// Both show money amounts, whose words are the centres' (`withCentreTranslations`).
const FeedbackForm = lazy<object>(() =>
  withCentreTranslations(() => import('./FeedbackForm')).then((m) => ({ default: m.FeedbackForm })),
);
const RaffleBlock = lazy<{ promotionId: string }>(() =>
  withCentreTranslations(() => import('./RaffleBlock')).then((m) => ({ default: m.RaffleBlock })),
);

/**
 * One block of the home page: its own heading, loading, failure and retry (a failed block never blanks
 * the page). Its content renders once the block comes near the screen; until then a placeholder.
 */
function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const [ref, near] = useSeenOnce<HTMLElement>({ rootMargin: BLOCK_LOOKAHEAD });
  const placeholder = <Skeleton shape="block" height={240} still />;
  return (
    <section ref={ref} className="home-block" aria-labelledby={id}>
      <h2 id={id} className="home__section-title">
        {title}
      </h2>
      {near ? (
        <ErrorBoundary fallback={(failure) => <ErrorMessage {...failure} />}>
          <Suspense fallback={placeholder}>{children}</Suspense>
        </ErrorBoundary>
      ) : (
        placeholder
      )}
    </section>
  );
}

function WinnerBoard() {
  const { t } = useTranslation('content');
  const money = useMoneyLabel({ ask: false });
  const board = useQuery({
    queryKey: queryKeys.home.winnerBoard(),
    queryFn: ({ signal }) => api.call(homeContract.winnerBoard, { query: { limitNum: WINNERS } }, { signal }),
    select: (value) =>
      [...value.list]
        .sort((a, b) => compare(toDecimalOrZero(b.vo.winAmount), toDecimalOrZero(a.vo.winAmount)))
        .slice(0, WINNERS),
  });
  if (board.isPending) return <Skeleton shape="block" height={240} />;
  if (board.isError)
    return (
      <LoadFailure
        title={t('home.winners.failed')}
        error={board.error}
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  if (board.data.length === 0) return <EmptyState icon={Trophy} level={3} title={t('home.winners.empty')} />;
  return (
    // The board scrolls inside its own box: keyboard users scroll it too, so the box takes focus
    // (axe scrollable-region-focusable, WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="home-winners__scroll" tabIndex={0}>
      <ol className="home-winners" aria-label={t('home.winners.title')}>
        {board.data.map((row, i) => (
          <li
            key={`${row.vo.customerName ?? ''}:${row.vo.gameName ?? ''}:${i}`}
            className="home-winners__row"
          >
            <span className="home-winners__rank">{i + 1}</span>
            <span className="home-winners__who">{row.vo.customerName ?? '—'}</span>
            <span className="home-winners__game">{row.vo.gameName ?? ''}</span>
            <strong className="home-winners__amount">{money(row.vo.winAmount)}</strong>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * A popular game as a launch target: the popular list is the lottery's (spec 02 §1), so the launch machine
 * routes it to its lottery page after its login and trial gates. The vendor travels when the answer names one
 * (the wire shape is not shown; the lottery page reads its prize mode from it).
 */
export function popularGameTarget(game: PopularGame): LaunchTarget {
  const vendor = typeof game.vendor === 'string' ? game.vendor : '';
  return {
    kind: 'game',
    gameType: 'LOTT',
    vassalage: vendor,
    gameCode: game.gameCode,
    gameName: game.gameName,
    ...(game.playType ? { playType: game.playType } : {}),
  };
}

function PopularGames() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const launch = useLaunchGame();
  const [, navigate] = useLocation();
  const play = (game: PopularGame) => {
    const target = popularGameTarget(game);
    // Outside the layout (a workshop story) there is no launcher: the lottery page asks a visitor to log in.
    if (launch) launch(target);
    else navigate(paths.lottery.getHref(lotteryNavigation(target).query));
  };
  const popular = useQuery({
    queryKey: ['lottery', 'popular', language] as const,
    queryFn: ({ signal }) =>
      api.call(
        lotteryContract.popular,
        { query: { count: POPULAR_COUNT, device: SITE.device, language: wireLanguage(language) } },
        { signal },
      ),
  });
  if (popular.isPending) return <Skeleton shape="block" height={120} />;
  if (popular.isError)
    return (
      <LoadFailure
        title={t('home.popular.failed')}
        error={popular.error}
        onRetry={() => void popular.refetch()}
        retrying={popular.isFetching}
      />
    );
  if (popular.data.length === 0)
    return <EmptyState icon={Ticket} level={3} title={t('home.popular.empty')} />;
  return (
    <ul className="home-popular" aria-label={t('home.popular.title')}>
      {popular.data.map((game) => (
        <li key={game.gameCode} className="home-popular__game">
          <button type="button" className="home-popular__play" onClick={() => play(game)}>
            <Play className="icon icon--sm" aria-hidden="true" />
            <span className="home-popular__name">{game.gameName}</span>
          </button>
          {typeof game.betCount === 'number' && (
            <span className="home-popular__bets">{t('home.popular.bets', { count: game.betCount })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Home's points block (spec 02 §1 home services: points): a member's balance as the points shop shows it and
 * the way to the shop; a visitor is offered the login and may look at the shop.
 */
function PointsBlock() {
  const { t } = useTranslation('content');
  const loggedIn = useIsLoggedIn();
  const modals = useModals();
  const shop = <ShopLink />;
  // The balance query lives in its own component: mounted for members only, so a logout leaves no
  // member-scoped query behind for the visitor's block to hold (ADR 036).
  if (loggedIn) return <MemberPoints shop={shop} />;
  return (
    <EmptyState
      icon={Coins}
      level={3}
      title={t('points.visitor.title')}
      message={t('points.intro')}
      action={
        <div className="home-points__actions">
          {/* Named apart from the header's "Log in", so each control's name says where it leads. */}
          <Button onClick={() => modals.open('login', {})}>{t('home.points.login')}</Button>
          {shop}
        </div>
      }
    />
  );
}

function ShopLink() {
  const { t } = useTranslation('content');
  return (
    <Link href={paths.pointMall.getHref()} className="home-block__more">
      {t('home.points.shop')}
    </Link>
  );
}

/** A member's point balance, as the points shop shows it. */
function MemberPoints({ shop }: { shop: ReactNode }) {
  const { t } = useTranslation('content');
  const balance = usePointBalance();
  if (balance.isPending) return <Skeleton shape="block" height={96} />;
  if (balance.isError)
    return (
      <LoadFailure
        title={t('points.balanceFailed')}
        error={balance.error}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  // A balance the backend does not name: the block is the way to the shop alone.
  if (balance.data === null) return <>{shop}</>;
  return (
    <div className="home-points">
      <p className="home-points__balance">
        <Coins className="icon" aria-hidden="true" />
        <span>{t('points.yourPoints')}</span>
        <strong>{t('points.amount', { points: formatPoints(balance.data) })}</strong>
      </p>
      {shop}
    </div>
  );
}

/** The Vietnamese lottery's opened numbers (spec 02 §9: count 100), the same query as /vnlottery. */
function VnNumbers() {
  const { t } = useTranslation('content');
  const numbers = useVnNumbers();
  if (numbers.isPending) return <Skeleton shape="block" height={160} />;
  if (numbers.isError)
    return (
      <LoadFailure
        title={t('home.vn.failed')}
        error={numbers.error}
        onRetry={() => void numbers.refetch()}
        retrying={numbers.isFetching}
      />
    );
  if (numbers.data.length === 0) return <EmptyState icon={Ticket} level={3} title={t('home.vn.empty')} />;
  return (
    <>
      <VnResults numbers={numbers.data} label={t('home.vn.title')} />
      <Link href={paths.vnlottery.getHref()} className="home-block__more">
        {t('home.vn.more')}
      </Link>
    </>
  );
}

/** The first promotions of the merchant's public list (the query /promotions and /vip share), leading to them. */
function PromotionsTeaser() {
  const { t } = useTranslation('content');
  const promotions = useMerchantPromotions();
  if (promotions.isPending) return <Skeleton shape="block" height={160} />;
  if (promotions.isError)
    return (
      <LoadFailure
        title={t('home.promotions.failed')}
        error={promotions.error}
        onRetry={() => void promotions.refetch()}
        retrying={promotions.isFetching}
      />
    );
  if (promotions.data.length === 0)
    return <EmptyState icon={Gift} level={3} title={t('home.promotions.empty')} />;
  return (
    <>
      <ul className="home-promos">
        {promotions.data.slice(0, TEASED_PROMOTIONS).map((p) => (
          <li key={String(p.id)} className="home-promos__item">
            <LazyImage src={p.imageUrl} alt="" className="home-promos__image" width={800} height={300} />
            <Link href={paths.promoDetail.getHref({ id: String(p.id) })} className="home-promos__title">
              {p.title}
            </Link>
          </li>
        ))}
      </ul>
      <Link href={paths.promotions.getHref()} className="home-block__more">
        {t('home.promotions.all')}
      </Link>
    </>
  );
}

/**
 * The home page's services below the categories (spec 02 §1): the jackpot,
 * promotions, points, popular games, the raffle, the winner board, the Vietnamese lottery's numbers and feedback. A chunk of its own, loaded after the first paint; each block loads and
 * fails on its own.
 */
export default function HomeServices() {
  const { t } = useTranslation('content');
  return (
    <div className="home-services">
      <Jackpot />
      <Block id="home-promotions" title={t('home.promotions.title')}>
        <PromotionsTeaser />
      </Block>
      <Block id="home-points" title={t('home.points.title')}>
        <PointsBlock />
      </Block>
      {env.rafflePromotionId && (
        <Block id="home-raffle" title={t('home.raffle.title')}>
          <RaffleBlock promotionId={env.rafflePromotionId} />
        </Block>
      )}
      <Block id="home-popular" title={t('home.popular.title')}>
        <PopularGames />
      </Block>
      <Block id="home-winners" title={t('home.winners.title')}>
        <WinnerBoard />
      </Block>
      <Block id="home-vn" title={t('home.vn.title')}>
        <VnNumbers />
      </Block>
      <Block id="home-feedback" title={t('home.feedback.title')}>
        <FeedbackForm />
      </Block>
    </div>
  );
}
