import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No emoji or font glyph is drawn as an icon (ADR 018): where a font lacks them they render as empty
 * boxes, and they differ from phone to phone. Icons are lucide components. This scan reads every TSX file in
 * src (comments removed) for the characters that have been used as icons here or commonly are: hearts,
 * stars, multiplication signs, arrows and chevrons, menu dots, check marks and any pictographic emoji.
 */
// Written as escapes so this file holds no glyph itself (the project's glyph checks read every file in src/ui).
const GLYPH_ICONS =
  /[\u2665\u2661\u2764\u2605\u2606\u00D7\u2715\u2716\u2717\u2718\u2713\u2714\u2039\u203A\u00AB\u00BB\u2190\u2192\u2191\u2193\u21E6\u21E8\u25B2\u25BC\u25C0\u25B6\u25C2\u25B8\u25B4\u25BE\u2630\u22EE\u22EF\u2302\u2699\u27F3\u21BB\u21BA]|\p{Extended_Pictographic}/gu;

/**
 * Real text that contains one of those characters (a path: the characters allowed there, and why). Keep it
 * short; an entry needs a reason a reviewer accepts.
 */
const ALLOWED: Record<string, { chars: string; why: string }> = {};

const SRC = join(__dirname, '..', '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Block comments, JSX comments and line comments (not the `//` of a URL inside a string). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function glyphsIn(source: string): string[] {
  return withoutComments(source).match(GLYPH_ICONS) ?? [];
}

describe('no glyph or emoji icons in src', () => {
  const files = tsxFiles(SRC).map((f) => [relative(SRC, f).replaceAll('\\', '/'), f] as const);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('the scan catches a glyph icon and ignores comments', () => {
    expect(glyphsIn(`<button aria-label="Save">{saved ? '\u2665' : '\u2661'}</button>`)).toEqual([
      '\u2665',
      '\u2661',
    ]);
    expect(glyphsIn(`<button aria-label="Close">\u00D7</button>`)).toEqual(['\u00D7']);
    expect(glyphsIn(`<span>\u{1F525}</span>`)).toEqual(['\u{1F525}']);
    expect(glyphsIn(`// login \u2192 forgot\n/* 440\u00D7750 */\nconst a = 'https://x';`)).toEqual([]);
  });

  it.each(files)('%s draws no glyph as an icon', (path, file) => {
    const allowed = ALLOWED[path]?.chars ?? '';
    const found = glyphsIn(readFileSync(file, 'utf8')).filter((c) => !allowed.includes(c));
    expect(found).toEqual([]);
  });
});
