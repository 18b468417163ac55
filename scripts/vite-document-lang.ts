import type { Plugin } from 'vite';
import { LANGUAGE_REGISTRY, type SiteLanguages } from '../src/config/languages.ts';

/** index.html's table from site code to `lang` tag, which its first script reads the stored language by. */
const LANG_TABLE = /var langs = \{[^}]*\};/;
/** index.html's own `lang`, before any script: the build's default language's. */
const HTML_TAG_LANG = /<html lang="[^"]*"/;

/** The build's languages as index.html's first script maps them: site code to `lang` tag. */
export function documentLangs(site: SiteLanguages): Record<string, string> {
  return Object.fromEntries(site.languages.map((lang) => [lang, LANGUAGE_REGISTRY[lang].htmlLang]));
}

/**
 * `html` with the page's `lang` and its first script's table written from the build's languages
 * (ADR 051), so a language added to the registry needs no edit here; a page without them (Storybook's)
 * is left alone.
 */
export function withDocumentLangs(html: string, site: SiteLanguages): string {
  return html
    .replace(HTML_TAG_LANG, `<html lang="${LANGUAGE_REGISTRY[site.defaultLanguage].htmlLang}"`)
    .replace(LANG_TABLE, `var langs = ${JSON.stringify(documentLangs(site))};`);
}

/**
 * Before every other page transform, on the dev server too: the first paint already has the right
 * `lang` (ADR 006), and the CSP hashes the script as written here (scripts/vite-csp.ts).
 */
export function documentLang(site: SiteLanguages): Plugin {
  return {
    name: 'document-lang',
    transformIndexHtml: { order: 'pre', handler: (html) => withDocumentLangs(html, site) },
  };
}
