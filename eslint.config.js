// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * Layers: contracts ← api ← machines ← ui; mocks see only contracts and the wire crypto. The two
 * helper layers sit beside them: src/validation (pure rules) below everything that uses it, and
 * src/auth (the authentication-provider and human-verification adapters) beside api, used by
 * machines and ui only.
 * `no-restricted-imports` checks static imports and re-exports only, so the one dev-only
 * `import('@mocks/browser')` in src/main.tsx stays allowed while any static import of mocks fails.
 * Flat config replaces (does not merge) a rule's options per matching block, so every src block
 * repeats the "no mocks" patterns through `layer()`.
 */
const noMocks = [
  {
    group: ['@mocks', '@mocks/*'],
    message: 'src/ must not import the mock backend (only main.tsx may load it dynamically in dev).',
  },
  { regex: '^(\\.\\./)+mocks(/|$)', message: 'src/ must not import the mock backend.' },
];

/** @param {string[]} layers @param {string} who */
const forbidLayers = (layers, who) =>
  layers.length === 0
    ? []
    : [
        {
          group: layers.flatMap((l) => [`@/${l}`, `@/${l}/*`]),
          message: `${who} sits below ${layers.join('/')}: dependencies point contracts ← api ← machines ← ui.`,
        },
        {
          regex: `^(\\.\\./)+(${layers.join('|')})(/|$)`,
          message: `${who} may not import ${layers.join('/')}.`,
        },
      ];

/**
 * @param {string} dir
 * @param {string[]} layers
 * @param {Array<string | { name: string; message: string }>} [paths]
 */
const layer = (dir, layers, paths = []) => ({
  name: `layers/${dir}`,
  files: [`${dir}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { paths, patterns: [...noMocks, ...forbidLayers(layers, dir)] }],
  },
});

const SCREENS = readdirSync(new URL('./src/ui/screens', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Remaining moves (ADR 013, layering): the layout shell still reads the app's slot and route tables. */
const SCREEN_APP_EXCEPTIONS = ['./slots.tsx', './screens.tsx'];

/** Remaining moves (ADR 013, layering): cross-screen imports that exist today, per importing screen. */
/** @type {Record<string, string[]>} */
const SCREEN_EXCEPTIONS = {
  account: ['./layout/VisitorAccountArea.tsx'],
  game: ['./lobby/GameCard.tsx'],
  layout: ['./game/GameLaunchProvider.tsx'],
  lobby: ['./game/GameLaunchProvider.tsx'],
  lottery: ['./game/GameFrame.tsx'],
};

/** How import-x finds and parses what a module imports (the `@/` alias through tsconfig.app.json). */
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createNodeResolver({
      extensions: ['.ts', '.tsx', '.js', '.json'],
      tsconfig: { configFile: './tsconfig.app.json', references: 'auto' },
    }),
  ],
};

const machineForbidden = [
  ...['react', 'react-dom', 'i18next', 'react-i18next', '@xstate/react'].map((name) => ({
    name,
    message: 'Machines hold behaviour only: no React, no i18n (keep message keys in context), no DOM.',
  })),
  {
    // ADR 013, point 3: the screen, story or test that runs a machine decides which backend it talks to.
    name: '@/api/instance',
    message:
      'Actors get the API client from their factory (`createFooActors({ api })`), not the live instance.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static*',
      'coverage',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      'bench/.tmp',
      'bench/hello-world/dist',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    name: 'project/base',
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `typeof import('firebase/auth')` types are how lazily loaded modules are typed: allowed.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // A component or hook a reader can hold in mind: a longer one is split into a view and the hooks
    // or child components it is made of (ADR 013's recipe).
    name: 'project/ui-function-size',
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  {
    name: 'project/app-logging',
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    name: 'project/react',
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    name: 'project/a11y',
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    name: 'project/node',
    files: [
      '*.{js,mjs,ts}',
      'scripts/**/*.{js,mjs,ts}',
      'bench/**/*.{js,mjs,ts}',
      'mocks/server.ts',
      'tests/e2e/**/*.ts',
      '.storybook/main.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  layer('src/contracts', ['api', 'machines', 'ui', 'auth', 'validation']),
  layer('src/api', ['machines', 'ui', 'auth', 'validation']),
  layer('src/auth', ['machines', 'ui', 'validation']),
  layer('src/validation', ['api', 'machines', 'ui', 'auth']),
  // Exact money (ADR 021): below every layer, so contracts, mocks, machines and ui share one schema.
  layer('src/money', ['contracts', 'api', 'machines', 'ui', 'auth', 'validation', 'config', 'i18n']),
  layer('src/machines', ['ui'], machineForbidden),
  layer('src/ui', []),
  layer('src/config', ['machines', 'ui', 'auth', 'validation']),
  layer('src/i18n', ['api', 'machines', 'ui', 'auth', 'validation']),
  {
    // No import cycles anywhere in src (type-only imports included: they still tie the modules).
    name: 'project/no-cycle',
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Screens share through src/ui/hooks and src/ui/components, never through src/ui/app (the shell
    // that composes them) or another screen's files. The exceptions are the moves still to make
    // (ADR 013); add none.
    name: 'project/screens',
    files: ['src/ui/screens/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/ui/screens',
              from: './src/ui/app',
              except: SCREEN_APP_EXCEPTIONS,
              message: 'Screens import shared hooks from src/ui/hooks, not the app shell (src/ui/app).',
            },
            ...SCREENS.map((screen) => ({
              target: `./src/ui/screens/${screen}`,
              from: './src/ui/screens',
              except: [`./${screen}`, ...(SCREEN_EXCEPTIONS[screen] ?? [])],
              message: `src/ui/screens/${screen} may not import another screen's files: move what is shared to src/ui/hooks or src/ui/components.`,
            })),
          ],
        },
      ],
    },
  },
  {
    name: 'layers/src-root',
    files: ['src/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: noMocks }] },
  },
  {
    name: 'layers/mocks',
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(?!contracts(/|$)|money(/|$)|api/wire-crypto$)',
              message:
                'mocks/ implements the contracts: it may import only @/contracts/*, @/money/* and @/api/wire-crypto.',
            },
            {
              regex: '^(\\.\\./)+src(/|$)',
              message: 'Use the @/ alias (and only @/contracts/* or @/api/wire-crypto).',
            },
          ],
        },
      ],
    },
  },
  {
    // One writer of the mock's money (ADR 021): a wallet changes only by a ledger operation the store
    // applies (mocks/lib/ledger-store.ts), so every change is a movement and the books conserve money.
    name: 'mocks/one-wallet-writer',
    files: ['mocks/**/*.ts'],
    ignores: ['mocks/lib/ledger-store.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.type='MemberExpression'][object.object.name='db'][object.property.name='wallet'][property.name=/^(update|updateMany|upsert)$/]",
          message:
            'Wallets change only through the ledger: apply an operation with applyToBooks or applyBetweenPeople (mocks/lib/ledger-store.ts).',
        },
      ],
    },
  },
  {
    name: 'project/tests',
    files: ['src/**/*.test.{ts,tsx}', 'tests/{unit,integration}/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  ...storybook.configs['flat/recommended'],
);
