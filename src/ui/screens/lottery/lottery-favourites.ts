import { STORAGE_KEYS } from '@/config/constants';
import { z } from 'zod';

/**
 * Lottery favourites (spec 02 §3): game codes kept per username in localStorage LOTTFAV, the legacy
 * shape. The entry names the member, so it lasts as long as the session: the session store removes
 * LOTTFAV at logout, on a refused token and when another login replaces the session (ADR 036).
 */
const stored = z.record(z.string(), z.array(z.string()));
type Stored = z.infer<typeof stored>;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function local(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readAll(storage: Store | null): Stored {
  const text = storage?.getItem(STORAGE_KEYS.lotteryFavourites);
  if (!text) return {};
  try {
    const parsed = stored.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function readLotteryFavourites(username: string, storage: Store | null = local()): string[] {
  return readAll(storage)[username] ?? [];
}

export function toggleLotteryFavourite(
  username: string,
  gameCode: string,
  storage: Store | null = local(),
): string[] {
  const all = readAll(storage);
  const mine = all[username] ?? [];
  const next = mine.includes(gameCode) ? mine.filter((c) => c !== gameCode) : [...mine, gameCode];
  try {
    storage?.setItem(STORAGE_KEYS.lotteryFavourites, JSON.stringify({ ...all, [username]: next }));
  } catch {
    /* storage full or blocked: the change holds for this page only */
  }
  return next;
}
