/**
 * The display languages the site has translations for, and the merchant's choice among them (spec 01
 * §1's second reading, ADR 051). Plain data and functions without `import.meta.env` or aliases: the
 * build's plugins (scripts/vite-*.ts) read the same list in Node, and `env.ts` parses the build's.
 */

/** What the site needs to know of one display language. */
export interface LanguageInfo {
  /** Its folder under `src/i18n/locales/`, which is also its i18next code (plural rules come from it). */
  readonly folder: string;
  /** The `lang` attribute of the page and of its own menu entry: a real tag (ADR 006: MY is Malay). */
  readonly htmlLang: string;
  /** Its name in the language itself, so a player finds their own language. */
  readonly label: string;
  /** The value of the wire `Language` header and `language` parameters (wire protocol §2.1). */
  readonly wire: string;
}

/**
 * Every language the site ships, by site code (the code stored in `language`/`hisLang`/`lang`, spec 01
 * §3). A new language is its folder of translations and one line here.
 */
export const LANGUAGE_REGISTRY = {
  EN: { folder: 'en', htmlLang: 'en', label: 'English', wire: 'EN' },
  MY: { folder: 'my', htmlLang: 'ms', label: 'Bahasa Melayu', wire: 'MY' },
  CN: { folder: 'cn', htmlLang: 'zh-CN', label: '中文', wire: 'CN' },
  VI: { folder: 'vi', htmlLang: 'vi', label: 'Tiếng Việt', wire: 'VI' },
} as const satisfies Record<string, LanguageInfo>;

export type Language = keyof typeof LANGUAGE_REGISTRY;

/** Every shipped language, in the registry's order. */
export const SHIPPED_LANGUAGES = Object.keys(LANGUAGE_REGISTRY) as Language[];

/** Spec 01 §1, first reading: the shell offers EN, MY and CN unless the merchant's build says otherwise. */
export const DEFAULT_SITE_LANGUAGES: readonly Language[] = ['EN', 'MY', 'CN'];

/** Spec 01 §1: MY is the default language, as long as the merchant offers it. */
export const PREFERRED_DEFAULT_LANGUAGE: Language = 'MY';

/**
 * The language a missing key is shown in: the keys are written and typed in English
 * (`src/i18n/i18next.d.ts`), so EN is the one complete by construction (ADR 051).
 */
export const FALLBACK_LANGUAGE: Language = 'EN';

/** The languages a build offers, in the merchant's order, and the one a new visitor sees. */
export interface SiteLanguages {
  readonly languages: readonly Language[];
  readonly defaultLanguage: Language;
}

export function isShippedLanguage(code: string): code is Language {
  return Object.hasOwn(LANGUAGE_REGISTRY, code);
}

/** What the backend calls a display language (wire protocol §2.1: EN, VI, BN, CN …). */
export function wireLanguage(lang: Language): string {
  return LANGUAGE_REGISTRY[lang].wire;
}

/** MY while the list has it (spec 01 §1), else the list's first. */
export function defaultLanguageOf(languages: readonly Language[]): Language {
  return languages.includes(PREFERRED_DEFAULT_LANGUAGE)
    ? PREFERRED_DEFAULT_LANGUAGE
    : (languages[0] ?? PREFERRED_DEFAULT_LANGUAGE);
}

export type LanguageListReading = { ok: true; site: SiteLanguages } | { ok: false; problem: string };

/**
 * Reads a merchant's list (`VITE_LANGUAGES`: site codes separated by commas or spaces, any case, e.g.
 * `EN,VI`). Nothing given is the first reading's set; a code the site has no translations for is a
 * problem, named with the codes it has, so a build never offers a language it cannot show.
 */
export function readLanguageList(raw: string | undefined): LanguageListReading {
  const codes = (raw ?? '')
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  if (codes.length === 0) return { ok: true, site: siteOf(DEFAULT_SITE_LANGUAGES) };
  const unknown = codes.filter((code) => !isShippedLanguage(code));
  if (unknown.length > 0)
    return {
      ok: false,
      problem: `no translations for ${unknown.join(', ')} (shipped: ${SHIPPED_LANGUAGES.join(', ')})`,
    };
  return { ok: true, site: siteOf([...new Set(codes as Language[])]) };
}

/** `readLanguageList` for the build's plugins: a wrong list stops the build with its reason. */
export function siteLanguagesOf(raw: string | undefined): SiteLanguages {
  const reading = readLanguageList(raw);
  if (!reading.ok) throw new Error(`VITE_LANGUAGES: ${reading.problem}`);
  return reading.site;
}

function siteOf(languages: readonly Language[]): SiteLanguages {
  return { languages, defaultLanguage: defaultLanguageOf(languages) };
}
