import type { Plugin } from 'vite';
import { isCentreNamespaceFile } from '../src/i18n/namespaces.ts';
import bootStages from './boot-stages.json' with { type: 'json' };

/** A translation file: `src/i18n/locales/<language>/<namespace>.json` (the language is group 1). */
export const LOCALE_FILE = /[\\/]src[\\/]i18n[\\/]locales[\\/]([a-z]+)[\\/][^\\/]+\.json$/;

/**
 * The boot's stages (ADR 046), in order: the module that ends each stage. Each ends with a top-level
 * await of the next task and imports the stage before it, and each stage's chunk holds what that
 * module imports that no earlier stage does. A chunk waits for the chunks it imports, so each is
 * evaluated in a task of its own; the rest of the first load (`app`) comes last. The list is a JSON file
 * because scripts/test-all.mjs, plain Node, checks the built stages against the same list.
 */
export const BOOT_STAGES: readonly { name: string; module: string }[] = bootStages;

/** A language's chunk of translations, as the group below names it. */
const LOCALE_CHUNK = /(^|\/)locale-[a-z]+(-centres)?-[\w-]+\.js$/;

/**
 * What a dynamic import of a translation file preloads (Vite's `modulePreload.resolveDependencies`).
 * Each translation file's own chunk only re-exports its namespace from its language's chunk, and the
 * import fetches it at once: a `modulepreload` link for it would only cost the page a DOM insertion,
 * one per namespace, about fourteen in the boot's translation step. The language's chunk stays: a
 * switch to another language fetches it beside the namespaces (the stored language's is preloaded by
 * index.html, and a link already there is not added again).
 */
export function translationPreloads(filename: string, deps: string[]): string[] {
  return deps.some((dep) => LOCALE_CHUNK.test(dep)) ? deps.filter((dep) => dep !== filename) : deps;
}

/**
 * Fewer, larger files for the first page load (ADR 030). Left alone, the bundler cut the modules
 * the entry imports into about 40 small chunks (each also used by some lazy screen), and the translations
 * into 14 per language; the first load fetched 60 files before the first render, and on a phone every
 * response costs the main thread a task of its own. Here:
 * - every module the entry imports statically (not the entry itself) goes into one chunk, `app`, which
 *   the lazy screens import from as they did from the small ones;
 * - each language's translation files go into two chunks: the centres' namespaces (`i18n/namespaces.ts`,
 *   loaded with the first screen that shows them) and the rest (loaded at boot, all at once).
 * Lazy screens keep their own chunks. Build only; Storybook leaves this plugin out (.storybook/main.ts).
 */
export function initialChunks(): Plugin {
  const initial = new Set<string>();
  const stageOf = new Map<string, string>();
  return {
    name: 'initial-chunks',
    apply: 'build',
    config() {
      return {
        build: {
          modulePreload: { resolveDependencies: translationPreloads },
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  ...BOOT_STAGES.map((stage) => ({
                    name: stage.name,
                    test: (id: string) => initial.has(id) && stageOf.get(id) === stage.name,
                    priority: 30,
                  })),
                  { name: 'app', test: (id: string) => initial.has(id), priority: 20 },
                  {
                    name: (id: string) =>
                      `locale-${LOCALE_FILE.exec(id)?.[1] ?? 'other'}${isCentreNamespaceFile(id) ? '-centres' : ''}`,
                    debugName: 'locale',
                    test: LOCALE_FILE,
                    priority: 10,
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      // The entry scripts stay entry chunks (a page's own `<script>`, here src/main.tsx, is imported by its HTML).
      const roots = new Set(
        [...this.getModuleIds()]
          .filter((id) => this.getModuleInfo(id)?.isEntry)
          .flatMap((id) =>
            id.endsWith('.html') ? [id, ...(this.getModuleInfo(id)?.importedIds ?? [])] : [id],
          ),
      );
      const pending = [...roots].flatMap((id) => [...(this.getModuleInfo(id)?.importedIds ?? [])]);
      while (pending.length > 0) {
        const id = pending.pop();
        if (id === undefined || initial.has(id) || roots.has(id)) continue;
        initial.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      const ids = [...this.getModuleIds()];
      for (const stage of BOOT_STAGES) {
        const root = ids.find((id) => id.replaceAll('\\', '/').endsWith(`/${stage.module}`));
        if (root === undefined) continue;
        const queue = [root];
        while (queue.length > 0) {
          const id = queue.pop();
          if (id === undefined || stageOf.has(id) || !initial.has(id)) continue;
          stageOf.set(id, stage.name);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
  };
}
