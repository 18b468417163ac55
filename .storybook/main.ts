import type { StorybookConfig } from '@storybook/react-vite';

// The project's vite.config.ts (aliases, React plugin) is picked up by the builder.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  // public/ holds mockServiceWorker.js (written by `npm run msw:init`).
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook runs on the mock backend: keep the mock's public files that the production build drops. Its
  // chunks stay the builder's own: the site's first-load grouping (initial-chunks) and the route preloads
  // (preload-route, keyed by the site's paths) are for index.html, and its brotli copies (precompress) for
  // the site's host.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).filter(
      (plugin) =>
        !(
          plugin &&
          typeof plugin === 'object' &&
          'name' in plugin &&
          ['drop-mock-assets', 'initial-chunks', 'preload-route', 'precompress'].includes(plugin.name)
        ),
    ),
  }),
};

export default config;
