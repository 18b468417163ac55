import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { POPULAR_GAMES_COUNT, SITE } from '@/config/constants';
import { paths } from '@/config/paths';
import { lotteryContract } from '@/contracts/lottery.contract';
import type { LotteryMenuItem, OpenedNumber, PopularGame } from '@/contracts/lottery.contract';
import { Button } from '@/ui/components/Button';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { VnResults } from '@/ui/components/VnResults';
import { useVnNumbers } from '@/ui/hooks/queries';
import { Spinner } from '@/ui/components/Spinner';
import './lottery.css';

export interface VnLotteryViewProps {
  menus: { name: string; games: LotteryMenuItem[] }[];
  numbers: OpenedNumber[];
  popular: PopularGame[];
  loading: boolean;
  /** What the menus or results failed with (null when they loaded). */
  error: unknown;
  retrying?: boolean;
  onRetry(): void;
  onPlay(gameCode: string): void;
}

export function VnLotteryView({
  menus,
  numbers,
  popular,
  loading,
  error,
  retrying = false,
  onRetry,
  onPlay,
}: VnLotteryViewProps) {
  const { t } = useTranslation('lobby');
  if (loading) return <Spinner block label={t('state.loading')} />;
  if (error)
    return (
      <LoadFailure
        className="lobby__state"
        error={error}
        title={t('state.error')}
        retrying={retrying}
        onRetry={onRetry}
      />
    );
  return (
    <div className="vn-lottery">
      <h1 className="lobby__subtitle">{t('category.vnlottery')}</h1>
      {menus.map((menu) => (
        <section key={menu.name} aria-label={menu.name}>
          <h2 className="lottery-menu__group">{menu.name}</h2>
          <div className="lobby__filters">
            {menu.games.map((g) => (
              <Button key={g.gameCode} variant="secondary" size="small" onClick={() => onPlay(g.gameCode)}>
                {g.gameName}
              </Button>
            ))}
          </div>
        </section>
      ))}
      <section aria-labelledby="vn-popular">
        <h2 id="vn-popular" className="lottery-menu__group">
          {t('lottery.popular')}
        </h2>
        <div className="lobby__filters">
          {popular.map((g) => (
            <Button key={g.gameCode} size="small" onClick={() => onPlay(g.gameCode)}>
              {g.gameName}
            </Button>
          ))}
        </div>
      </section>
      <section aria-labelledby="vn-numbers">
        <h2 id="vn-numbers" className="lottery-menu__group">
          {t('lottery.results')}
        </h2>
        <VnResults numbers={numbers} label={t('lottery.results')} />
      </section>
    </div>
  );
}

/** /vnlottery: menus, popular games (20) and the opened numbers (100). */
export default function VnLotteryScreen() {
  const [, navigate] = useLocation();
  const menus = useQuery({
    queryKey: queryKeys.lottery.vnMenus(),
    queryFn: () => api.call(lotteryContract.vnMenus, { query: { prizeMode: 'VN', device: SITE.device } }),
    staleTime: 5 * 60_000,
  });
  const numbers = useVnNumbers();
  const popular = useQuery({
    queryKey: queryKeys.lottery.popular(POPULAR_GAMES_COUNT),
    queryFn: () =>
      api.call(lotteryContract.popular, {
        query: { count: POPULAR_GAMES_COUNT, prizeMode: 'VN', device: SITE.device },
      }),
    staleTime: 60_000,
  });
  return (
    <VnLotteryView
      menus={Object.entries(menus.data ?? {}).map(([name, m]) => ({ name, games: m.gameMenus }))}
      numbers={numbers.data ?? []}
      popular={popular.data ?? []}
      loading={menus.isLoading || numbers.isLoading}
      error={menus.error ?? numbers.error}
      retrying={menus.isFetching || numbers.isFetching}
      onRetry={() => {
        void menus.refetch();
        void numbers.refetch();
        void popular.refetch();
      }}
      onPlay={(gameCode) => navigate(paths.lottery.getHref({ gameCode, vendor: 'TCG_LOTTO_VN' }))}
    />
  );
}
