import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { BANNER_GROUPS } from '../src/config/constants.ts';
import { lookupKeysOf, PAGE_TYPES, paths } from '../src/config/paths.ts';
import { BootShell } from '../src/ui/screens/status/BootShell.tsx';
import { insertBeforeBootRequests } from './vite-early-requests.ts';

/** index.html's static splash sits between these; a build puts the prerendered shell there instead. */
export const SHELL_START = '<!-- prerendered shell -->';
export const SHELL_END = '<!-- /prerendered shell -->';

/**
 * The shell's markup as React renders it on the client (ADR 044). `renderToStaticMarkup`: the shell has
 * no text nodes side by side, so it carries none of `renderToString`'s comment separators, and React 19's
 * `hydrateRoot` needs none to match elements.
 */
export function prerenderedShell(): string {
  return renderToStaticMarkup(createElement(BootShell));
}

/**
 * The head script: says on `<html>` which page is being opened (`data-boot-page`, as `pageTypeOf` finds
 * it: trailing slash dropped, case ignored) and whether it has a banner strip (`data-boot-banner`), so the
 * shell's CSS shows that page's blocks before any other script has run. Attributes on `<html>`, outside
 * React's root, so the hydrated markup is the same for every route.
 */
export function bootPageScript(): string {
  const pages: Record<string, string> = {};
  for (const type of PAGE_TYPES) for (const key of lookupKeysOf(type)) pages[key] = type;
  const banners = PAGE_TYPES.filter((type) => paths[type].bannerGroup !== null);
  // Every page with a banner group has one in the table: a drift would only hide the frame.
  const groups = new Set<string>(Object.values(BANNER_GROUPS));
  const withBanner = banners.filter((type) => groups.has(paths[type].bannerGroup ?? ''));
  return `(function(){try{var m=${JSON.stringify(pages)};var b=${JSON.stringify(withBanner)};var p=(location.pathname.replace(/\\/+$/,'')||'/').toLowerCase();var t=m[p];var r=document.documentElement;if(t){r.setAttribute('data-boot-page',t);if(b.indexOf(t)>=0)r.setAttribute('data-boot-banner','')}}catch(e){}})();`;
}

/** `html` with the static splash replaced by the prerendered shell (unchanged without the markers). */
export function indexWithShell(html: string): string {
  const start = html.indexOf(SHELL_START);
  const end = html.indexOf(SHELL_END);
  if (start < 0 || end < start) return html;
  return html.slice(0, start) + prerenderedShell() + html.slice(end + SHELL_END.length);
}

/**
 * Prerenders the shell into the built index.html (ADR 044): the first paint is the page's frame from
 * the HTML and the stylesheet, with no script run; main.tsx hydrates it. Build only (every build: the
 * demo's hydration is the same code path); the dev server serves index.html's splash. Before
 * `securityHeaders`, which hashes the inline script this adds.
 */
export function prerender(): Plugin {
  return {
    name: 'prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(SHELL_START)) return html;
        return insertBeforeBootRequests(indexWithShell(html), bootPageScript());
      },
    },
  };
}
