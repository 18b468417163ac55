import { STORAGE_KEYS } from '@/config/constants';
import { game, type Game } from '@/contracts/games.contract';
import { z } from 'zod';

/** sessionStorage HOT_GAMES (wire protocol §1.4): the hot list survives reloads within the tab. */
const cachedList = z.array(game);

export function readHotCache(storage: Pick<Storage, 'getItem'> | null = safeSession()): Game[] | null {
  const text = storage?.getItem(STORAGE_KEYS.hotGames);
  if (!text) return null;
  try {
    const parsed = cachedList.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeHotCache(list: Game[], storage: Pick<Storage, 'setItem'> | null = safeSession()): void {
  try {
    storage?.setItem(STORAGE_KEYS.hotGames, JSON.stringify(list));
  } catch {
    /* quota: the in-memory query cache still serves this page */
  }
}

function safeSession(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
