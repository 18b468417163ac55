import { Workbox } from 'workbox-window';
import { offerUpdate } from '@/ui/hooks/pwa';
import { setBeforeDeployReload } from '@/ui/components/deployReload';

/** How often an open tab asks for a new deploy besides when it comes back into view. */
const UPDATE_CHECK_MS = 30 * 60_000;
/** How long a reload waits for the new worker to take over before it reloads anyway. */
const TAKEOVER_MS = 3_000;

/**
 * The production build's app-shell worker (ADR 041), registered after the first paint so it costs the
 * first load nothing. A new deploy installs beside the running one and waits; the shell's update prompt
 * lets the player switch at a moment that loses nothing.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  let waiting = false;
  const takeOver = () =>
    new Promise<void>((resolve) => {
      wb.addEventListener('controlling', () => resolve());
      setTimeout(resolve, TAKEOVER_MS);
      wb.messageSkipWaiting();
    });
  wb.addEventListener('waiting', () => {
    waiting = true;
    offerUpdate(() => {
      void takeOver().then(() => window.location.reload());
    });
  });
  setBeforeDeployReload(() => (waiting ? takeOver() : Promise.resolve()));
  wb.register().catch((error: unknown) => console.warn('Service worker not registered', error));
  const check = () => {
    wb.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, UPDATE_CHECK_MS);
}
