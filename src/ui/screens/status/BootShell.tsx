/**
 * The shell as it stands before the app has run: header, banner frame, the page's skeleton and the
 * footer, without one word of text (ADR 044). The build renders it into index.html
 * (scripts/vite-prerender.ts), so the first paint needs no script; the app's first render is this same
 * component (`BootScreen`), so React hydrates it instead of building it again.
 *
 * Language- and theme-neutral on purpose: the HTML is built once in the default language and light theme,
 * but a player may have chosen EN or the dark theme. With no text nothing can show in the wrong language,
 * and the colours are design tokens that `data-theme` (set in index.html's head) already resolves.
 * Which blocks show for the opened page (the banner frame, the notice bar) is CSS on `<html>`'s
 * `data-boot-*` attributes, set by index.html's head script: the markup stays one for every route, so it
 * always matches what the client renders. No `style` attribute anywhere: the site's CSP allows none.
 *
 * Imports nothing of the app by alias: the build loads this file in Node, outside the app's bundle.
 */

import { BOOT_SHELL_VERSION } from './prerenderedShell.ts';

const CARDS = [0, 1, 2, 3, 4, 5];
const CHIPS = [0, 1, 2, 3];

export function BootShell() {
  return (
    <div
      className="boot-splash boot-shell"
      data-testid="boot-screen"
      data-boot-shell={BOOT_SHELL_VERSION}
      aria-busy="true"
    >
      <header className="boot-shell__header">
        <div className="boot-shell__bar">
          <span className="boot-splash__brand boot-shell__brand" aria-hidden="true">
            WPS
          </span>
          <span className="boot-shell__block boot-shell__block--action" />
          <span className="boot-shell__block boot-shell__block--action" />
        </div>
        <div className="boot-shell__nav">
          {CHIPS.map((i) => (
            <span key={i} className="boot-shell__block boot-shell__block--nav" />
          ))}
        </div>
      </header>
      <div className="boot-shell__banner">
        <div className="boot-shell__frame" />
      </div>
      <div className="boot-shell__notice boot-shell__block" />
      <main className="boot-shell__main">
        <div className="boot-shell__chips">
          {CHIPS.map((i) => (
            <span key={i} className="boot-shell__block boot-shell__block--chip" />
          ))}
        </div>
        <div className="boot-shell__cards">
          {CARDS.map((i) => (
            <span key={i} className="boot-shell__block boot-shell__block--card" />
          ))}
        </div>
      </main>
      <footer className="boot-shell__footer">
        <span className="boot-shell__block boot-shell__block--line" />
        <span className="boot-shell__block boot-shell__block--line" />
      </footer>
    </div>
  );
}
