import { describe, expect, it } from 'vitest';
import { gameIcon, vendorIcon } from '../factories/games.factories';

const svgOf = (url: string): string => decodeURIComponent(url.slice(url.indexOf(',') + 1));

describe('mock game and vendor art', () => {
  it('draws a cover per game: an emblem from its name, the full title and the vendor tag, not initials', () => {
    const gems = svgOf(gameIcon('Diamond Riches', 'PG', 40));
    const fish = svgOf(gameIcon('Ocean King War', 'JDB', 200));
    expect(gems).toContain('>Diamond Riches</text>');
    expect(gems).toContain('>PG</text>');
    expect(gems).not.toMatch(/>DR<\/text>/);
    // Different names get different emblems and scenes.
    expect(gems).not.toEqual(fish);
    expect(gems).toMatch(/<path d="M84 78h72/); // the gem
    expect(fish).toMatch(/<path d="M60 104c24-40/); // the fish
  });

  it('is deterministic and stays small enough for a page of 40 in one response', () => {
    expect(gameIcon('Lucky Panda Rush', 'JL', 10)).toBe(gameIcon('Lucky Panda Rush', 'JL', 10));
    const sizes = ['Golden Dragon Fever Megaways', 'Texas Holdem VIP', 'Mystic Magic Plus'].map(
      (name) => gameIcon(name, 'CQ9', 300).length,
    );
    expect(Math.max(...sizes)).toBeLessThan(4500);
  });

  it('escapes names and wraps long titles onto two lines', () => {
    const svg = svgOf(gameIcon('Fortune <Gems> & "Riches" Hold & Win Extreme', 'PP', 50));
    expect(svg).not.toContain('<Gems>');
    expect(svg.match(/font-weight="800"/g)).toHaveLength(2);
  });

  it('draws vendor logos as a mark and a wordmark, wide or square', () => {
    const wide = svgOf(vendorIcon('PG', 120));
    const square = svgOf(vendorIcon('PG', 120, { width: 64, height: 64 }));
    expect(wide).toContain('viewBox="0 0 160 80"');
    expect(square).toContain('viewBox="0 0 60 60"');
    for (const svg of [wide, square]) {
      expect(svg).toContain('>PG</text>');
      expect(svg).toContain('url(#m)');
    }
  });
});
