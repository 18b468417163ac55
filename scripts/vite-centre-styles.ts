import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The centres' stylesheet: it names, with `@import`, every stylesheet that only the centres use. */
export const CENTRE_STYLES_FILE = 'src/ui/components/centre/centres.css';

const IMPORT = /@import\s+['"]([^'"]+)['"]/g;

/** The stylesheets `centres.css` gathers, as absolute paths. */
export function centreStylesheets(root: string): string[] {
  const file = resolve(root, CENTRE_STYLES_FILE);
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)].flatMap(([, spec]) => (spec ? [resolve(dirname(file), spec)] : []));
}

const EMPTY_PREFIX = '\0centre-style:';

/**
 * The centres' rules leave the site's one stylesheet (ADR 032). A component of the centres still imports
 * its own stylesheet, so what it needs stays written beside it; this plugin answers that import with an
 * empty module, and `centres.css` (loaded with the centres' chunks, `loadCentreStyles`) carries the rules.
 * The first load's stylesheet then holds only what a page outside the centres can show.
 * `centres.css`'s own `@import`s go through vite's CSS resolver, which does not come here, so they
 * still inline the files. The same in dev, build and Storybook: a screen looks the same in all three.
 */
export function centreStyles(): Plugin {
  let gathered = new Set<string>();
  return {
    name: 'centre-styles',
    enforce: 'pre',
    configResolved(config) {
      gathered = new Set(centreStylesheets(config.root));
    },
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('.css') || importer.split('?')[0]?.endsWith('.css')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !gathered.has(resolved.id)) return null;
      // Not ending in `.css`: vite would take the empty module for a stylesheet.
      return `${EMPTY_PREFIX}${resolved.id.replace(/\.css$/, '')}`;
    },
    load(id) {
      return id.startsWith(EMPTY_PREFIX) ? 'export {};' : null;
    },
  };
}
