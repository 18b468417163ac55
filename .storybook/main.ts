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
  // chunks stay the builder's own: the site's first-load grouping (initial-chunks) is for index.html.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).filter(
      (plugin) =>
        !(
          plugin &&
          typeof plugin === 'object' &&
          'name' in plugin &&
          (plugin.name === 'drop-mock-assets' || plugin.name === 'initial-chunks')
        ),
    ),
  }),
};

export default config;
