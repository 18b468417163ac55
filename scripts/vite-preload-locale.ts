import type { Plugin } from 'vite';
import { DEFAULT_LANGUAGE, STORAGE_KEYS } from '../src/config/constants.ts';
import { insertBeforeBootRequests } from './vite-early-requests.ts';
import { isCentreNamespaceFile } from '../src/i18n/namespaces.ts';
import { LOCALE_FILE } from './vite-initial-chunks.ts';

/**
 * Inline-script source of a function adding `<link rel="modulepreload">` for one URL (both preload
 * scripts). While the page holds its app back for the shell's first picture (`window.__wpsPreloads`,
 * scripts/vite-deferred-entry.ts, ADR 045) the URL waits in that list and starts with the app.
 */
export const ADD_MODULEPRELOAD =
  "function(h){var q=window.__wpsPreloads;if(q){q.push(h);return}var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)}";

/**
 * Translations are lazy chunks (one per language, ADR 030), found only after the entry script
 * has run: a whole round trip after it. This plugin writes a small inline script into the built
 * index.html that picks the stored language (as `readStoredLanguage` does) and adds
 * `<link rel="modulepreload">` for that language's chunks, so they load beside the entry script.
 * It sits above the stylesheet link: below it, it ran only once the stylesheet had arrived, and the
 * translations were the last file of the first load to start (ADR 020).
 * Build only; the dev server serves modules on demand anyway.
 */
export function preloadLocale(): Plugin {
  let base = '/';
  return {
    name: 'preload-locale',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const byCode: Record<string, string[]> = {};
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          // A chunk per translation file, or one per language (scripts/vite-initial-chunks.ts).
          const code = chunk.moduleIds.map((id) => LOCALE_FILE.exec(id)?.[1]).find((c) => c !== undefined);
          // The centres' text waits for the first screen that shows it (src/i18n/namespaces.ts).
          if (!code || chunk.moduleIds.some(isCentreNamespaceFile)) continue;
          (byCode[code] ??= []).push(`${base}${chunk.fileName}`);
        }
        if (Object.keys(byCode).length === 0) return html;
        const script = `(function(){var m=${JSON.stringify(byCode)};var c=${JSON.stringify(
          DEFAULT_LANGUAGE.toLowerCase(),
        )};try{var k=${JSON.stringify(STORAGE_KEYS.language)};for(var i=0;i<k.length;i++){var v=String(localStorage.getItem(k[i])||'').toLowerCase();if(m[v]){c=v;break}}}catch(e){}(m[c]||[]).forEach(${ADD_MODULEPRELOAD})})();`;
        return insertBeforeBootRequests(html, script);
      },
    },
  };
}
