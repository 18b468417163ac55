import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssFiles, readCss } from '../../../tests/setup/stylesheets';

/**
 * The design tokens hold in both themes: the text pairs a player reads meet WCAG AA (4.5:1 for body text,
 * 3:1 for borders of controls), and no stylesheet outside tokens.css names a colour of its own (ADR 018).
 */
const tokensCss = readCss(join(__dirname, 'tokens.css'));

function block(selector: string): string {
  const start = tokensCss.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block`);
  return tokensCss.slice(start, tokensCss.indexOf('}', start));
}

function declarations(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of text.matchAll(/(--[\w-]+):\s*([^;]+);/g)) map.set(m[1] ?? '', (m[2] ?? '').trim());
  return map;
}

const base = declarations(block(':root'));
const themes = {
  light: new Map([...base, ...declarations(block("[data-theme='light']"))]),
  dark: new Map([
    ...base,
    ...declarations(block("[data-theme='light']")),
    ...declarations(block("[data-theme='dark']")),
  ]),
};

function resolve(vars: Map<string, string>, name: string, depth = 0): string {
  const value = vars.get(name);
  if (value === undefined || depth > 5) throw new Error(`unknown token ${name}`);
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  return ref?.[1] ? resolve(vars, ref[1], depth + 1) : value;
}

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`not a hex colour: ${hex}`);
  const n = parseInt(m[1], 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT_PAIRS: [foreground: string, background: string][] = [
  ['--color-text', '--color-bg'],
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-surface-2'],
  ['--color-text-muted', '--color-bg'],
  ['--color-text-muted', '--color-surface'],
  ['--color-text-muted', '--color-surface-2'],
  ['--color-primary', '--color-bg'],
  ['--color-primary', '--color-surface'],
  ['--color-link', '--color-surface-2'],
  ['--color-primary-contrast', '--color-primary'],
  ['--color-on-accent', '--color-accent'],
  ['--color-danger', '--color-surface'],
  ['--color-on-danger', '--color-danger'],
  ['--color-success', '--color-surface'],
  ['--color-on-success', '--color-success'],
  ['--color-warning', '--color-surface'],
  ['--color-on-hot', '--color-hot'],
  ['--color-on-media', '--color-media-bg'],
];

describe.each(Object.entries(themes))('%s theme tokens', (_theme, vars) => {
  it.each(TEXT_PAIRS)('%s on %s meets 4.5:1', (fg, bg) => {
    expect(contrast(resolve(vars, fg), resolve(vars, bg))).toBeGreaterThanOrEqual(4.5);
  });

  it('control borders stand out from the surface at 3:1', () => {
    expect(
      contrast(resolve(vars, '--color-border-strong'), resolve(vars, '--color-surface')),
    ).toBeGreaterThanOrEqual(3);
  });
});

/** Stylesheets that may hold literal colours: the token file itself. */
const COLOUR_OWNERS = new Set(['tokens.css']);

describe('stylesheets read colours from tokens', () => {
  const files = cssFiles(join(__dirname, '..')).filter((f) => {
    const name = f.split(/[\\/]/).pop() ?? '';
    return !COLOUR_OWNERS.has(name);
  });
  it.each(files.map((f) => [f.slice(f.indexOf('src/')), f]))('%s has no literal colour', (_label, file) => {
    const css = readCss(file);
    const literals = css.match(/#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|:\s*(?:white|black)\b/gi) ?? [];
    expect(literals).toEqual([]);
  });
});

describe('stylesheets take sizes and weights from the type scale', () => {
  // em sizes stay allowed: they follow their context (a footnote in a paragraph), not a scale of their own.
  const files = cssFiles(join(__dirname, '..')).filter((f) => !f.endsWith('tokens.css'));
  it.each(files.map((f) => [f.slice(f.indexOf('src/')), f]))(
    '%s has no literal size or weight',
    (_label, file) => {
      const css = readCss(file);
      const literals = css.match(/font-size:\s*[\d.]+(?:rem|px)\b|font-weight:\s*\d+/g) ?? [];
      expect(literals).toEqual([]);
    },
  );
});
