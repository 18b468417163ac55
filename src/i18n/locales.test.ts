import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, LANGUAGE_REGISTRY, SHIPPED_LANGUAGES, type Language } from '@/config/languages';
import { coverageOf, flattenKeys, type LocaleFiles } from './coverage';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** A folder's files by namespace. */
function filesOf(folder: string): LocaleFiles {
  const prefix = `./locales/${folder}/`;
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, tree]) => [path.slice(prefix.length).replace(/\.json$/, ''), tree]),
  );
}

const folderOf = (lang: Language) => LANGUAGE_REGISTRY[lang].folder;
const english = filesOf(folderOf(FALLBACK_LANGUAGE));
const namespaces = Object.keys(english).sort();
const coverage = SHIPPED_LANGUAGES.map(
  (lang) => [lang, coverageOf(english, filesOf(folderOf(lang)), folderOf(lang))] as const,
);

describe('translations', () => {
  it('have a folder for every registered language and no folder without a registry line', () => {
    const folders = [...new Set(Object.keys(files).map((path) => path.split('/')[2]))].sort();
    expect(folders).toEqual(SHIPPED_LANGUAGES.map(folderOf).sort());
  });

  it('have a file per namespace in every language', () => {
    for (const ns of namespaces) {
      for (const lang of SHIPPED_LANGUAGES)
        expect(files[`./locales/${folderOf(lang)}/${ns}.json`], `${folderOf(lang)}/${ns}.json`).toBeDefined();
    }
  });

  // A language may ship incomplete (its missing keys show in English; scripts/locale-coverage.test.ts
  // prints the counts to CI's log); every shipped language is complete today, and this keeps it so.
  it.each(coverage)('%s has every English key in its plural forms, and no key English lacks', (_, c) => {
    expect(c.missing).toEqual([]);
    expect(c.extra).toEqual([]);
  });

  it('VI is translated, not English copied: only names and loanwords (Jackpot, VIP, FB Sports …) match', () => {
    const vi = filesOf(folderOf('VI'));
    const leaves = namespaces.flatMap((ns) =>
      flattenKeys(vi[ns]).map((key) => [textAt(vi[ns], key), textAt(english[ns], key)] as const),
    );
    const copied = leaves.filter(([text, en]) => text === en);
    expect(copied.length / leaves.length).toBeLessThan(0.05);
  });

  it('has no empty strings', () => {
    const empty = Object.entries(files).flatMap(([file, tree]) =>
      flattenKeys(tree)
        .filter((key) => textAt(tree, key).trim() === '')
        .map((key) => `${file}: ${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('keep every interpolation of the English text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const lost = SHIPPED_LANGUAGES.flatMap((lang) => {
      const own = filesOf(folderOf(lang));
      return namespaces.flatMap((ns) =>
        flattenKeys(own[ns])
          .filter((key) => flattenKeys(english[ns]).includes(key))
          .filter(
            (key) =>
              JSON.stringify(placeholders(textAt(own[ns], key))) !==
              JSON.stringify(placeholders(textAt(english[ns], key))),
          )
          .map((key) => `${lang} ${ns}:${key}`),
      );
    });
    expect(lost).toEqual([]);
  });
});

describe('the coverage count', () => {
  const en = { shell: { title: 'Title', results_one: '{{count}} game', results_other: '{{count}} games' } };

  it('counts a key a language lacks, and asks a one-form language (vi) for `_other` only', () => {
    expect(coverageOf(en, { shell: { results_other: '{{count}} trò chơi' } }, 'vi').missing).toEqual([
      'shell:title',
    ]);
    expect(coverageOf(en, { shell: { title: 'T', results_other: 'x' } }, 'en').missing).toEqual([
      'shell:results_one',
    ]);
    expect(coverageOf(en, {}, 'vi').missing).toEqual(['shell:results_other', 'shell:title']);
  });

  it('counts a key English has not', () => {
    expect(coverageOf(en, { shell: { ...en.shell, titel: 'typo' } }, 'en').extra).toEqual(['shell:titel']);
  });
});

/** The string at a dotted key. */
function textAt(tree: unknown, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
  return typeof value === 'string' ? value : '';
}
