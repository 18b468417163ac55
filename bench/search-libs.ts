/**
 * Compares index libraries for the site search on the mock's `manyGames` catalogue (ADR 038): the
 * gzip size of each library bundled alone, the time to build its index, the time of a query, and its
 * recall: the share of one-typo queries (missing, extra, wrong, swapped letter in a word of five letters
 * or more, spec rule) whose game is among the library's candidates. The site's matcher
 * (src/ui/components/search/matcher.ts) then keeps and ranks only what the rules allow, so a library
 * below 100 % recall loses games the rules promise.
 *
 * `npx tsx --tsconfig tsconfig.app.json bench/search-libs.ts` prints a table; figures go to
 * bench/NOTES.md.
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import MiniSearch from 'minisearch';
import Fuse from 'fuse.js';
import uFuzzy from '@leeoniya/ufuzzy';
import { MANY_GAME_COUNT, VENDOR_LANES, buildGames } from '@mocks/seed/games.seed';
import {
  TYPO_MIN_LENGTH,
  parseQuery,
  prepare,
  rank,
  type SearchDocument,
} from '@/ui/components/search/matcher';

const vendorNames = new Map<string, string>();
for (const lane of Object.values(VENDOR_LANES)) for (const [code, name] of lane) vendorNames.set(code, name);

const docs: SearchDocument[] = buildGames(MANY_GAME_COUNT).map((row) => ({
  id: String(row.nodeId),
  displayName: row.gameName ?? '',
  gameName: row.gameName ?? '',
  vendorName: vendorNames.get(row.vassalage ?? '') ?? row.vassalage ?? '',
}));

/** A fixed pseudo-random sequence, so every run asks the same queries. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const random = rng(38);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const KINDS = ['missing', 'extra', 'wrong', 'swapped'] as const;
function typo(word: string, kind: (typeof KINDS)[number]): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  switch (kind) {
    case 'missing':
      return word.slice(0, at) + word.slice(at + 1);
    case 'extra':
      return word.slice(0, at) + 'x' + word.slice(at);
    case 'wrong':
      return word.slice(0, at) + (word[at] === 'q' ? 'z' : 'q') + word.slice(at + 1);
    case 'swapped':
      return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  }
}

interface Query {
  text: string;
  id: string;
}
const queries: Query[] = [];
while (queries.length < 400) {
  const doc = pick(docs);
  const words = doc.displayName.split(' ');
  const long = words.findIndex((w) => w.length >= TYPO_MIN_LENGTH);
  if (long < 0) continue;
  words[long] = typo(words[long] ?? '', KINDS[queries.length % KINDS.length] ?? 'wrong');
  queries.push({ text: words.join(' '), id: doc.id });
}

interface Candidate {
  name: string;
  pkg: string;
  build(): (q: string) => Set<string>;
}

const candidates: Candidate[] = [
  {
    name: 'minisearch',
    pkg: 'minisearch',
    build() {
      const index = new MiniSearch<SearchDocument>({
        fields: ['displayName', 'gameName', 'vendorName'],
        idField: 'id',
      });
      index.addAll(docs);
      // Levenshtein 2 on words of four letters or more: a swap is two Levenshtein edits, and a missing
      // letter makes a five-letter word four long.
      return (q) =>
        new Set(
          index
            .search(q, { prefix: true, fuzzy: (term) => (term.length >= 4 ? 2 : 0), combineWith: 'AND' })
            .map((r) => String(r.id)),
        );
    },
  },
  {
    name: 'fuse.js',
    pkg: 'fuse.js',
    build() {
      const index = new Fuse(docs, {
        keys: ['displayName', 'gameName', 'vendorName'],
        threshold: 0.4,
        ignoreLocation: true,
      });
      return (q) => new Set(index.search(q, { limit: 200 }).map((r) => r.item.id));
    },
  },
  {
    name: '@leeoniya/ufuzzy',
    pkg: '@leeoniya/ufuzzy',
    build() {
      const haystack = docs.map((d) => `${d.displayName} ${d.gameName} ${d.vendorName}`);
      const uf = new uFuzzy({ intraMode: 1, intraIns: 1, intraSub: 1, intraTrn: 1, intraDel: 1 });
      return (q) => {
        const found = uf.filter(haystack, q) ?? [];
        return new Set(found.map((i) => docs[i]?.id ?? ''));
      };
    },
  },
];

async function gzipSizeOf(pkg: string): Promise<number> {
  const out = await build({
    stdin: {
      contents: `export * from '${pkg}'; export { default } from '${pkg}';`,
      resolveDir: process.cwd(),
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(out.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}

/**
 * The catalogue has one name at several vendors ("Fishing Fortune" at seven): those rank as equals and
 * the list tells them apart by vendor, so the game counts as found when its name is in the first five.
 */
const nameOf = new Map(docs.map((d) => [d.id, d.displayName]));
const inTop5 = (ranked: readonly SearchDocument[], q: Query): boolean =>
  ranked.some((d) => d.id === q.id || d.displayName === nameOf.get(q.id));

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

async function main(): Promise<void> {
  console.log(`catalogue: ${docs.length} games (manyGames), ${queries.length} one-typo queries`);
  const prepared = docs.map(prepare);
  const byId = new Map(prepared.map((p) => [p.doc.id, p]));
  const rows: string[][] = [];
  for (const c of candidates) {
    const gz = await gzipSizeOf(c.pkg);
    const builds: number[] = [];
    let search: ((q: string) => Set<string>) | null = null;
    for (let i = 0; i < 5; i += 1) {
      const t0 = performance.now();
      search = c.build();
      builds.push(performance.now() - t0);
    }
    if (!search) continue;
    const times: number[] = [];
    const rankedTimes: number[] = [];
    let found = 0;
    let top5 = 0;
    for (const q of queries) {
      const t0 = performance.now();
      const ids = search(q.text);
      times.push(performance.now() - t0);
      if (ids.has(q.id)) found += 1;
      const t1 = performance.now();
      const ranked = rank(
        [...ids].flatMap((id) => byId.get(id) ?? []),
        parseQuery(q.text),
        5,
      );
      rankedTimes.push(performance.now() - t1);
      if (inTop5(ranked, q)) top5 += 1;
    }
    rows.push([
      c.name,
      `${(gz / 1024).toFixed(1)} kB`,
      `${median(builds).toFixed(1)} ms`,
      `${median(times).toFixed(2)} ms`,
      `${Math.max(...times).toFixed(2)} ms`,
      `${((100 * found) / queries.length).toFixed(1)} %`,
      `${((100 * top5) / queries.length).toFixed(1)} %`,
      `${median(rankedTimes).toFixed(2)} ms`,
    ]);
  }
  // The matcher alone, scanning every game: the baseline a library has to beat.
  const scan: number[] = [];
  let scanTop5 = 0;
  for (const q of queries) {
    const t0 = performance.now();
    const ranked = rank(prepared, parseQuery(q.text), 5);
    scan.push(performance.now() - t0);
    if (inTop5(ranked, q)) scanTop5 += 1;
  }
  rows.push([
    'matcher scan (no library)',
    '—',
    '—',
    `${median(scan).toFixed(2)} ms`,
    `${Math.max(...scan).toFixed(2)} ms`,
    '100 %',
    `${((100 * scanTop5) / queries.length).toFixed(1)} %`,
    '—',
  ]);
  const head = ['library', 'gzip', 'index build', 'query median', 'query max', 'recall', 'top 5', 'rank'];
  console.log(`| ${head.join(' | ')} |`);
  console.log(`| ${head.map(() => '---').join(' | ')} |`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}

void main();
