import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_TYPES } from '@/config/paths';
import { lazyScreenModules, routePreloadScript, routePreloads, SCREENS_FILE } from './vite-preload-route';

const root = process.cwd();

/** A bundle of chunks, each given as its file, the modules in it and the files it imports. */
function bundle(chunks: Array<{ file: string; modules: string[]; imports?: string[]; entry?: boolean }>) {
  return Object.fromEntries(
    chunks.map((c) => [
      c.file,
      {
        type: 'chunk',
        fileName: c.file,
        moduleIds: c.modules.map((m) => `${root}/src/${m}`),
        imports: c.imports ?? [],
        isEntry: c.entry ?? false,
      } as unknown as Rollup.OutputChunk,
    ]),
  ) as Rollup.OutputBundle;
}

describe('the screens table as the route preloads read it', () => {
  const screens = lazyScreenModules(readFileSync(join(root, SCREENS_FILE), 'utf8'));

  it('names a module for every page type but the three in the first load', () => {
    const eager = PAGE_TYPES.filter((type) => !screens[type]);
    expect(eager.sort()).toEqual(['home', 'login', 'register']);
  });

  it('names modules that exist', () => {
    for (const module of Object.values(screens))
      expect(existsSync(join(root, 'src', `${module}.tsx`)), module).toBe(true);
  });
});

describe('routePreloads', () => {
  const built = bundle([
    { file: 'assets/index.js', modules: ['main.tsx'], imports: ['assets/app.js'], entry: true },
    { file: 'assets/app.js', modules: ['ui/app/App.tsx'], imports: ['assets/runtime.js'] },
    { file: 'assets/runtime.js', modules: [] },
    {
      file: 'assets/LobbyScreen.js',
      modules: ['ui/screens/lobby/LobbyScreen.tsx'],
      imports: ['assets/app.js', 'assets/GameCard.js'],
    },
    { file: 'assets/GameCard.js', modules: ['ui/components/GameCard.tsx'], imports: ['assets/app.js'] },
    { file: 'assets/DownloadScreen.js', modules: ['ui/screens/download/DownloadScreen.tsx'] },
  ]);
  const screens = {
    rng: 'ui/screens/lobby/LobbyScreen',
    fish: 'ui/screens/lobby/LobbyScreen',
    down: 'ui/screens/download/DownloadScreen',
  } as const;

  it("lists a screen's chunk and the chunks it imports, not those of the first load", () => {
    const { files, byPath } = routePreloads(built, screens, `${root}/src`);
    const of = (path: string) => (byPath[path] ?? []).map((i) => files[i]).sort();
    expect(of('/rng')).toEqual(['assets/GameCard.js', 'assets/LobbyScreen.js']);
    expect(of('/fish')).toEqual(of('/rng'));
    expect(files.filter((f) => f === 'assets/LobbyScreen.js')).toHaveLength(1);
  });

  it('keys aliases and lower-cases paths', () => {
    const { byPath } = routePreloads(
      built,
      { ...screens, pointMall: 'ui/screens/download/DownloadScreen' },
      `${root}/src`,
    );
    expect(byPath['/download']).toEqual(byPath['/down']);
    expect(byPath['/pointmall']).toBeDefined();
    expect(byPath['/pointMall']).toBeUndefined();
    expect(byPath['/']).toBeUndefined();
  });

  it('fails the build when no chunk holds a screen', () => {
    expect(() => routePreloads(built, { vip: 'ui/screens/vip/VipScreen' }, `${root}/src`)).toThrow(
      /VipScreen/,
    );
  });
});

describe('the inline script', () => {
  const preloads = { files: ['assets/LobbyScreen.js', 'assets/GameCard.js'], byPath: { '/rng': [0, 1] } };

  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
    window.history.replaceState(null, '', '/');
  });

  function preloadedAt(path: string): string[] {
    window.history.replaceState(null, '', path);
    new Function(routePreloadScript(preloads, '/base/'))();
    return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (l) => l.getAttribute('href') ?? '',
    );
  }

  it("preloads the page's chunks under the base", () => {
    expect(preloadedAt('/rng')).toEqual(['/base/assets/LobbyScreen.js', '/base/assets/GameCard.js']);
  });

  it('finds the page as the router does: case and a trailing slash ignored', () => {
    expect(preloadedAt('/RNG/?tab=hot')).toHaveLength(2);
  });

  it('preloads nothing for a page without chunks of its own', () => {
    expect(preloadedAt('/')).toEqual([]);
    expect(preloadedAt('/nowhere')).toEqual([]);
  });
});
