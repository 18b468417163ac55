import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '@/config/constants';
import { afterNextPaint } from '@/config/afterNextPaint';
import { env } from '@/config/env';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_REGISTRY,
  SHIPPED_LANGUAGES,
  type Language,
  type SiteLanguages,
} from '@/config/languages';
import { isCentreNamespaceFile, namespaceOfFile } from './namespaces';

/** Namespaces by owner: common, shell (shell), errors (api), account (account), lobby (lobbies). */
export const NAMESPACES = ['common', 'shell', 'errors', 'account', 'lobby'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The i18next code of a display language: its folder under `locales/` (`languages.ts`). */
const codeOf = (lang: Language): string => LANGUAGE_REGISTRY[lang].folder;

type Bundle = Record<string, unknown>;
// Lazy glob: only the active language's files are fetched; new namespace files are picked up without edits here.
const loaders = import.meta.glob<Bundle>('./locales/*/*.json', { import: 'default' });

/** One of the build's languages (a stored code the merchant no longer offers is none). */
export function isLanguage(
  value: unknown,
  languages: readonly Language[] = env.languages,
): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value.toUpperCase());
}

/** Minimal storage surface so tests and SSR-less contexts can inject their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function defaultStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored choice when the build still offers it, else the build's default (spec 01 §1, ADR 051). */
export function readStoredLanguage(
  storage: KeyValueStorage | undefined = defaultStorage(),
  site: SiteLanguages = env,
): Language {
  if (!storage) return site.defaultLanguage;
  for (const key of STORAGE_KEYS.language) {
    const value = storage.getItem(key);
    if (isLanguage(value, site.languages)) return value.toUpperCase() as Language;
  }
  return site.defaultLanguage;
}

export function storeLanguage(lang: Language, storage: KeyValueStorage | undefined = defaultStorage()): void {
  if (!storage) return;
  try {
    for (const key of STORAGE_KEYS.language) storage.setItem(key, lang);
  } catch {
    /* storage full or blocked: the choice still applies for this visit */
  }
}

/**
 * Whether the centres' translations go with every language load: from the start, except at a boot that
 * defers them (`initI18n`'s `centresLater`), and from `loadCentreTranslations` on.
 */
let withCentres = true;

/** The translation files a load of `lang` brings now: the centres' too once they are wanted. */
function filesOf(lang: Language): [file: string, load: () => Promise<Bundle>][] {
  const prefix = `./locales/${codeOf(lang)}/`;
  return Object.entries(loaders).filter(
    ([file]) => file.startsWith(prefix) && (withCentres || !isCentreNamespaceFile(file)),
  );
}

async function loadLanguage(instance: I18n, lang: Language): Promise<void> {
  const code = codeOf(lang);
  await Promise.all(
    filesOf(lang).map(async ([file, load]) => {
      const ns = namespaceOfFile(file);
      if (!ns || instance.hasResourceBundle(code, ns)) return;
      // A bundle is added once, whole, and nothing writes to it afterwards: i18next's default deep copy
      // (a JSON round trip of every string) and deep merge were most of the boot's translation step.
      instance.addResourceBundle(code, ns, await load(), false, true, { skipCopy: true });
    }),
  );
}

/**
 * Loads `lang` for a switch to it, to be followed at once by the switch. A screen may ask for the
 * centres' text while the switch waits (`loadCentreTranslations` loads it in the language shown then,
 * ADR 030's amendment), so what the language lacks is checked again after every wait; the check and
 * the switch then run with nothing between them.
 */
async function loadLanguageToShow(instance: I18n, lang: Language): Promise<void> {
  const code = codeOf(lang);
  const lacking = () =>
    filesOf(lang).some(([file]) => !instance.hasResourceBundle(code, namespaceOfFile(file) ?? ''));
  while (lacking()) await loadLanguage(instance, lang);
}

/**
 * `lang` and, beside it rather than after it, the language a key it lacks falls back to (EN, ADR 051):
 * i18next reads the fallback from what is loaded, so it must be there before `lang` is shown.
 */
async function loadWithFallback(instance: I18n, lang: Language): Promise<void> {
  await Promise.all([
    loadLanguage(instance, lang),
    lang === FALLBACK_LANGUAGE ? undefined : loadLanguage(instance, FALLBACK_LANGUAGE),
  ]);
}

export function currentLanguage(instance: I18n = i18next): Language {
  const code = instance.resolvedLanguage ?? instance.language;
  return SHIPPED_LANGUAGES.find((lang) => codeOf(lang) === code) ?? env.defaultLanguage;
}

type LanguageListener = (lang: Language) => void | Promise<void>;
const listeners = new Set<LanguageListener>();

/**
 * Side effects of a language change that live in other layers (API Language header, the
 * update-language call for a logged-in member) subscribe here; i18n stays free of the API client.
 */
export function onLanguageChange(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let initPromise: Promise<I18n> | undefined;

/**
 * Loads the stored (or given) language and initialises i18next once. Await before the first render.
 * A later call that names a language shows that language (the boot calls once; a test file that runs
 * after another in the same worker starts from the language it asks for, not the one left behind).
 * `centresLater`: the boot's first call leaves the centres' namespaces to `loadCentreTranslations`.
 */
export function initI18n(requested?: Language, options: { centresLater?: boolean } = {}): Promise<I18n> {
  if (initPromise && requested !== undefined) {
    initPromise = initPromise.then(async (instance) => {
      if (currentLanguage(instance) === requested) return instance;
      await loadLanguageToShow(instance, requested);
      await instance.changeLanguage(codeOf(requested));
      setDocumentLang(requested);
      return instance;
    });
    return initPromise;
  }
  const lang = requested ?? readStoredLanguage();
  if (!initPromise && options.centresLater) withCentres = false;
  initPromise ??= (async () => {
    await i18next.use(initReactI18next).init({
      lng: codeOf(lang),
      // A key the shown language lacks shows its English text (ADR 051); the coverage check in
      // `locales.test.ts` keeps every shipped language at none missing.
      fallbackLng: codeOf(FALLBACK_LANGUAGE),
      supportedLngs: SHIPPED_LANGUAGES.map(codeOf),
      ns: ['common', 'shell'],
      defaultNS: 'common',
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
    await loadWithFallback(i18next, lang);
    setDocumentLang(lang);
    return i18next;
  })();
  return initPromise;
}

let centresLoaded: Promise<void> | undefined;

/**
 * The centres' namespaces in the current language (and EN, the fallback), loaded once; from then on
 * every language switch loads them too. A screen that reads them awaits this in its chunk's loader, so
 * it never shows a key in place of its text. Rejects when the chunk does not arrive (the loader's
 * retries and chunk-error screen take over); the next call tries again.
 */
export function loadCentreTranslations(): Promise<void> {
  withCentres = true;
  centresLoaded ??= (async () => {
    const instance = await initI18n();
    await loadWithFallback(instance, currentLanguage(instance));
  })().catch((error: unknown) => {
    centresLoaded = undefined;
    throw error;
  });
  return centresLoaded;
}

/** `load` (a chunk's import) once the centres' translations are here too. */
export async function withCentreTranslations<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadCentreTranslations()]);
  return module;
}

function setDocumentLang(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_REGISTRY[lang].htmlLang;
}

/** Spec 01 §4: updates the interface locale, stores it and runs the update-language side effects. */
export async function changeLanguage(lang: Language): Promise<void> {
  await initI18n();
  await loadLanguage(i18next, lang);
  // Every translated component re-renders at once, and react-i18next's store subscription cannot be
  // a transition: let the tap's own answer (the menu or drawer closing) paint first (INP, ADR 020).
  await afterNextPaint();
  await loadLanguageToShow(i18next, lang);
  await i18next.changeLanguage(codeOf(lang));
  storeLanguage(lang);
  setDocumentLang(lang);
  // A failing side effect (e.g. the update-language call) must not undo the visible change.
  await Promise.allSettled([...listeners].map(async (listener) => listener(lang)));
}

export { i18next };
