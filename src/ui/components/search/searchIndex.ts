import MiniSearch from 'minisearch';
import {
  isEmptyQuery,
  normalise,
  parseQuery,
  prepare,
  rank,
  type PreparedDocument,
  type SearchDocument,
} from './matcher';

/**
 * User-timing entries the bench reads (`npm run bench`, part search): the index build alone, and the
 * whole catalogue load (calls, mapping and index).
 */
export const SEARCH_MEASURES = {
  indexBuild: 'search:index-build',
  catalogue: 'search:catalogue',
} as const;

const now = () => (typeof performance === 'undefined' ? 0 : performance.now());

/** A user-timing measure from `start` to now (no-op where there is no Performance API). */
export function measure(name: string, start: number): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    /* an engine without the options form: the bench reads nothing, the search is unaffected */
  }
}

/** How many results the panel shows. */
export const RESULT_LIMIT = 20;

export interface SearchIndex<D extends SearchDocument> {
  readonly size: number;
  search(query: string, limit?: number): D[];
}

/** Documents indexed between two yields to the main thread (a phone's typing stays answered). */
const CHUNK = 250;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * MiniSearch finds the candidates (ADR 038: the smallest index that finds every one-typo query on
 * `manyGames` in well under a millisecond); the matcher keeps only what the spec's rules allow and
 * ranks them. MiniSearch's fuzziness is Levenshtein, where a swap of two letters costs two, so it is
 * asked for distance 2 on words of four letters or more (a five-letter word missing a letter is four
 * long) and the matcher drops what is more than one typo away.
 *
 * Built in chunks of tasks: in one task, 2,100 games took 150 ms and more on a phone's CPU, a long task
 * that would hold up the keystrokes typed while the list loads (INP, ADR 020).
 */
export async function buildSearchIndex<D extends SearchDocument>(
  docs: readonly D[],
): Promise<SearchIndex<D>> {
  const started = now();
  const prepared = new Map<string, PreparedDocument<D>>();
  const index = new MiniSearch<D>({
    fields: ['displayName', 'gameName', 'vendorName'],
    idField: 'id',
    processTerm: (term) => normalise(term),
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length >= 4 ? 2 : 0),
      combineWith: 'AND',
    },
  });
  for (let i = 0; i < docs.length; i += CHUNK) {
    if (i > 0) await nextTask();
    const chunk = docs.slice(i, i + CHUNK);
    for (const doc of chunk) prepared.set(doc.id, prepare(doc));
    index.addAll(chunk);
  }
  measure(SEARCH_MEASURES.indexBuild, started);
  return {
    size: prepared.size,
    search(query, limit = RESULT_LIMIT) {
      const parsed = parseQuery(query);
      if (isEmptyQuery(parsed)) return [];
      // Chinese and other CJK names have no spaces to split words on: every name is checked for the
      // substring, which is a scan of short strings (the matcher's `compact`).
      const candidates =
        parsed.cjk !== null
          ? prepared.values()
          : index.search(parsed.words.join(' ')).flatMap((hit) => prepared.get(String(hit.id)) ?? []);
      return rank(candidates, parsed, limit);
    },
  };
}
