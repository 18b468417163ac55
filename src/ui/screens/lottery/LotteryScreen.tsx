import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import History from 'lucide-react/icons/history';
import Star from 'lucide-react/icons/star';
import Ticket from 'lucide-react/icons/ticket';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { api, getApiLanguage } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { getSession } from '@/api/session-store';
import { SITE } from '@/config/constants';
import { outboundPolicy } from '@/config/outbound';
import { paths } from '@/config/paths';
import { gamesContract } from '@/contracts/games.contract';
import { lotteryContract } from '@/contracts/lottery.contract';
import type { LotteryMenuItem } from '@/contracts/lottery.contract';
import { launchAddress } from '@/machines/gameLaunch/gameLaunch.actors';
import { useModals } from '@/ui/hooks/modals';
import { useSystemInfo } from '@/ui/hooks/system';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { Skeleton } from '@/ui/components/Skeleton';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Spinner } from '@/ui/components/Spinner';
import { useSessionToken } from '@/ui/hooks/useSessionToken';
import { GameFrameView, useFrameState, useLeaveGameSync } from '../game/GameFrame';
import { readLotteryFavourites, toggleLotteryFavourite } from './lottery-favourites';
import './lottery.css';

export interface LotteryMenuViewProps {
  groups: { code: string; name: string; games: LotteryMenuItem[] }[];
  selected: string | null;
  favourites: readonly string[] | null;
  onSelect(game: LotteryMenuItem): void;
  onToggleFavourite(gameCode: string): void;
}

export interface RecentLotteryProps {
  games: readonly LotteryMenuItem[];
  selected: string | null;
  onSelect(game: LotteryMenuItem): void;
}

/**
 * The member's recently played lottery games (wire protocol §1.4 lottRecent), above the menus so a
 * game played before is one press away. Nothing shows until a game has been played.
 */
export function RecentLotteryView({ games, selected, onSelect }: RecentLotteryProps) {
  const { t } = useTranslation('lobby');
  if (games.length === 0) return null;
  return (
    <section className="lottery-menu lottery-recent" aria-labelledby="lottery-recent-title">
      <h2 id="lottery-recent-title" className="lottery-menu__group">
        {t('lottery.recent')}
      </h2>
      <ul className="lottery-menu__list">
        {games.map((game) => (
          <li key={game.gameCode} className="lottery-menu__item">
            <button
              type="button"
              className="lottery-menu__game"
              aria-current={selected === game.gameCode ? 'true' : undefined}
              onClick={() => onSelect(game)}
            >
              <History className="icon lottery-menu__icon" aria-hidden="true" />
              <span>{game.gameName}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LotteryMenuView({
  groups,
  selected,
  favourites,
  onSelect,
  onToggleFavourite,
}: LotteryMenuViewProps) {
  const { t } = useTranslation('lobby');
  if (groups.every((g) => g.games.length === 0)) {
    return <EmptyState icon={Ticket} level={2} title={t('lottery.empty')} />;
  }
  return (
    <nav className="lottery-menu" aria-label={t('lottery.menu')}>
      {groups.map((group) => (
        <section key={group.code}>
          <h2 className="lottery-menu__group">{group.name}</h2>
          <ul className="lottery-menu__list">
            {group.games.map((game) => (
              <li key={game.gameCode} className="lottery-menu__item">
                <button
                  type="button"
                  className="lottery-menu__game"
                  aria-current={selected === game.gameCode ? 'true' : undefined}
                  onClick={() => onSelect(game)}
                >
                  <Ticket className="icon lottery-menu__icon" aria-hidden="true" />
                  <span>{game.gameName}</span>
                </button>
                {favourites && (
                  <button
                    type="button"
                    className="lottery-menu__fav"
                    aria-pressed={favourites.includes(game.gameCode)}
                    aria-label={t(favourites.includes(game.gameCode) ? 'card.unsave' : 'card.save', {
                      name: game.gameName,
                    })}
                    onClick={() => onToggleFavourite(game.gameCode)}
                  >
                    <Star
                      className="icon"
                      aria-hidden="true"
                      fill={favourites.includes(game.gameCode) ? 'currentColor' : 'none'}
                    />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** The menu while it loads: group headings and rows in their real sizes. */
function MenuSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="lottery-menu">
      {[4, 3].map((rows, g) => (
        <div key={g} aria-hidden="true">
          <p className="lottery-menu__group">
            <Skeleton width="40%" />
          </p>
          {Array.from({ length: rows }, (_, i) => (
            <div key={i} className="lottery-menu__game lottery-menu__game--skeleton">
              <Skeleton width={`${50 + ((i * 13) % 35)}%`} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * /lottery?gameCode&vendor&playType: the menus on the side and the lottery lobby (launchMode LOTT,
 * spec 02 §4) in the frame; visitors see the menus and a login prompt.
 */
export default function LotteryScreen() {
  const { t } = useTranslation('lobby');
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const gameCode = search.get('gameCode') ?? '';
  const vendor = search.get('vendor') ?? '';
  const playType = search.get('playType') ?? '';
  const token = useSessionToken();
  const username = getSession().username ?? getSession().account;
  const modals = useModals();
  const [favourites, setFavourites] = useState<string[] | null>(() =>
    username ? readLotteryFavourites(username) : null,
  );
  const prizeMode =
    vendor === 'TCG_LOTTO_VN' ? 'VN' : vendor === 'TCG_SEA' ? 'SEA' : playType || SITE.prizeModes.ModeLott;
  const menus = useQuery({
    queryKey: queryKeys.lottery.menus(prizeMode),
    queryFn: () => api.call(lotteryContract.menus, { query: { prizeMode } }),
    staleTime: 5 * 60_000,
  });
  const lobby = useQuery({
    queryKey: queryKeys.lottery.lobby(gameCode, vendor, playType),
    enabled: token !== null,
    queryFn: async () => {
      const value = await api.call(gamesContract.launch, {
        query: {
          launchMode: 'LOTT',
          lottoArea: 'VN',
          lottoPrizeMode: prizeMode,
          ...(gameCode ? { lottoGameCode: gameCode } : {}),
          lottoView: gameCode ? 'betting' : 'lobby',
          device: SITE.device,
          backUrl: window.location.origin,
          language: getApiLanguage(),
          ...(vendor ? { vassalage: vendor } : {}),
        },
      });
      return launchAddress(value);
    },
    staleTime: 0,
  });
  const recent = useQuery({
    queryKey: queryKeys.lottery.recent(),
    enabled: token !== null,
    queryFn: () => api.call(lotteryContract.vnRecent, {}),
    staleTime: 60_000,
  });
  // A launch adds its game to the recent list on the backend: ask again once the lobby answers.
  const queryClient = useQueryClient();
  const launched = lobby.data ?? null;
  useEffect(() => {
    if (launched !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.recent() });
  }, [launched, queryClient]);
  const status = useSystemInfo();
  const policy = useMemo(() => outboundPolicy(status), [status]);
  const [attempt, setAttempt] = useState(0);
  const frame = useFrameState(lobby.data ?? null, attempt);
  useLeaveGameSync(lobby.data ? 'LOTTERY' : null);
  const groups = Object.entries(menus.data ?? {}).map(([key, g]) => ({
    code: g.gameGroupCode || key,
    name: g.gameGroupName ?? g.gameGroupCode ?? key,
    games: g.games ?? [],
  }));
  return (
    <div className="lottery">
      <aside className="lottery__side">
        {token !== null && recent.data && (
          <RecentLotteryView
            games={recent.data}
            selected={gameCode || null}
            // The recent call is the Vietnamese lottery's (its path is under /lgw/vn): its games open with that vendor.
            onSelect={(g) =>
              navigate(paths.lottery.getHref({ gameCode: g.gameCode, vendor: 'TCG_LOTTO_VN' }))
            }
          />
        )}
        {menus.isLoading ? (
          <MenuSkeleton label={t('state.loading')} />
        ) : menus.isError ? (
          <LoadFailure
            error={menus.error}
            title={t('state.error')}
            retrying={menus.isFetching}
            onRetry={() => void menus.refetch()}
          />
        ) : (
          <LotteryMenuView
            groups={groups}
            selected={gameCode || null}
            favourites={username ? favourites : null}
            onSelect={(g) =>
              navigate(
                paths.lottery.getHref({ gameCode: g.gameCode, vendor, playType: g.playType ?? playType }),
              )
            }
            onToggleFavourite={(code) => username && setFavourites(toggleLotteryFavourite(username, code))}
          />
        )}
      </aside>
      <div className="lottery__main">
        {token === null ? (
          <div className="lottery__login">
            <EmptyState
              icon={Ticket}
              title={t('lottery.loginToPlay')}
              message={t('lottery.pickHint')}
              action={<Button onClick={() => modals.open('login')}>{t('lottery.login')}</Button>}
            />
          </div>
        ) : lobby.isLoading ? (
          <Spinner label={t('state.loading')} />
        ) : lobby.isError ? (
          <LoadFailure
            className="lottery__login"
            error={lobby.error}
            title={t('state.error')}
            retrying={lobby.isFetching}
            onRetry={() => void lobby.refetch()}
          />
        ) : (
          <GameFrameView
            url={lobby.data ?? null}
            title={t('category.lottery')}
            policy={policy}
            state={frame.value}
            onLoad={frame.onLoad}
            onClose={() => navigate(paths.home.getHref())}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
      </div>
    </div>
  );
}
