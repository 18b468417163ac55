import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
const LANGS = ['en', 'my', 'cn'] as const;

function flatten(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

const namespaces = [
  ...new Set(Object.keys(files).map((f) => f.split('/').at(-1)?.replace('.json', '') ?? '')),
].sort();

describe('translations', () => {
  it('have a file per namespace in every language', () => {
    for (const ns of namespaces) {
      for (const lang of LANGS)
        expect(files[`./locales/${lang}/${ns}.json`], `${lang}/${ns}.json`).toBeDefined();
    }
  });

  it.each(namespaces)('%s: every key exists in EN, MY and CN, no extras', (ns) => {
    const keys = Object.fromEntries(
      LANGS.map((lang) => [lang, new Set(flatten(files[`./locales/${lang}/${ns}.json`] ?? {}))]),
    );
    const all = new Set(LANGS.flatMap((lang) => [...(keys[lang] ?? [])]));
    const problems: string[] = [];
    for (const lang of LANGS) {
      for (const key of all)
        if (!keys[lang]?.has(key)) problems.push(`${lang}/${ns}.json is missing "${key}"`);
    }
    expect(problems).toEqual([]);
  });

  it('has no empty strings', () => {
    const empty = Object.entries(files).flatMap(([file, tree]) => {
      const walk = (node: unknown, path: string): string[] =>
        typeof node === 'string'
          ? node.trim() === ''
            ? [`${file}: ${path}`]
            : []
          : node && typeof node === 'object'
            ? Object.entries(node).flatMap(([k, v]) => walk(v, path ? `${path}.${k}` : k))
            : [];
      return walk(tree, '');
    });
    expect(empty).toEqual([]);
  });
});
