import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssFiles } from '../../../tests/setup/stylesheets';

/**
 * Every looping or entering animation moves only `transform` and `opacity`, which the compositor animates
 * off the main thread. Any other property (a background's position, a width) is restyled and repainted on
 * the main thread every frame: the home page's skeleton shimmer did that for as long as its placeholders
 * waited for a scroll, 125 paints a second (ADR 020).
 */
const COMPOSITED = new Set(['transform', 'opacity']);

/** Each `@keyframes` block of a stylesheet with the properties its frames set. */
function keyframeProperties(css: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of text.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    let depth = 1;
    let i = (m.index ?? 0) + m[0].length;
    const start = i;
    while (depth > 0 && i < text.length) {
      if (text[i] === '{') depth += 1;
      else if (text[i] === '}') depth -= 1;
      i += 1;
    }
    const body = text.slice(start, i - 1);
    const props = new Set([...body.matchAll(/([\w-]+)\s*:/g)].map((p) => p[1] ?? ''));
    found.set(m[1] ?? '', props);
  }
  return found;
}

describe('animations stay on the compositor', () => {
  it('reads the properties of a keyframes block', () => {
    const props = keyframeProperties(
      '@keyframes a { from { background-position: 0 0; } to { opacity: 1; transform: none; } }',
    );
    expect([...(props.get('a') ?? [])]).toEqual(['background-position', 'opacity', 'transform']);
  });

  const files = cssFiles(join(__dirname, '..')).flatMap((file) =>
    [...keyframeProperties(readFileSync(file, 'utf8'))].map(
      ([name, props]) => [`${file.slice(file.indexOf('src/'))} ${name}`, [...props]] as const,
    ),
  );
  it('finds the site keyframes', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });
  it.each(files)('%s animates only transform and opacity', (_label, props) => {
    expect(props.filter((p) => !COMPOSITED.has(p))).toEqual([]);
  });
});
