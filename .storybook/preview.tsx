import type { Preview } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { THEMES, type Theme } from '@/config/constants';
import { SHIPPED_LANGUAGES, type Language } from '@/config/languages';
import { clearSession } from '@/api/session-store';
import { changeLanguage, initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import '@/ui/app/theme.css';
// Stories render the centres' components without their loader, so their stylesheet comes here (ADR 032).
import '@/ui/components/centre/centres.css';
import { handlers } from '@mocks/handlers';
import { switchScenario } from '@mocks/reset';
import { isMockProfile, mockProfiles, switchProfile } from '@mocks/profiles';
import { isScenarioName, scenarioNames } from '@mocks/scenarios';

/** Theme toolbar value that shows the story twice, light beside dark. */
const SIDE_BY_SIDE = 'both';

/** Toolbar value meaning "whatever the story's `parameters.scenario` says". */
const STORY_SCENARIO = 'story';

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

const preview: Preview = {
  loaders: [
    // The whole mock backend is the initial handler set: it survives the reset between stories,
    // and a story's `parameters.msw.handlers` are prepended on top of it.
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
    async ({ globals, parameters }) => {
      const fromToolbar: unknown = globals.scenario;
      const fromStory: unknown = parameters.scenario;
      const name =
        typeof fromToolbar === 'string' && fromToolbar !== STORY_SCENARIO && isScenarioName(fromToolbar)
          ? fromToolbar
          : typeof fromStory === 'string' && isScenarioName(fromStory)
            ? fromStory
            : 'default';
      // The backend the mock plays (ADR 050): this site's own, or exactly the wire's (`plainWps`).
      const profile: unknown = globals.profile ?? parameters.profile;
      switchProfile(typeof profile === 'string' && isMockProfile(profile) ? profile : 'full');
      // Reseeds the mock db when the scenario changes data volumes (emptyLobbies, manyGames).
      switchScenario(name);
      // Every story starts as a visitor: a session an earlier story left in this tab (stories switch
      // without a reload) would show a member where the story means a visitor. `SignedIn` signs in.
      clearSession();
      // Every shipped language, whatever the build's list: the workshop shows each one's text.
      const language = pick<Language>(globals.language, SHIPPED_LANGUAGES, 'EN');
      await initI18n(language);
      await changeLanguage(language);
      // A fresh cache per story: one story's data never leaks into the next.
      const queryClient = new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      });
      return { queryClient };
    },
  ],
  decorators: [
    (Story, { globals, loaded, parameters }) => {
      const sideBySide = globals.theme === SIDE_BY_SIDE;
      const theme = pick<Theme>(globals.theme, THEMES, 'light');
      document.documentElement.setAttribute('data-theme', theme);
      const route = typeof parameters.route === 'string' ? parameters.route : '/';
      const [path = '/', search = ''] = route.split('?');
      const location = memoryLocation({ path, searchPath: search });
      const queryClient = loaded.queryClient instanceof QueryClient ? loaded.queryClient : undefined;
      const pane = (paneTheme: Theme) => (
        <AppProviders key={paneTheme} queryClient={queryClient} initialTheme={paneTheme}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Story />
          </Router>
        </AppProviders>
      );
      if (!sideBySide) return pane(theme);
      // Both themes at once: the tokens follow the nearest data-theme, so each pane is one theme (ADR 018).
      return (
        <div style={{ display: 'flex', flexWrap: 'wrap', minHeight: '100vh' }}>
          {THEMES.map((paneTheme) => (
            <div
              key={paneTheme}
              data-theme={paneTheme}
              style={{
                flex: '1 1 360px',
                minWidth: 0,
                background: 'var(--color-bg)',
                color: 'var(--color-text)',
              }}
            >
              {pane(paneTheme)}
            </div>
          ))}
        </div>
      );
    },
  ],
  globalTypes: {
    scenario: {
      description: 'Mock backend scenario',
      toolbar: {
        title: 'Scenario',
        icon: 'database',
        items: [
          { value: STORY_SCENARIO, title: "story's own" },
          ...scenarioNames.map((name) => ({ value: name, title: name })),
        ],
        dynamicTitle: true,
      },
    },
    profile: {
      description: 'Which backend the mock plays: this site’s own (full) or only what the wire documents',
      toolbar: {
        title: 'Backend',
        icon: 'cloud',
        items: mockProfiles.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: SHIPPED_LANGUAGES.map((lang) => ({ value: lang, title: lang })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          ...THEMES.map((theme) => ({ value: theme, title: theme })),
          { value: SIDE_BY_SIDE, title: 'light + dark side by side' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scenario: STORY_SCENARIO, profile: 'full', language: 'EN', theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
