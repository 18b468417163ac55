import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { gamesContract, type PvpRoom } from '@/contracts/games.contract';
import type { LobbyGame } from '@/machines/lobby/lobby.types';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Modal } from '@/ui/components/Modal';
import { Skeleton } from '@/ui/components/Skeleton';
import { formatMoney } from '@/ui/components/format';

export interface PvpRoomPickerProps {
  game: LobbyGame;
  onPick(roomId: string | null): void;
  onClose(): void;
}

/**
 * A PVP card game's rooms (spec 02 §4 "PVP room list and launch"): name, minimum bet and players online;
 * a room opens the game in it. Where the game has no room open, the game opens without one.
 */
export function PvpRoomPicker({ game, onPick, onClose }: PvpRoomPickerProps) {
  const { t } = useTranslation('lobby');
  const rooms = useQuery({
    queryKey: queryKeys.games.pvpRooms(game.gameId, game.vassalage),
    queryFn: () =>
      api.call(gamesContract.pvpRooms, {
        query: { gameId: game.gameId, vassalage: game.vassalage },
      }),
    staleTime: 30_000,
  });
  const list: PvpRoom[] = rooms.data?.list ?? [];
  return (
    <Modal title={t('pvpRooms.title', { game: game.gameName })} onClose={onClose} width={440}>
      {rooms.isPending ? (
        <div aria-busy="true" aria-label={t('pvpRooms.loading')} className="pvp-rooms">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} shape="block" height={56} />
          ))}
        </div>
      ) : rooms.isError ? (
        <LoadFailure
          title={t('pvpRooms.failed')}
          error={rooms.error}
          retrying={rooms.isFetching}
          onRetry={() => void rooms.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          title={t('pvpRooms.empty')}
          level={3}
          action={<Button onClick={() => onPick(null)}>{t('pvpRooms.playWithout')}</Button>}
        />
      ) : (
        <ul className="pvp-rooms" aria-label={t('pvpRooms.list')}>
          {list.map((room) => (
            <li key={String(room.roomId)}>
              <button type="button" className="pvp-rooms__room" onClick={() => onPick(String(room.roomId))}>
                {/* Spaces between the parts keep the button's name readable (the flex gap only shows them). */}
                <strong>{room.roomName}</strong>{' '}
                {room.minBet !== null && room.minBet !== undefined && (
                  <span>{t('pvpRooms.minBet', { amount: formatMoney(room.minBet) })}</span>
                )}{' '}
                {room.onlineCount !== null && room.onlineCount !== undefined && (
                  <span>{t('pvpRooms.online', { count: room.onlineCount })}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
