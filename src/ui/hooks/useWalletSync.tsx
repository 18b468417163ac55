import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ActorRefFrom } from 'xstate';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { settings } from '@/config/settings';
import { createWalletSyncActors } from '@/machines/walletSync/walletSync.actors';
import {
  walletSyncMachine,
  type RecallNotice,
  type WalletSyncMachine,
} from '@/machines/walletSync/walletSync.machine';
import {
  selectSyncFailure,
  selectSyncNotice,
  selectSyncStale,
  selectSyncUpdating,
} from '@/machines/walletSync/walletSync.selectors';
import type { Failure } from '@/machines/shared/failure';
import { useIsLoggedIn } from './useSession';

type WalletSyncActor = ActorRefFrom<WalletSyncMachine>;

/** The page's one wallet-sync actor (ADR 034); null outside the app shell (a screen rendered alone). */
const WalletSyncContext = createContext<WalletSyncActor | null>(null);

/** The real logic for one query client: the refresh and the recall go through the shared cache and the API. */
export function createWalletSyncLogic(queryClient: QueryClient): WalletSyncMachine {
  return walletSyncMachine.provide({ actors: createWalletSyncActors({ api, queryClient }) });
}

/**
 * Owns the sync actor and the triggers only the page sees: the tab visible again, and focus coming
 * back while a game plays in its own window. Only a member's balance is asked.
 */
export function WalletSyncProvider({ children, logic }: { children: ReactNode; logic?: WalletSyncMachine }) {
  const queryClient = useQueryClient();
  const [machine] = useState(() => logic ?? createWalletSyncLogic(queryClient));
  const actor = useActorRef(machine, { input: { recallOnGameExit: settings.recallOnGameExit } });
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    if (!loggedIn) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'sync.visible' });
    };
    const onFocus = () => {
      if (actor.getSnapshot().context.gameWindowOpen) actor.send({ type: 'sync.gameWindowReturned' });
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onFocus);
    };
  }, [actor, loggedIn]);
  return <WalletSyncContext.Provider value={actor}>{children}</WalletSyncContext.Provider>;
}

export interface WalletSync {
  /** A money screen's flow moved money (deposit, withdraw, transfer, claim, conversion, prize). */
  moneyMoved(): void;
  /** The player asked (the header's balance button). */
  refresh(): void;
  /** The in-site game frame closed. */
  gameClosed(gameType: string): void;
  /** A game opened in its own window. */
  gameWindowOpened(): void;
  dismissNotice(): void;
}

/**
 * The triggers, for screens. Outside the app shell (a screen rendered alone in a test or story) money
 * still refreshes every balance view: the cache entry is invalidated directly.
 */
export function useWalletSync(): WalletSync {
  const actor = useContext(WalletSyncContext);
  const queryClient = useQueryClient();
  return useMemo(() => {
    if (!actor) {
      const invalidate = () => void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() });
      return {
        moneyMoved: invalidate,
        refresh: invalidate,
        gameClosed: invalidate,
        gameWindowOpened: () => undefined,
        dismissNotice: () => undefined,
      };
    }
    return {
      moneyMoved: () => actor.send({ type: 'sync.moneyMoved' }),
      refresh: () => actor.send({ type: 'sync.refresh' }),
      gameClosed: (gameType) => actor.send({ type: 'sync.gameClosed', gameType }),
      gameWindowOpened: () => actor.send({ type: 'sync.gameWindowOpened' }),
      dismissNotice: () => actor.send({ type: 'sync.dismissNotice' }),
    };
  }, [actor, queryClient]);
}

export interface BalanceSyncView {
  updating: boolean;
  stale: boolean;
  failure: Failure | null;
  notice: RecallNotice | null;
}

const IDLE: BalanceSyncView = { updating: false, stale: false, failure: null, notice: null };

/** What the header shows of the sync: updating, a stale figure and why, the recall notice. */
export function useBalanceSync(): BalanceSyncView {
  const actor = useContext(WalletSyncContext);
  // useSelector needs an actor; outside the shell there is none and nothing is syncing.
  const updating = useSelector(actor ?? undefined, selectSyncUpdating);
  const stale = useSelector(actor ?? undefined, selectSyncStale);
  const failure = useSelector(actor ?? undefined, selectSyncFailure);
  const notice = useSelector(actor ?? undefined, selectSyncNotice);
  return actor ? { updating, stale, failure, notice } : IDLE;
}
