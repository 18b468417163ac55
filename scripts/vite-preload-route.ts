import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';
import { lookupKeysOf, PAGE_TYPES, type PageType } from '../src/config/paths.ts';
import { insertBeforeBootRequests } from './vite-early-requests.ts';
import { ADD_MODULEPRELOAD } from './vite-preload-locale.ts';

/** The table that binds page types to screens; its lazy rows name each screen's module. */
export const SCREENS_FILE = 'src/ui/app/screens.tsx';

/**
 * A lazy row of the table: `rng: lazy(() => import('@/ui/screens/lobby/LobbyScreen')…`, or with its import
 * wrapped once, `vip: lazy(() => withCentreResources(() => import('@/ui/screens/vip/VipScreen')))`.
 */
const LAZY_ROW = /^\s*(\w+):\s*lazy\(\(\)\s*=>\s*(?:\w+\(\(\)\s*=>\s*)?import\('@\/([^']+)'\)/gm;

/**
 * The module of each lazily loaded screen, by page type, read from the screens table's source: the
 * path under `src/` without its extension. Eager screens (home, login, register) are in the first load
 * already and have no row here.
 */
export function lazyScreenModules(source: string): Partial<Record<PageType, string>> {
  const pageTypes = new Set<string>(PAGE_TYPES);
  const modules: Partial<Record<PageType, string>> = {};
  for (const [, type, module] of source.matchAll(LAZY_ROW)) {
    if (type && module && pageTypes.has(type)) modules[type as PageType] = module;
  }
  return modules;
}

function withoutExtension(id: string): string {
  return id.replace(/\?.*$/, '').replace(/\.[cm]?[jt]sx?$/, '');
}

/** The chunk files a chunk needs: itself and, transitively, the chunks it imports statically. */
function withStaticImports(fileName: string, chunks: Map<string, Rollup.OutputChunk>): string[] {
  const files = new Set<string>();
  const pending = [fileName];
  while (pending.length > 0) {
    const file = pending.pop();
    if (file === undefined || files.has(file)) continue;
    files.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  return [...files];
}

/** What a route's first load fetches beyond the first load of every page, as file lists and path keys. */
export interface RoutePreloads {
  /** Chunk files, each once. */
  files: string[];
  /** Lower-case path (aliases included) → indexes into `files`. */
  byPath: Record<string, number[]>;
}

/**
 * For each route with a lazy screen: its screen's chunk and the chunks that chunk imports statically,
 * minus those of the first load (the entry and its static imports, which `index.html` already loads).
 */
export function routePreloads(
  bundle: Rollup.OutputBundle,
  screens: Partial<Record<PageType, string>>,
  srcDir: string,
): RoutePreloads {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const firstLoad = new Set(
    [...chunks.values()].filter((c) => c.isEntry).flatMap((c) => withStaticImports(c.fileName, chunks)),
  );
  const files: string[] = [];
  const byPath: Record<string, number[]> = {};
  for (const type of PAGE_TYPES) {
    const module = screens[type];
    if (!module) continue;
    const target = `${srcDir}/${module}`;
    const home = [...chunks.values()].find((c) => c.moduleIds.some((id) => withoutExtension(id) === target));
    if (!home) throw new Error(`preload-route: no chunk holds ${module} (the ${type} screen)`);
    const needed = withStaticImports(home.fileName, chunks).filter((f) => !firstLoad.has(f));
    const indexes = needed.map((file) => {
      const known = files.indexOf(file);
      return known >= 0 ? known : files.push(file) - 1;
    });
    for (const key of lookupKeysOf(type)) byPath[key] = indexes;
  }
  return { files, byPath };
}

/**
 * The inline script: finds the page as `pageTypeOf` does (trailing slash dropped, case ignored) and
 * adds `<link rel="modulepreload">` for its chunks.
 */
export function routePreloadScript(preloads: RoutePreloads, base: string): string {
  return `(function(){try{var b=${JSON.stringify(base)};var f=${JSON.stringify(preloads.files)};var m=${JSON.stringify(
    preloads.byPath,
  )};var p=(location.pathname.replace(/\\/+$/,'')||'/').toLowerCase();(m[p]||[]).map(function(i){return b+f[i]}).forEach(${ADD_MODULEPRELOAD})}catch(e){}})();`;
}

/**
 * A lazy screen's chunk is found only when React renders the route, after the app's chunk has loaded
 * and run: a round trip after it, on the path to the route's first picture (ADR 020).
 * This plugin writes an inline script into the built index.html that preloads the chunks of the page
 * being opened, beside the app's. It goes before the early boot requests: over HTTP/1.1's six
 * connections a host, preloads sent after the five boot calls waited behind them (`/promotions`' LCP
 * 2.64 s against 2.49 s without preloads; 2.50 s sent before them). Build only. Runs before
 * `earlyRequests`, whose slot it finds, and `securityHeaders`, which hashes every inline script.
 */
export function preloadRoute(): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'preload-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const screens = lazyScreenModules(readFileSync(`${root}/${SCREENS_FILE}`, 'utf8'));
        const preloads = routePreloads(ctx.bundle, screens, `${root}/src`);
        return insertBeforeBootRequests(html, routePreloadScript(preloads, base));
      },
    },
  };
}
