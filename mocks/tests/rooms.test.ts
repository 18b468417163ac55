// @vitest-environment node
/**
 * The mock's rooms match their names (ADR 003): a handler file holds the routes of one contract group (or
 * one area of it) and exports that one list; what several rooms share lives in mocks/lib, so no handler
 * file imports another and a room can be read, moved or split on its own.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const HANDLERS = join(process.cwd(), 'mocks/handlers');

const handlerFiles = (): string[] =>
  readdirSync(HANDLERS, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.handlers.ts'));

const importsOf = (source: string): string[] =>
  [...source.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1] ?? '');

describe('mocks/handlers', () => {
  it('has handler files, and none of them imports another handler file', () => {
    const files = handlerFiles();
    expect(files.length).toBeGreaterThan(15);
    const crossings = files.flatMap((file) => {
      const dir = dirname(join(HANDLERS, file));
      return importsOf(readFileSync(join(HANDLERS, file), 'utf8'))
        .filter((from) => from.startsWith('.') && join(dir, from).startsWith(`${HANDLERS}/`))
        .map((from) => `${file} imports ${from}`);
    });
    expect(crossings).toEqual([]);
  });

  it('gives every handler file one export: its list of handlers', () => {
    const exports = handlerFiles().map((file) => {
      const source = readFileSync(join(HANDLERS, file), 'utf8');
      return {
        file,
        names: [...source.matchAll(/^export\s+(?:const|function|type|interface)\s+(\w+)/gm)].map((m) => m[1]),
      };
    });
    for (const { file, names } of exports)
      expect({ file, names }).toEqual({ file, names: [expect.stringMatching(/Handlers$/)] });
  });
});
