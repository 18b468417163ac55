// The first import's top-level awaits cut the app's evaluation into tasks (ADR 046).
import '@/ui/app/boot/afterApp';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n, readStoredLanguage } from '@/i18n';
import { App } from '@/ui/app/App';
import { api } from '@/api/instance';
import { getToken } from '@/api/session-store';
import { startLoadingSystemData } from '@/machines/systemStatus/systemStatus.actors';
import { installLanguageEffects } from '@/ui/app/language';
import { installSignalTimers, queryClient } from '@/ui/app/query-client';
import { prefetchShellData } from '@/ui/hooks/queries';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import { ChunkLoadError, withDeadline } from '@/ui/components/lazyWithRetry';
import { showBootCrash } from '@/ui/screens/status/BootCrash';
import { preloadMemberArea } from '@/ui/screens/account/HeaderAccountArea';
import { preloadRouteScreen } from '@/ui/app/screens';
import { env } from '@/config/env';
import { settings } from '@/config/settings';
import { startRum } from '@/ui/app/rum/startRum';
import { listenForInstallPrompt } from '@/ui/hooks/pwa';
import { enableDeployReload, reloadForNewDeploy } from '@/ui/components/deployReload';
import { afterNextPaint } from '@/config/afterNextPaint';
import { nextTask } from '@/config/nextTask';
import { hasPrerenderedShell } from '@/ui/screens/status/prerenderedShell';

/** The boot deadline index.html started (scripts/vite-pwa.ts, ADR 041); absent on the dev server. */
interface BootWatch {
  remaining(): number;
  failed(): boolean;
  /** False when index.html's failure screen has already replaced the splash. */
  done(): boolean;
}
const bootWatch = (window as Window & { __wpsBoot?: BootWatch }).__wpsBoot;

let crashed = false;

/** The splash gives way to the crash screen, in the stored language, whose retry reloads the page. */
function crash(error: unknown): void {
  if (crashed || bootWatch?.failed()) return;
  crashed = true;
  console.error('Boot failed', error);
  showBootCrash(readStoredLanguage());
}

/**
 * The production build's worker (ADR 041), after the first paint and off the first load's JS: the demo
 * build never registers it (MSW's worker owns that scope).
 */
function startServiceWorker(): void {
  enableDeployReload();
  // A chunk Vite preloads for a lazy import that is gone after a deploy: reload onto the new version.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewDeploy()) event.preventDefault();
  });
  void afterNextPaint().then(() =>
    import('@/ui/app/pwa/registerServiceWorker').then(
      (module) => module.registerServiceWorker(),
      (error: unknown) => console.warn('Service worker module not loaded', error),
    ),
  );
}

async function boot(): Promise<void> {
  installSignalTimers();
  listenForInstallPrompt();
  // A static `false` in production builds lets the bundler drop the mock (and msw) entirely.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    const { startWorker } = await import('@mocks/browser');
    await startWorker();
  }
  const language = readStoredLanguage();
  installLanguageEffects(language);
  // Boot data and translations load side by side: none of these calls needs the translations. Each
  // step ends its task (ADR 046): together they were one of the boot's long tasks.
  startLoadingSystemData(api);
  await nextTask();
  preloadRouteScreen(window.location.pathname);
  prefetchShellData(queryClient, language, getToken() !== null);
  if (getToken() !== null) preloadMemberArea();
  await nextTask();
  // The centres' text comes with the first screen that shows it (`withCentreTranslations`).
  await initI18n(language, { centresLater: true });
  await nextTask();
  // Too late: the crash screen already owns #root and its retry starts a fresh page.
  if (crashed || bootWatch?.done() === false) return;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (hasPrerenderedShell(container)) {
    // The build's shell (ADR 044) is what the app's first render is: React adopts the painted markup
    // instead of building it again, and the page's own render follows as a deferred one (StatusGate).
    // As a transition the adoption is done in slices too, not in one task after the first paint (ADR 046).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The dev server's splash, or a shell from another build: replaced, not hydrated.
    const root = createRoot(container);
    // As a transition the first render is time-sliced: React yields to the browser every few
    // milliseconds instead of holding the main thread for the whole layout (ADR 020).
    startTransition(() => {
      root.render(app);
    });
  }
  // Static, so the demo build drops the registration chunk altogether.
  if (import.meta.env.PROD && import.meta.env.VITE_USE_MOCK !== 'true') startServiceWorker();
  if (env.rum) startRum({ url: env.rum.url, sampleRate: env.rum.sampleRate ?? settings.rumSampleRate });
}

// A boot step that rejects (the mock worker, the translation chunks) or never answers (a stalled
// chunk: spec 01 §8's 120 s) would leave the static splash spinning for ever.
// The clock started in index.html when it is there: the time spent fetching this entry chunk counts.
withDeadline(
  boot(),
  bootWatch?.remaining() ?? CHUNK_LOAD_TIMEOUT_MS,
  () => new ChunkLoadError(`Boot not finished within ${CHUNK_LOAD_TIMEOUT_MS} ms`),
).catch(crash);
