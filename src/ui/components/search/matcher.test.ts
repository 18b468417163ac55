import { beforeAll, describe, expect, it } from 'vitest';
import { MATCH, isOneEdit, matchWord } from './matcher';
import { buildSearchIndex, type SearchIndex } from './searchIndex';

const doc = (id: string, displayName: string, vendorName = 'PG Soft', gameName = displayName) => ({
  id,
  displayName,
  gameName,
  vendorName,
});

const catalogue = [
  doc('1', 'Fortune Dragon Deluxe'),
  doc('2', 'Fortune Tiger', 'JILI'),
  doc('3', 'Golden Dragon', 'Habanero'),
  doc('4', 'Dragonfly Riches', 'Spadegaming'),
  doc('5', 'Mystic Gems', 'JILI'),
  doc('6', 'Ocean King', 'Fa Chai'),
  doc('7', 'Dragon', 'CQ9 Gaming'),
  doc('8', '财神到', 'PG Soft', 'Caishen Dao'),
  doc('9', '麻将胡了', 'PG Soft', 'Mahjong Ways'),
  doc('10', 'Lucky Gems', 'Pragmatic Play'),
];
let index: SearchIndex<(typeof catalogue)[number]>;
beforeAll(async () => {
  index = await buildSearchIndex(catalogue);
});
const names = (q: string) => index.search(q).map((d) => d.displayName);

describe('one typo (Damerau distance 1)', () => {
  it.each([
    ['missing letter', 'dragn', 'dragon'],
    ['extra letter', 'draggon', 'dragon'],
    ['wrong letter', 'drbgon', 'dragon'],
    ['swapped letters', 'dargon', 'dragon'],
    ['wrong first letter', 'sragon', 'dragon'],
    ['swapped last letters', 'dragno', 'dragon'],
  ])('forgives a %s in a word of five letters or more', (_, query, word) => {
    expect(isOneEdit(query, word)).toBe(true);
    expect(matchWord(query, word)).toBe(MATCH.typo);
  });

  it('does not forgive two typos', () => {
    expect(isOneEdit('dargn', 'dragon')).toBe(false);
    expect(isOneEdit('rdgaon', 'dragon')).toBe(false);
    expect(matchWord('dxagn', 'dragon')).toBe(MATCH.none);
  });

  it('does not forgive a typo in a word shorter than five letters', () => {
    expect(matchWord('gmes', 'gems')).toBe(MATCH.none);
    expect(matchWord('gens', 'gems')).toBe(MATCH.none);
    expect(matchWord('kign', 'king')).toBe(MATCH.none);
    expect(names('mystic gmes')).toEqual([]);
  });

  it('finds a game whose name is misspelt by one letter', () => {
    expect(names('Fortnue Dragon Deluxe')[0]).toBe('Fortune Dragon Deluxe');
    expect(names('ocen king')).toEqual(['Ocean King']);
    expect(names('spadegamin')).toContain('Dragonfly Riches');
  });
});

describe('ranking', () => {
  it('puts exact before prefix before typo', () => {
    // "dragon": exact in Dragon, Golden Dragon, Fortune Dragon Deluxe; prefix of Dragonfly.
    const ranked = names('dragon');
    expect(ranked.slice(0, 3)).toEqual(['Dragon', 'Golden Dragon', 'Fortune Dragon Deluxe']);
    expect(ranked[3]).toBe('Dragonfly Riches');
    expect(matchWord('dragon', 'dragon')).toBe(MATCH.exact);
    expect(matchWord('drag', 'dragonfly')).toBe(MATCH.prefix);
  });

  it('ranks a prefix above a one-typo match', () => {
    // "fortun" is a prefix of Fortune and one letter short of it: a prefix match.
    expect(names('fortun').slice(0, 2)).toEqual(['Fortune Tiger', 'Fortune Dragon Deluxe']);
    // "drago" is a prefix of dragon and dragonfly; "dragin" only a typo of dragon.
    const typo = names('dragin');
    expect(typo).not.toContain('Dragonfly Riches');
    expect(typo[0]).toBe('Dragon');
  });

  it('needs every word of the query, in any order', () => {
    expect(names('dragon fortune')).toEqual(['Fortune Dragon Deluxe']);
    expect(names('gems jili')).toEqual(['Mystic Gems']);
  });

  it('matches the vendor name', () => {
    expect(names('habanero')).toEqual(['Golden Dragon']);
  });
});

describe('Chinese names', () => {
  it('match by substring', () => {
    expect(names('财神')).toEqual(['财神到']);
    expect(names('胡了')).toEqual(['麻将胡了']);
    expect(names('神到')).toEqual(['财神到']);
    expect(names('龙')).toEqual([]);
  });

  it('keep their game name searchable in Latin letters', () => {
    expect(names('mahjong')).toEqual(['麻将胡了']);
  });
});

it('an empty query finds nothing', () => {
  expect(names('  ')).toEqual([]);
});
