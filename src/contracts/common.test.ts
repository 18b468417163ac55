import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { knownEntries, knownItems, onItemLeftOut } from './common';

const game = z.object({ gameCode: z.string(), gameName: z.string().nullish() });

describe('lists whose items the wire does not shape (ADR 050)', () => {
  it('keeps the items it can show and leaves out, with their issue paths, those it cannot', () => {
    const heard: string[][] = [];
    const stop = onItemLeftOut((issues) => heard.push([...issues]));
    const parsed = knownItems(game).parse([{ gameCode: 'A' }, { name: 'no code' }, { gameCode: 'B' }]);
    stop();
    expect(parsed.map((g) => g.gameCode)).toEqual(['A', 'B']);
    expect(heard).toEqual([['gameCode']]);
  });

  it('still refuses an answer that is no list at all', () => {
    expect(knownItems(game).safeParse({ gameCode: 'A' }).success).toBe(false);
  });

  it('keeps the entries of a keyed object it can show', () => {
    const parsed = knownEntries(game).parse({ a: { gameCode: 'A' }, b: {}, c: { gameCode: 'C' } });
    expect(Object.keys(parsed)).toEqual(['a', 'c']);
  });

  it('hears nothing once unsubscribed', () => {
    const heard: unknown[] = [];
    onItemLeftOut((issues) => heard.push(issues))();
    knownItems(game).parse([{}]);
    expect(heard).toEqual([]);
  });
});
