import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { minifySync, type Plugin } from 'vite';
import { BANNER_GROUPS } from '../src/config/constants.ts';
import { lookupKeysOf, PAGE_TYPES, paths } from '../src/config/paths.ts';
import { BootShell } from '../src/ui/screens/status/BootShell.tsx';
import { insertBeforeBootRequests, PROMOTIONS_PATH } from './vite-early-requests.ts';

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

/** The early announcements call's path (scripts/vite-early-requests.ts), whose banners the head script reads. */
const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements?';

/**
 * The head script. First, for a page with a banner strip, it says on `<html>` which page is being
 * opened (`data-boot-page`, as `pageTypeOf` finds it: trailing slash dropped, case ignored) and its
 * banner group (`data-boot-banner`), so the shell's CSS shows that page's blocks before any
 * other script has run: attributes on `<html>`, outside React's root, so the hydrated markup is the same
 * for every route.
 *
 * Then, when the boot's early announcements answer arrives (`window.__wpsEarly`), it shows the page's
 * first banner in the shell's banner frame, as the frame's background: the picture the strip will show
 * first (the group's first banner, spec 01 §2), on screen while the app's chunks still load and run.
 * A background set through the CSSOM, not an element: the frame's children stay what React hydrates,
 * and the CSP (no inline styles) does not govern the CSSOM. The picture is checked as `BannerSlide`
 * checks it (`isAllowedImageSource`: same origin, https, or a data: image); anything else is left out.
 * The answer is read from a clone, before the app's client reads the original. On `/promotions` it
 * does the same with the early promotions answer: the first promotion's picture, the page's largest,
 * goes into the first card of the shell's skeleton (ADR 045).
 */
export function bootPageScript(): string {
  // Only the pages whose shell differs: those with a banner group (home's notice bar among them). Every
  // byte here is in the first round trip with the stylesheet (ADR 020).
  const known = new Set<string>(Object.values(BANNER_GROUPS));
  const table: Record<string, [string, string]> = {};
  for (const type of PAGE_TYPES) {
    const group = paths[type].bannerGroup;
    if (group && known.has(group)) for (const key of lookupKeysOf(type)) table[key] = [type, group];
  }
  const source = `(function(){try{var m=${JSON.stringify(table)};var t=m[(location.pathname.replace(/\\/+$/,'')||'/').toLowerCase()];if(!t)return;var r=document.documentElement;r.setAttribute('data-boot-page',t[0]);r.setAttribute('data-boot-banner',t[1]);var grp=t[1],e=window.__wpsEarly||{};function early(p){var k=Object.keys(e).filter(function(u){return u.indexOf(p)>=0})[0];return k&&e[k]}var ann=early(${JSON.stringify(
    ANNOUNCEMENTS_PATH,
  )}),promos=t[0]==='promotions'&&early(${JSON.stringify(PROMOTIONS_PATH)});if(!ann&&!promos)return;${PICTURE_PAINTER}if(ann)show(ann,'.boot-shell__frame',function(v){var b=((v&&v.banners)||[]).filter(function(x){return x&&x.groupName===grp})[0];if(!b)return;var i=(b.announcementImages||[])[0];return b.url!=null?b.url:i&&(i.url!=null?i.url:i.imageUrl)});if(promos)show(promos,'.boot-shell__block--card',function(v){var p=Array.isArray(v)&&v[0];return p&&p.imageUrl})}catch(x){}})();`;
  // Minified as the bundle is: the script sits in the HTML's first round trip.
  return minifySync('boot-page.js', source, { compress: true, mangle: true }).code.trim();
}

/**
 * The painter (`e` the early answers). `show(answer, selector, pick)` reads a clone of one early answer,
 * takes a picture address from its value with `pick`, checks it and sets it as the background of the
 * shell's block `selector`. `window.__wpsShell` settles once every picture asked for has loaded (or was
 * left out), a frame and a task later, so that the app starts after they have painted (ADR 045).
 * `allowed` mirrors `isAllowedImageSource` with remote pictures kept, as `BannerSlide` and the promotion
 * card call it; the CSS string escapes quotes, backslashes and line breaks.
 */
const PICTURE_PAINTER = `function allowed(s){if(/^data:image\\/(?:png|gif|jpeg|jpg|webp|avif|svg\\+xml)[;,]/i.test(s))return true;if(/^data:/i.test(s))return false;var u;try{u=new URL(s,location.href)}catch(x){return false}if(u.protocol!=='https:'&&u.protocol!=='http:')return false;return u.origin===location.origin||u.protocol==='https:'}var ready,waiting=0,done=false;window.__wpsShell=new Promise(function(r){ready=r});function shown(){if(--waiting>0||done)return;done=true;requestAnimationFrame(function(){setTimeout(ready,0)})}function parsed(f){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',f);else f()}function show(a,sel,pick){waiting++;a.response.then(function(res){return res.ok?res.clone().json():null}).then(function(j){var s=j&&j.success?pick(j.value):null;if(typeof s!=='string')return shown();s=s.trim();if(!allowed(s))return shown();parsed(function(){var f=document.querySelector('[data-boot-shell] '+sel);if(!f)return shown();f.style.backgroundImage='url("'+s.replace(/[\\\\"\\n\\r\\f]/g,function(c){return '\\\\'+c.charCodeAt(0).toString(16)+' '})+'")';var im=new Image();im.onload=im.onerror=shown;im.src=s})}).catch(shown)}`;

/**
 * `html` with #root's splash, between the markers, replaced by the prerendered shell (unchanged without
 * them). The white space around the markers goes too: React hydrates #root's nodes, and a text node
 * beside the shell would not match.
 */
export function indexWithShell(html: string): string {
  const at = new RegExp(`(<div id="root">)\\s*${SHELL_START}[\\s\\S]*?${SHELL_END}\\s*(</div>)`);
  return html.replace(at, (_, open: string, close: string) => `${open}${prerenderedShell()}${close}`);
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
