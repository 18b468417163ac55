/**
 * Missing translation keys per language against English (ADR 051): `npx tsx scripts/locale-coverage.ts`
 * prints one line of counts and every missing or extra key, and exits 1 when there is one. CI prints
 * the same line from `scripts/locale-coverage.test.ts`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_REGISTRY,
  SHIPPED_LANGUAGES,
  type Language,
} from '../src/config/languages.ts';
import { coverageLine, coverageOf, type Coverage, type LocaleFiles } from '../src/i18n/coverage.ts';

const LOCALES = 'src/i18n/locales';

/** One language's translation files, parsed, by namespace (the project root is the working directory). */
function filesOf(lang: Language): LocaleFiles {
  const dir = join(process.cwd(), LOCALES, LANGUAGE_REGISTRY[lang].folder);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown,
      ]),
  );
}

/** Every shipped language's coverage against English, in the registry's order. */
export function localeCoverage(): [Language, Coverage][] {
  const english = filesOf(FALLBACK_LANGUAGE);
  return SHIPPED_LANGUAGES.map((lang) => [
    lang,
    coverageOf(english, filesOf(lang), LANGUAGE_REGISTRY[lang].folder),
  ]);
}

function main(): void {
  const coverage = localeCoverage();
  console.log(coverageLine(coverage));
  for (const [lang, c] of coverage) {
    for (const key of c.missing) console.log(`${lang} missing ${key}`);
    for (const key of c.extra) console.log(`${lang} extra ${key}`);
  }
  if (coverage.some(([, c]) => c.missing.length > 0 || c.extra.length > 0)) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
