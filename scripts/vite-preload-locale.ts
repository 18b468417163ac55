import type { Plugin } from 'vite';
import { STORAGE_KEYS } from '../src/config/constants.ts';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_REGISTRY,
  siteLanguagesOf,
  type Language,
  type SiteLanguages,
} from '../src/config/languages.ts';
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
 * index.html that picks the stored language among the build's (as `readStoredLanguage` does) and adds
 * `<link rel="modulepreload">` for that language's chunks and the English fallback's, which the boot
 * loads beside it (ADR 051), so they load beside the entry script.
 * It sits above the stylesheet link: below it, it ran only once the stylesheet had arrived, and the
 * translations were the last file of the first load to start (ADR 020).
 * Build only; the dev server serves modules on demand anyway.
 */
export function preloadLocale(site: SiteLanguages = siteLanguagesOf(undefined)): Plugin {
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
        const byFolder: Record<string, string[]> = {};
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          // A chunk per translation file, or one per language (scripts/vite-initial-chunks.ts).
          const folder = chunk.moduleIds.map((id) => LOCALE_FILE.exec(id)?.[1]).find((c) => c !== undefined);
          // The centres' text waits for the first screen that shows it (src/i18n/namespaces.ts).
          if (!folder || chunk.moduleIds.some(isCentreNamespaceFile)) continue;
          (byFolder[folder] ??= []).push(`${base}${chunk.fileName}`);
        }
        if (Object.keys(byFolder).length === 0) return html;
        const chunksOf = (lang: Language) => byFolder[LANGUAGE_REGISTRY[lang].folder] ?? [];
        // By site code, as the languages are stored; each with the fallback's chunks after its own.
        const byLanguage = Object.fromEntries(
          site.languages.map((lang) => [
            lang,
            [...new Set([...chunksOf(lang), ...chunksOf(FALLBACK_LANGUAGE)])],
          ]),
        );
        const script = `(function(){var m=${JSON.stringify(byLanguage)};var c=${JSON.stringify(
          site.defaultLanguage,
        )};try{var k=${JSON.stringify(STORAGE_KEYS.language)};for(var i=0;i<k.length;i++){var v=String(localStorage.getItem(k[i])||'').toUpperCase();if(m[v]){c=v;break}}}catch(e){}(m[c]||[]).forEach(${ADD_MODULEPRELOAD})})();`;
        return insertBeforeBootRequests(html, script);
      },
    },
  };
}
