/**
 * After a deploy, an open tab still runs the old version, whose lazily loaded chunks the host no longer
 * has: a 404 for a chunk is "there is a new version", not a fault. The page reloads once onto the new
 * version (ADR 041) instead of showing the chunk error; a second failure within a minute is a real one
 * and reaches the error boundary as before. Off until the production boot turns it on, so a test or a
 * story never reloads.
 */

const STORAGE_KEY = 'wps.deployReloadAt';
const ONCE_PER_MS = 60_000;
/**
 * How long a reload may take before it is asked again: a navigation the browser dropped (one that
 * meets the new worker while it activates is aborted) leaves the old page standing. A reload that went
 * through takes this timer with the old page.
 */
const RELOAD_AGAIN_MS = 5_000;

let enabled = false;
let reloading = false;
let reloadAgain: ReturnType<typeof setTimeout> | undefined;
let beforeReload: () => Promise<void> = () => Promise.resolve();
let reload = () => window.location.reload();

/** `reloadPage` for tests: jsdom cannot reload. */
export function enableDeployReload(reloadPage: () => void = () => window.location.reload()): void {
  enabled = true;
  reload = reloadPage;
}

export function disableDeployReload(): void {
  enabled = false;
  reloading = false;
  clearTimeout(reloadAgain);
  beforeReload = () => Promise.resolve();
}

/** The worker registration switches to the waiting version first, so the reload is served by it. */
export function setBeforeDeployReload(work: () => Promise<void>): void {
  beforeReload = work;
}

/** The page is reloading onto a new deploy: what is still loading for the old version may stop. */
export function reloadingForDeploy(): boolean {
  return reloading;
}

/** Reloads onto the deployed version; false when it must not (off, offline, or just done once). */
export function reloadForNewDeploy(): boolean {
  if (!enabled || navigator.onLine === false) return false;
  try {
    const last = Number(sessionStorage.getItem(STORAGE_KEY));
    if (last && Date.now() - last < ONCE_PER_MS) return false;
    sessionStorage.setItem(STORAGE_KEY, String(Date.now()));
  } catch {
    // Without storage there is no way to know it already reloaded: no reload rather than a loop.
    return false;
  }
  reloading = true;
  void beforeReload()
    .catch(() => undefined)
    .finally(() => {
      reload();
      reloadAgain = setTimeout(() => reload(), RELOAD_AGAIN_MS);
    });
  return true;
}
