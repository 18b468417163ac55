import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

// The production build talks to VITE_API_BASE_URL (or the same origin). `vite preview` proxies
// /wps and /lgw to the plain mock HTTP server so a production build can be run and measured
// without any MSW code inside it.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mockTarget = `http://127.0.0.1:${env.MOCK_PORT || '8787'}`;
  const proxy = {
    '/wps': { target: mockTarget, changeOrigin: true },
    '/lgw': { target: mockTarget, changeOrigin: true },
    '/lotto': { target: mockTarget, changeOrigin: true },
  };
  return {
    plugins: [react()],
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
    },
  };
});
