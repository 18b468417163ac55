/**
 * How complete a language's translations are against English, the language the keys are written in
 * (ADR 051). Plain functions over the parsed files, without imports: `locales.test.ts` and
 * `scripts/locale-coverage.ts` (Node) both count with them.
 */

/** One language's files: namespace to its parsed JSON. */
export type LocaleFiles = Readonly<Record<string, unknown>>;

export interface Coverage {
  /** `namespace:key` the language needs and lacks: i18next shows these in English. */
  missing: string[];
  /** `namespace:key` English has no such key for (a typo or a key English dropped). */
  extra: string[];
}

/** i18next's plural suffixes (cardinal; wire keys such as `count_one`). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf's dotted key. */
export function flattenKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return prefix ? [prefix] : [];
  return Object.entries(tree).flatMap(([key, value]) =>
    flattenKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * The plural forms a language's code asks i18next for, as i18next finds them (`Intl.PluralRules` of the
 * code): English `one` and `other`, Vietnamese only `other` (one form for every count).
 */
export function pluralCategoriesOf(code: string): string[] {
  return new Intl.PluralRules(code.replace(/_/g, '-')).resolvedOptions().pluralCategories;
}

/** English's plural keys by their base (`results_one`, `results_other` → `results`). */
function pluralBases(sourceKeys: readonly string[]): Set<string> {
  const keys = new Set(sourceKeys);
  return new Set(
    sourceKeys
      .filter((key) => PLURAL_SUFFIX.test(key))
      .map((key) => key.replace(PLURAL_SUFFIX, ''))
      .filter((base) => keys.has(`${base}_other`)),
  );
}

/**
 * What a language with plural forms `categories` needs of English's keys: each plain key, and each
 * plural key in the forms the language has (a language with one form needs only `_other`).
 */
export function requiredKeys(sourceKeys: readonly string[], categories: readonly string[]): Set<string> {
  const bases = pluralBases(sourceKeys);
  const plain = sourceKeys.filter(
    (key) => !(PLURAL_SUFFIX.test(key) && bases.has(key.replace(PLURAL_SUFFIX, ''))),
  );
  return new Set([...plain, ...[...bases].flatMap((base) => categories.map((c) => `${base}_${c}`))]);
}

/** The keys a language may have: English's, and any plural form of English's plural keys. */
function allowedKeys(sourceKeys: readonly string[]): Set<string> {
  const forms = ['zero', 'one', 'two', 'few', 'many', 'other'];
  return new Set([
    ...sourceKeys,
    ...[...pluralBases(sourceKeys)].flatMap((base) => forms.map((form) => `${base}_${form}`)),
  ]);
}

/** `target` (i18next code `code`) against English `source`, per namespace; a missing file lacks every key. */
export function coverageOf(source: LocaleFiles, target: LocaleFiles, code: string): Coverage {
  const categories = pluralCategoriesOf(code);
  const missing: string[] = [];
  const extra: string[] = [];
  for (const ns of new Set([...Object.keys(source), ...Object.keys(target)])) {
    const sourceKeys = flattenKeys(source[ns]);
    const have = new Set(flattenKeys(target[ns]));
    for (const key of requiredKeys(sourceKeys, categories)) if (!have.has(key)) missing.push(`${ns}:${key}`);
    const allowed = allowedKeys(sourceKeys);
    for (const key of have) if (!allowed.has(key)) extra.push(`${ns}:${key}`);
  }
  return { missing: missing.sort(), extra: extra.sort() };
}

/** One line for CI logs: each language's count of missing keys (`EN 0 · MY 0 · VI 3`). */
export function coverageLine(counts: readonly (readonly [language: string, coverage: Coverage])[]): string {
  return `Missing translation keys per language: ${counts
    .map(([language, c]) => `${language} ${c.missing.length}`)
    .join(' · ')}`;
}
