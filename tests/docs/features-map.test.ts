// @vitest-environment node
/**
 * docs/features.md is the map a newcomer follows from a feature of the spec to its files in every layer
 * (README). A map that names a file that moved, a route that is gone or a contract route that was renamed
 * sends that newcomer nowhere, and a feature added without a row is not on the map at all. This test
 * reads the map as its "How to read the tables" section describes it and holds it to the tree both ways:
 * everything it names exists, and every route, contract route, machine, golden file, centre page, e2e spec
 * and hand-written stories file of the tree is named.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isAppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { AGENT_MENU } from '@/config/agentCentre';
import { MEMBER_EXTRA_PAGES, MEMBER_MENU } from '@/config/memberCentre';
import { allRoutePaths, paths } from '@/config/paths';
import { contract } from '@/contracts';

// Every runner starts in the repository root (tests/paths/golden-files.ts relies on the same).
const ROOT = process.cwd();
const MAP_FILE = 'docs/features.md';

/** A path that starts with one of these is from the repo root, whatever its column (the map's own rule). */
const ROOT_DIRS = ['src/', 'mocks/', 'tests/', 'scripts/', 'stories/', 'docs/', 'bench/'];

/** A route of the site in running text: `/rng`, not `docs/deploy.md` nor `/wps/rg`. */
const ROUTE_IN_TEXT = /(?<![\w./?=-])\/[A-Za-z][A-Za-z0-9]*(?![\w./-])/g;
/** A contract route as the map writes it: `group.route` (a file name has an extension and a second dot). */
const CONTRACT_ROUTE = /^[a-z][A-Za-z]*\.[A-Za-z]+$/;
const FILE_LIKE = /\/|\.(tsx?|mjs|md|json|css)$/;
/** A Storybook title (`Machines/Coverage`): slashes, but no file. */
const STORY_TITLE = /^[A-Z][\w ]*(\/[A-Z][\w ]*)+$/;
/** Running text names test suites by file too (`login.paths.ts`): their folder is a place to look. */
const PROSE_FOLDERS = ['tests/paths/'];

interface MapRow {
  line: number;
  section: string;
  cells: Record<string, string>;
}

interface FeatureMap {
  /** Column name → the folder its paths are relative to (the "How to read the tables" table). */
  bases: Record<string, string>;
  rows: MapRow[];
  /** Running text outside the feature tables, with its line numbers. */
  prose: { line: number; text: string }[];
}

const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
const withoutCode = (text: string): string => text.replace(/`[^`]*`/g, ' ');
const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

function parseFeatureMap(markdown: string): FeatureMap {
  const bases: Record<string, string> = {};
  const rows: MapRow[] = [];
  const prose: FeatureMap['prose'] = [];
  let section = '';
  let header: string[] | null = null;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (text.startsWith('## ')) section = text.slice(3).trim();
    if (!text.startsWith('|')) {
      header = null;
      prose.push({ line, text });
      return;
    }
    const cells = cellsOf(text);
    if (header === null) {
      header = cells;
      return;
    }
    if (cells.every((cell) => /^-+$/.test(cell))) return;
    const named = Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']));
    if (header[0] === 'Column' && header[1] === 'Relative to') {
      const base = codeSpans(named['Relative to'] ?? '')[0];
      if (base !== undefined) bases[named['Column'] ?? ''] = base;
      return;
    }
    if (header[0] === 'Feature') rows.push({ line, section, cells: named });
  });
  return { bases, rows, prose };
}

/** Every contract route as `group.route` (nested routers joined with dots), from the root router. */
function contractRouteNames(): Set<string> {
  const names = new Set<string>();
  const walk = (prefix: string, router: AppRouter) => {
    for (const [name, node] of Object.entries(router)) {
      if (isAppRoute(node)) names.add(`${prefix}${name}`);
      else walk(`${prefix}${name}.`, node);
    }
  };
  walk('', contract);
  return names;
}

/** A path, or a pattern in its last part (`member/security/*Section.tsx`) that at least one file matches. */
function exists(relative: string): boolean {
  const slash = relative.lastIndexOf('/');
  const last = relative.slice(slash + 1);
  if (!last.includes('*')) return existsSync(join(ROOT, relative));
  const dir = join(ROOT, relative.slice(0, slash + 1));
  const pattern = new RegExp(`^${last.split('*').map(escapeRegExp).join('.*')}$`);
  return existsSync(dir) && readdirSync(dir).some((name) => pattern.test(name));
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a path named in a column is: from the root when it says so, else from the column's folder. */
function resolveIn(base: string, path: string): string {
  return ROOT_DIRS.some((dir) => path.startsWith(dir)) ? path : `${base}${path}`;
}

function storyExports(file: string): Set<string> {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return new Set([...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1] ?? ''));
}

/** `Login\*` in the map is every story whose name starts with Login. */
function storyNamed(exports: Set<string>, name: string): boolean {
  const prefix = name.replace(/\\?\*$/, '');
  return prefix === name ? exports.has(name) : [...exports].some((story) => story.startsWith(prefix));
}

const PATH_COLUMNS = ['Machine', 'Screen', 'Mock handler', 'Golden paths', 'Stories', 'E2E'];
const MEMBER_PAGES: readonly string[] = [...MEMBER_MENU, ...MEMBER_EXTRA_PAGES];
const AGENT_PAGES: readonly string[] = AGENT_MENU;

/** What the map names that the tree does not have, one line each (`line N: …`). */
function brokenReferences(map: FeatureMap): string[] {
  const problems: string[] = [];
  const routes = new Set(allRoutePaths());
  const contractRoutes = contractRouteNames();
  const checkRoutes = (line: number, text: string) => {
    const named = [
      ...(withoutCode(text).match(ROUTE_IN_TEXT) ?? []),
      ...codeSpans(text).filter((span) => /^\/[A-Za-z0-9]*$/.test(span)),
    ];
    for (const route of named)
      if (!routes.has(route)) problems.push(`line ${line}: route ${route} is not in src/config/paths.ts`);
  };

  for (const column of ['Contract', ...PATH_COLUMNS])
    if (map.bases[column] === undefined)
      problems.push(`"How to read the tables" gives no folder for ${column}`);

  for (const { line, section, cells } of map.rows) {
    // Other columns name the backend's paths (`POST /rum` of the mock server), not the site's routes.
    checkRoutes(line, cells['Feature'] ?? '');
    checkRoutes(line, cells['Screen'] ?? '');

    const pageKeys = codeSpans(cells['Feature'] ?? '');
    const centre =
      section === 'Member centre' ? MEMBER_PAGES : section === 'Agent centre' ? AGENT_PAGES : null;
    for (const key of pageKeys) {
      if (key.startsWith('/')) continue;
      if (centre === null)
        problems.push(`line ${line}: \`${key}\` in the Feature column is no page key here`);
      else if (!centre.includes(key)) problems.push(`line ${line}: page key ${key} is not a ${section} page`);
    }

    for (const span of codeSpans(cells['Contract'] ?? '')) {
      if (CONTRACT_ROUTE.test(span)) {
        if (!contractRoutes.has(span)) problems.push(`line ${line}: contract route ${span} does not exist`);
      } else if (!exists(resolveIn(map.bases['Contract'] ?? '', span))) {
        problems.push(`line ${line}: Contract names ${span}, which does not exist`);
      }
    }

    for (const column of PATH_COLUMNS) {
      const text = cells[column] ?? '';
      for (const span of codeSpans(text)) {
        const file = resolveIn(map.bases[column] ?? '', span);
        if (!exists(file)) problems.push(`line ${line}: ${column} names ${span}, but ${file} does not exist`);
      }
    }

    const stories = cells['Stories'] ?? '';
    for (const match of stories.matchAll(/`([^`]+\.stories\.tsx)`\s*(?:\(([^)]*)\))?/g)) {
      const file = resolveIn(map.bases['Stories'] ?? '', match[1] ?? '');
      if (match[2] === undefined || !exists(file)) continue;
      const exported = storyExports(file);
      for (const name of match[2].split(',').map((n) => n.trim())) {
        if (!storyNamed(exported, name)) problems.push(`line ${line}: ${file} has no story ${name}`);
      }
    }
  }

  for (const { line, text } of map.prose) {
    checkRoutes(line, text);
    for (const span of codeSpans(text)) {
      if (span.includes('<') || span.startsWith('/') || STORY_TITLE.test(span)) continue; // template, route, title
      if (CONTRACT_ROUTE.test(span) && contractRoutes.has(span)) continue;
      const group = span.split('.')[0] ?? '';
      if (CONTRACT_ROUTE.test(span) && [...contractRoutes].some((r) => r.startsWith(`${group}.`))) {
        problems.push(`line ${line}: contract route ${span} does not exist`);
        continue;
      }
      if (!FILE_LIKE.test(span) || span.startsWith('?')) continue;
      // In running text a path is from the root or from the folder of the layer it belongs to.
      const folders = [...Object.values(map.bases), ...PROSE_FOLDERS];
      const candidates = [span, ...folders.map((base) => resolveIn(base, span))];
      if (!candidates.some(exists)) problems.push(`line ${line}: ${span} is in no layer's folder`);
    }
  }
  return problems;
}

/** What the tree has that the map leaves out: the drift a new feature brings when its row is forgotten. */
function missingFromMap(map: FeatureMap): string[] {
  const problems: string[] = [];
  const everything = [
    ...map.rows.flatMap((row) => Object.values(row.cells)),
    ...map.prose.map((p) => p.text),
  ];
  const allText = everything.join('\n');
  const spans = new Set(everything.flatMap(codeSpans));
  const column = (name: string) => map.rows.flatMap((row) => codeSpans(row.cells[name] ?? ''));

  const routesNamed = new Set([
    ...(withoutCode(allText).match(ROUTE_IN_TEXT) ?? []),
    ...[...spans].filter((span) => span.startsWith('/')),
  ]);
  for (const { path } of Object.values(paths))
    if (!routesNamed.has(path)) problems.push(`route ${path} (src/config/paths.ts) has no row`);

  for (const route of contractRouteNames())
    if (!spans.has(route))
      problems.push(`contract route ${route} is named nowhere, not even under "no screen calls"`);

  const machinesNamed = column('Machine').map((span) => span.split('/')[0]);
  for (const entry of readdirSync(join(ROOT, 'src/machines'), { withFileTypes: true }))
    if (entry.isDirectory() && entry.name !== 'shared' && !machinesNamed.includes(entry.name))
      problems.push(`machine ${entry.name}/ is in no row's Machine column`);

  const goldenNamed = new Set(column('Golden paths'));
  for (const file of readdirSync(join(ROOT, 'tests/paths/golden')))
    if (file.endsWith('.paths.md') && !goldenNamed.has(file))
      problems.push(`golden file ${file} is in no row's Golden paths column`);

  // Every Playwright spec and every hand-written stories file (the machine stories are generated, one per
  // golden file) is named, from its column's folder or from the root.
  const filesUnder = (dir: string, suffix: string): string[] =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(suffix))
      .map((file) => file.split('\\').join('/'));
  const named = (dir: string, file: string) => spans.has(file) || spans.has(`${dir}${file}`);
  for (const spec of filesUnder('tests/e2e/', '.spec.ts'))
    if (!named('tests/e2e/', spec)) problems.push(`e2e spec ${spec} is named nowhere`);
  for (const stories of filesUnder('stories/', '.stories.tsx'))
    if (!stories.startsWith('machines/') && !named('stories/', stories))
      problems.push(`stories file ${stories} is named nowhere`);

  const keysIn = (section: string) =>
    new Set(
      map.rows
        .filter((row) => row.section === section)
        .flatMap((row) => codeSpans(row.cells['Feature'] ?? '')),
    );
  const memberKeys = keysIn('Member centre');
  for (const page of MEMBER_PAGES)
    if (!memberKeys.has(page)) problems.push(`member page ${page} has no row under Member centre`);
  const agentKeys = keysIn('Agent centre');
  for (const page of AGENT_PAGES)
    if (!agentKeys.has(page)) problems.push(`agent page ${page} has no row under Agent centre`);
  return problems;
}

const markdown = readFileSync(join(ROOT, MAP_FILE), 'utf8');

describe('docs/features.md', () => {
  const map = parseFeatureMap(markdown);

  it('is read as it describes itself: a folder per column and rows in every section', () => {
    expect(Object.keys(map.bases)).toEqual(expect.arrayContaining(['Contract', ...PATH_COLUMNS]));
    expect(map.rows.length).toBeGreaterThan(50);
  });

  it('names only files, routes, contract routes, page keys and stories that exist', () => {
    expect(brokenReferences(map)).toEqual([]);
  });

  it('names every route, contract route, machine, golden file, centre page, e2e spec and stories file of the tree', () => {
    expect(missingFromMap(map)).toEqual([]);
  });

  it('turns red when a path, a route or a contract route in it breaks', () => {
    const broken = (from: string, to: string) => {
      expect(markdown).toContain(from);
      return brokenReferences(parseFeatureMap(markdown.replace(from, to)));
    };
    expect(broken('`lobby/LobbyScreen.tsx`', '`lobby/LobbyScreens.tsx`')).toEqual([
      expect.stringContaining('lobby/LobbyScreens.tsx'),
    ]);
    expect(broken('`games.launch`', '`games.launchGame`')).toContainEqual(
      expect.stringContaining('games.launchGame'),
    );
    expect(broken('/pointMall', '/pointsMall')).toContainEqual(expect.stringContaining('/pointsMall'));
    expect(broken('`gameLaunch.paths.md`', '`gameLaunch.path.md`')).toContainEqual(
      expect.stringContaining('gameLaunch.path.md'),
    );
  });

  it('turns red when something of the tree drops out of it', () => {
    const missing = (from: string, to: string) => {
      expect(markdown).toContain(from);
      return missingFromMap(parseFeatureMap(markdown.replace(from, to)));
    };
    expect(missing(', /arcade', '')).toEqual(['route /arcade (src/config/paths.ts) has no row']);
    expect(missing('`search.spec.ts`', '—')).toEqual(['e2e spec search.spec.ts is named nowhere']);
    expect(missing('`raffle.paths.md`', '—')).toEqual([
      "golden file raffle.paths.md is in no row's Golden paths column",
    ]);
  });
});
