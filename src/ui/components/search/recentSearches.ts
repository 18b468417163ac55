import { STORAGE_KEYS } from '@/config/constants';

/** The tracker's rule: the last 8 searches, most recent first, no duplicates. */
export const RECENT_SEARCH_LIMIT = 8;
/** A query longer than this is no name anyone types: it is not kept. */
const MAX_QUERY_LENGTH = 60;

const sameQuery = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Remembered on this device in localStorage: the words typed, never who typed them. They still say
 * what a player looked for, so the session store removes them when a session ends or another begins
 * (`forgetSessionMarks`, ADR 036, ADR 038); a visitor who never logs in keeps them.
 */
export function readRecentSearches(): string[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.recentSearches);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((q): q is string => typeof q === 'string' && q.trim() !== '')
      .slice(0, RECENT_SEARCH_LIMIT);
  } catch {
    // Storage blocked or the value damaged: no recents, and the search still works.
    return [];
  }
}

function write(list: readonly string[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(STORAGE_KEYS.recentSearches);
    else localStorage.setItem(STORAGE_KEYS.recentSearches, JSON.stringify(list));
  } catch {
    /* storage blocked or full: the list lives for this visit only */
  }
}

/** Puts a search first; an equal one (case aside) moves up instead of repeating. */
export function rememberSearch(query: string): string[] {
  const q = query.trim().replace(/\s+/g, ' ');
  const current = readRecentSearches();
  if (!q || q.length > MAX_QUERY_LENGTH) return current;
  const next = [q, ...current.filter((r) => !sameQuery(r, q))].slice(0, RECENT_SEARCH_LIMIT);
  write(next);
  return next;
}

export function clearRecentSearches(): void {
  write([]);
}
