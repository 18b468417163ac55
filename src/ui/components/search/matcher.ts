/**
 * The site search's matching rules (ADR 038), independent of the index library that finds candidates:
 *
 * - every word of the query must match a word of the game's display name, game name or vendor name;
 * - a query word matches exactly, as the start of a word (prefix), or, when the name's word has five
 *   letters or more, with one typo: one letter missing, extra, wrong, or two neighbours swapped
 *   (Damerau distance 1);
 * - Chinese, Japanese and Korean text has no spaces between words: a query with such characters matches
 *   by substring of the whole name;
 * - ranking: exact before prefix before typo, then the display name before the game name before the
 *   vendor, then the shorter name, then the name in alphabetical order.
 */

export interface SearchDocument {
  /** The game's key (its nodeId, or the vendor code for a vendor entry). */
  id: string;
  displayName: string;
  gameName: string;
  vendorName: string;
}

/** How one query word met a name: higher is better. */
export const MATCH = { exact: 3, prefix: 2, typo: 1, none: 0 } as const;
export type MatchQuality = (typeof MATCH)[keyof typeof MATCH];

/** The spec's threshold: a typo is forgiven only in a word of this many letters or more. */
export const TYPO_MIN_LENGTH = 5;

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;

/** Lower case, accents removed, full-width forms folded, so "Café" and "cafe" compare equal. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a text: letters and digits, split on anything else. */
export function wordsOf(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

export const hasCjk = (text: string): boolean => CJK.test(text);

/**
 * True when `a` and `b` differ by exactly one edit: a letter inserted, deleted or substituted, or two
 * adjacent letters swapped (optimal string alignment distance 1). Linear, no matrix.
 */
export function isOneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    // Substitution at i, or a swap of i and i + 1.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One letter more in the longer word at i.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** How a query word meets a name's word. */
export function matchWord(query: string, word: string): MatchQuality {
  if (query === word) return MATCH.exact;
  if (word.startsWith(query)) return MATCH.prefix;
  if (word.length >= TYPO_MIN_LENGTH && isOneEdit(query, word)) return MATCH.typo;
  return MATCH.none;
}

/** Fields in ranking order: the display name counts most, the vendor least. */
const FIELDS = ['displayName', 'gameName', 'vendorName'] as const;
type Field = (typeof FIELDS)[number];

/** A document with its words worked out once, when the index is built. */
export interface PreparedDocument<D extends SearchDocument = SearchDocument> {
  doc: D;
  words: Record<Field, string[]>;
  /** The normalised names without spaces, for the CJK substring rule. */
  compact: Record<Field, string>;
}

export function prepare<D extends SearchDocument>(doc: D): PreparedDocument<D> {
  const words = {} as Record<Field, string[]>;
  const compact = {} as Record<Field, string>;
  for (const field of FIELDS) {
    words[field] = wordsOf(doc[field]);
    compact[field] = normalise(doc[field]).replace(/\s+/gu, '');
  }
  return { doc, words, compact };
}

export interface Scored<D extends SearchDocument = SearchDocument> {
  doc: D;
  /** The worst word's quality: a result is only as good as its weakest word. */
  quality: MatchQuality;
  /** Sum of the word qualities (more exact words rank higher among equals). */
  total: number;
  /** Which names the words matched in, summed (0 = display name, 2 = vendor): lower ranks first. */
  field: number;
}

/** The query as the matcher reads it: its words, or its compact text when it has CJK characters. */
export interface ParsedQuery {
  words: string[];
  cjk: string | null;
}

export function parseQuery(query: string): ParsedQuery {
  const trimmed = query.trim();
  if (hasCjk(trimmed)) return { words: [], cjk: normalise(trimmed).replace(/\s+/gu, '') };
  return { words: wordsOf(trimmed), cjk: null };
}

export function isEmptyQuery(q: ParsedQuery): boolean {
  return q.cjk === null ? q.words.length === 0 : q.cjk.length === 0;
}

/**
 * Scores one document, or null when a word of the query matches none of its names. Each query word takes
 * its best match over the three names ("gems jili" finds JILI's Mystic Gems), the earlier name winning a tie.
 */
export function score<D extends SearchDocument>(
  prepared: PreparedDocument<D>,
  query: ParsedQuery,
): Scored<D> | null {
  if (query.cjk !== null) return scoreCjk(prepared, query.cjk);
  let quality: MatchQuality = MATCH.exact;
  let total = 0;
  let field = 0;
  for (const q of query.words) {
    let best: MatchQuality = MATCH.none;
    let bestField = 0;
    FIELDS.forEach((name, fieldIndex) => {
      for (const w of prepared.words[name]) {
        const m = matchWord(q, w);
        if (m > best) {
          best = m;
          bestField = fieldIndex;
        }
      }
    });
    if (best === MATCH.none) return null;
    if (best < quality) quality = best;
    total += best;
    field += bestField;
  }
  return { doc: prepared.doc, quality, total, field };
}

/** CJK text: the query is a substring of one of the names; the whole name, then its start, rank first. */
function scoreCjk<D extends SearchDocument>(prepared: PreparedDocument<D>, cjk: string): Scored<D> | null {
  let best: Scored<D> | null = null;
  FIELDS.forEach((name, fieldIndex) => {
    const text = prepared.compact[name];
    const at = text.indexOf(cjk);
    if (at < 0) return;
    const quality = text === cjk ? MATCH.exact : at === 0 ? MATCH.prefix : MATCH.typo;
    const next: Scored<D> = { doc: prepared.doc, quality, total: quality, field: fieldIndex };
    if (!best || compareScored(next, best) < 0) best = next;
  });
  return best;
}

/** Ranking order (negative when `a` comes first). */
export function compareScored(a: Scored, b: Scored): number {
  return (
    b.quality - a.quality ||
    b.total - a.total ||
    a.field - b.field ||
    a.doc.displayName.length - b.doc.displayName.length ||
    a.doc.displayName.localeCompare(b.doc.displayName)
  );
}

/** Scores the candidates, drops those that break the rules, and ranks the rest. */
export function rank<D extends SearchDocument>(
  candidates: Iterable<PreparedDocument<D>>,
  query: ParsedQuery,
  limit: number,
): D[] {
  const scored: Scored<D>[] = [];
  for (const prepared of candidates) {
    const s = score(prepared, query);
    if (s) scored.push(s);
  }
  return scored
    .sort(compareScored)
    .slice(0, limit)
    .map((s) => s.doc);
}
