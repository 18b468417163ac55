import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No emoji or font glyph is drawn as an icon (issue 9, ADR 018): where a font lacks them they render as empty
 * boxes, and they differ from phone to phone. Icons are lucide components. This scan reads every TSX file in
 * src (comments removed) for the characters that have been used as icons here or commonly are: hearts,
 * stars, ×, arrows and chevrons, menu dots, check marks and any pictographic emoji.
 */
const GLYPH_ICONS = /[♥♡❤★☆×✕✖✗✘✓✔‹›«»←→↑↓⇦⇨▲▼◀▶◂▸▴▾☰⋮⋯⌂⚙⟳↻↺]|\p{Extended_Pictographic}/gu;

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
    expect(glyphsIn(`<button aria-label="Save">{saved ? '♥' : '♡'}</button>`)).toEqual(['♥', '♡']);
    expect(glyphsIn(`<button aria-label="Close">×</button>`)).toEqual(['×']);
    expect(glyphsIn(`<span>🔥</span>`)).toEqual(['🔥']);
    expect(glyphsIn(`// login → forgot\n/* 440×750 */\nconst a = 'https://x';`)).toEqual([]);
  });

  it.each(files)('%s draws no glyph as an icon', (path, file) => {
    const allowed = ALLOWED[path]?.chars ?? '';
    const found = glyphsIn(readFileSync(file, 'utf8')).filter((c) => !allowed.includes(c));
    expect(found).toEqual([]);
  });
});
