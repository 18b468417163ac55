import { defineConfig, loadEnv, type Plugin } from 'vite';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { preloadLocale } from './scripts/vite-preload-locale.ts';
import { preloadRoute } from './scripts/vite-preload-route.ts';
import { initialChunks } from './scripts/vite-initial-chunks.ts';
import { earlyRequests } from './scripts/vite-early-requests.ts';
import { securityHeaders } from './scripts/vite-csp.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { centreStyles } from './scripts/vite-centre-styles.ts';
import { pwa } from './scripts/vite-pwa.ts';
import { prerender } from './scripts/vite-prerender.ts';
import { deferredEntry } from './scripts/vite-deferred-entry.ts';
import { documentLang } from './scripts/vite-document-lang.ts';
import { siteLanguagesOf } from './src/config/languages.ts';
import { fileURLToPath, URL } from 'node:url';

// The production build talks to VITE_API_BASE_URL (or the same origin). `vite preview` proxies
// /wps and /lgw to the plain mock HTTP server so a production build can be run and measured
// without any MSW code inside it.
/** Files in public/ that only the mock backend needs: the MSW worker and the page the mock's launch URLs frame. */
const MOCK_ONLY_PUBLIC_FILES = ['mockServiceWorker.js', 'mock-game.html'];

/** public/ is copied into every build; a production build must not ship the mock's files. */
function dropMockAssets(enabled: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!enabled) return;
      for (const file of MOCK_ONLY_PUBLIC_FILES) rmSync(join(outDir, file), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The merchant's languages (ADR 051): a list naming a language without translations stops here.
  const site = siteLanguagesOf(env.VITE_LANGUAGES);
  const mockTarget = `http://127.0.0.1:${env.MOCK_PORT || '8787'}`;
  const proxy = {
    '/wps': { target: mockTarget, changeOrigin: true },
    '/lgw': { target: mockTarget, changeOrigin: true },
    '/lotto': { target: mockTarget, changeOrigin: true },
    // The mock's image CDN (mocks/lib/art.ts); a real deployment's pictures come from its imageCDNs.
    '/mock-art': { target: mockTarget, changeOrigin: true },
    // The mock server's field-measurement collector (docs/deploy.md "Field measurement").
    '/rum': { target: mockTarget, changeOrigin: true },
  };
  return {
    // securityHeaders after the HTML's plugins: it hashes the HTML as they left it (ADR 011,
    // docs/deploy.md); precompress last, so its copies are of the finished files.
    plugins: [
      react(),
      documentLang(site),
      dropMockAssets(env.VITE_USE_MOCK !== 'true'),
      centreStyles(),
      initialChunks(),
      preloadLocale(site),
      preloadRoute(),
      earlyRequests(env),
      prerender(),
      deferredEntry(),
      securityHeaders(env),
      precompress(),
      // The manifest, icons, offline page and boot deadline in every build; the service worker only
      // where MSW's worker does not own the scope (ADR 041).
      ...pwa({ serviceWorker: env.VITE_USE_MOCK !== 'true', site }),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173, strictPort: true, proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // One stylesheet for the site (ADR 020): each lazily loaded screen's own
      // stylesheet would make the browser restyle the whole page as each arrived, once per screen's sheet.
      // The centres' rules are the one exception, a sheet of their own (ADR 032, `centreStyles`).
      cssCodeSplit: false,
    },
  };
});
