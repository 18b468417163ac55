import type { Plugin } from 'vite';
import { ADD_MODULEPRELOAD } from './vite-preload-locale.ts';

/**
 * How long the app waits for the shell's first picture before it starts anyway (ADR 045): the wait
 * ends earlier as soon as the picture has painted, or at once when the page has no picture to frame.
 */
export const SHELL_PICTURE_WAIT_MS = 1_000;

/** Vite's entry tag and its chunks' preloads, as a build writes them into the head. */
const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Opens the list in which the preload scripts leave their URLs until the app starts. */
export const HOLD_PRELOADS_SCRIPT = 'window.__wpsPreloads=[];';

/** How many preloads one task adds: each is a request started from script (ADR 046). */
export const PRELOADS_PER_TASK = 6;

/**
 * The inline script that takes the entry tag's place, at the end of the body. It starts the app when
 * `window.__wpsShell` (the head script's promise that the shell's first picture has painted,
 * scripts/vite-prerender.ts) settles, after `waitMs` at the latest, or at once when there is no such
 * promise (a page without a banner, a build without early requests, the demo): first the entry's own
 * chunks and the entry module, then, a few per task, the preloads held back (the translations, the
 * route's screen), which the boot reaches only after its chunks have arrived. Each added element starts
 * a request, and a traced page records a script stack for each, so all of them in one task make a task
 * the lab counts as blocking (ADR 046). A module script added later is still governed by the CSP's
 * `script-src 'self'` and watched by the boot deadline.
 */
function deferredEntryScript(src: string, preloads: string[], waitMs: number): string {
  return `(function(){var go=false;function start(){if(go)return;go=true;var held=window.__wpsPreloads||[];window.__wpsPreloads=null;var add=${ADD_MODULEPRELOAD};${JSON.stringify(
    preloads,
  )}.forEach(add);var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(
    src,
  )};document.head.appendChild(s);function more(){held.splice(0,${PRELOADS_PER_TASK}).forEach(add);if(held.length)setTimeout(more,0)}if(held.length)setTimeout(more,0)}var w=window.__wpsShell;if(w&&typeof w.then==='function'){w.then(start,start);setTimeout(start,${waitMs})}else start()})();`;
}

/**
 * `html` with its entry tag and the entry's preloads replaced by the deferred start, and the list that
 * holds the other preloads opened before the first script (unchanged when there is no entry tag).
 */
export function deferEntry(html: string, waitMs = SHELL_PICTURE_WAIT_MS): string {
  const entry = ENTRY_TAG.exec(html);
  if (!entry?.[1]) return html;
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((m) => m[1] as string);
  const without = html.replace(entry[0], '').replace(PRELOAD_TAG, '');
  const firstScript = without.indexOf('<script');
  const held =
    firstScript < 0
      ? without
      : `${without.slice(0, firstScript)}<script>${HOLD_PRELOADS_SCRIPT}</script>\n    ${without.slice(firstScript)}`;
  // `data-entry` names the entry for tools that read the built HTML (the CI's bundle checks).
  return held.replace(
    '</body>',
    `<script data-entry="${entry[1]}">${deferredEntryScript(entry[1], preloads, waitMs)}</script>\n  </body>`,
  );
}

/**
 * The app starts after the shell's first picture (ADR 045): until then nothing but the HTML, the
 * stylesheet, the early requests and the picture shares the connection, and the entry's evaluation,
 * the boot's longest task, comes after that paint. Build only; after `prerender`, whose head script
 * makes the promise, and before `securityHeaders`, which hashes the scripts this adds.
 */
export function deferredEntry(): Plugin {
  return {
    name: 'deferred-entry',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => deferEntry(html) },
  };
}
