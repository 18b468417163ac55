import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { centreStylesheets } from './vite-centre-styles';

const root = process.cwd();
const src = join(root, 'src');

/** A module's imports, read from its source: static ones, and the chunks it loads lazily. */
interface Imports {
  static: string[];
  lazy: string[];
  /** Chunks loaded with the centres' text and stylesheet: `withCentreResources(() => import(…))`. */
  centre: string[];
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const LAZY_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
const CENTRE_IMPORT = /withCentreResources\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g;

function resolveModule(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? join(src, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => existsSync(file) && statSync(file).isFile());
}

function importsOf(file: string): Imports {
  if (file.endsWith('.css')) return { static: [], lazy: [], centre: [] };
  const source = readFileSync(file, 'utf8');
  const all = (pattern: RegExp) =>
    [...source.matchAll(pattern)].flatMap(([, spec]) => {
      const resolved = spec ? resolveModule(file, spec) : undefined;
      return resolved ? [resolved] : [];
    });
  const centre = all(CENTRE_IMPORT);
  return { static: all(STATIC_IMPORT), lazy: all(LAZY_IMPORT).filter((f) => !centre.includes(f)), centre };
}

/** Every module reachable from `starts`, and the centres' chunks met on the way (entered or not). */
function reach(starts: string[], enterCentres: boolean): { modules: Set<string>; centres: Set<string> } {
  const modules = new Set<string>();
  const centres = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (modules.has(file)) continue;
    modules.add(file);
    const imports = importsOf(file);
    pending.push(...imports.static, ...imports.lazy);
    for (const chunk of imports.centre) {
      centres.add(chunk);
      if (enterCentres) pending.push(chunk);
    }
  }
  return { modules, centres };
}

const stylesheets = (modules: Set<string>) => [...modules].filter((f) => f.endsWith('.css'));
const named = (files: string[]) => files.map((f) => relative(root, f)).sort();

describe("the centres' stylesheet", () => {
  const outside = reach([join(src, 'main.tsx')], false);
  const centres = reach([...outside.centres], true);
  const usedOutside = new Set(stylesheets(outside.modules));
  const gathered = centreStylesheets(root);

  it('finds the centres: the member and agent centres and the pages that show their parts', () => {
    expect(named([...outside.centres])).toEqual(
      expect.arrayContaining([
        'src/ui/screens/member/frame/MemberCentre.tsx',
        'src/ui/screens/agent/frame/AgentCentre.tsx',
        'src/ui/screens/vip/VipScreen.tsx',
        'src/ui/screens/points/PointMallScreen.tsx',
      ]),
    );
  });

  it('holds no file that a page outside the centres imports (that page would be unstyled)', () => {
    expect(named(gathered.filter((f) => usedOutside.has(f)))).toEqual([]);
  });

  it('holds every file only the centres import (else the first load carries it)', () => {
    const onlyCentres = stylesheets(centres.modules).filter((f) => !usedOutside.has(f));
    expect(named(gathered)).toEqual(named(onlyCentres));
  });
});
