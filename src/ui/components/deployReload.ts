/**
 * After a deploy, an open tab still runs the old version, whose lazily loaded chunks the host no longer
 * has: a 404 for a chunk is "there is a new version", not a fault. The page reloads once onto the new
 * version (ADR 041) instead of showing the chunk error; a second failure within a minute is a real one
 * and reaches the error boundary as before. Off until the production boot turns it on, so a test or a
 * story never reloads.
 */

const STORAGE_KEY = 'wps.deployReloadAt';
const ONCE_PER_MS = 60_000;

let enabled = false;
let beforeReload: () => Promise<void> = () => Promise.resolve();
let reload = () => window.location.reload();

/** `reloadPage` for tests: jsdom cannot reload. */
export function enableDeployReload(reloadPage: () => void = () => window.location.reload()): void {
  enabled = true;
  reload = reloadPage;
}

export function disableDeployReload(): void {
  enabled = false;
  beforeReload = () => Promise.resolve();
}

/** The worker registration switches to the waiting version first, so the reload is served by it. */
export function setBeforeDeployReload(work: () => Promise<void>): void {
  beforeReload = work;
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
  void beforeReload()
    .catch(() => undefined)
    .finally(() => reload());
  return true;
}
