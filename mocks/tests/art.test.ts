import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { gameIcon, rewardIcon, vendorIcon } from '../factories/games.factories';
import { handlers } from '../handlers';
import { bannerArtUrl, drawArt } from '../lib/art';

const SITE = 'http://127.0.0.1:5173';

/** The picture an address in a list response stands for, drawn as the mock's image CDN draws it. */
const svgOf = (address: string): string => {
  const svg = drawArt(new URL(address, SITE));
  if (svg === null) throw new Error(`no picture at ${address}`);
  return svg;
};

describe('mock game and vendor art', () => {
  it('is a short same-site address in the list, as a real backend sends a CDN path', () => {
    const address = gameIcon('Golden Dragon Fever Megaways', 'CQ9', 300);
    expect(address).toMatch(/^\/mock-art\/game\.svg\?/);
    expect(address.length).toBeLessThan(120);
    expect(vendorIcon('PG', 120)).toMatch(/^\/mock-art\/vendor\.svg\?/);
    expect(rewardIcon('Gift card', 20)).toMatch(/^\/mock-art\/reward\.svg\?/);
  });

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

  it('is deterministic and small', () => {
    expect(svgOf(gameIcon('Lucky Panda Rush', 'JL', 10))).toBe(svgOf(gameIcon('Lucky Panda Rush', 'JL', 10)));
    const sizes = ['Golden Dragon Fever Megaways', 'Texas Holdem VIP', 'Mystic Magic Plus'].map(
      (name) => svgOf(gameIcon(name, 'CQ9', 300)).length,
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

  it('draws banners and promotion pictures by address, at the size asked, and the answer stays small', () => {
    const address = bannerArtUrl('Welcome bonus', 'HOME', 200);
    expect(address).toMatch(/^\/mock-art\/banner\.svg\?/);
    expect(address.length).toBeLessThan(120);
    const banner = svgOf(address);
    expect(banner).toContain('viewBox="0 0 1200 360"');
    expect(banner).toContain('>Welcome bonus</text>');
    expect(svgOf(bannerArtUrl('Reload', 'Promotion', 20, 800, 300))).toContain('viewBox="0 0 800 300"');
    expect(drawArt(new URL('/mock-art/banner.svg?title=A&sub=B&hue=10&w=9000&h=300', SITE))).toBeNull();
  });

  it('draws nothing for an address it never hands out', () => {
    for (const address of [
      '/mock-art/game.svg?name=A&vendor=PG', // no hue
      '/mock-art/game.svg?name=A&vendor=PG&hue=360',
      '/mock-art/game.svg?name=A&hue=10',
      `/mock-art/game.svg?name=${'x'.repeat(81)}&vendor=PG&hue=10`,
      '/mock-art/vendor.svg?code=PG&hue=10&w=5000&h=80',
      '/mock-art/other.svg?name=A&hue=10',
      '/wps/game.svg?name=A&vendor=PG&hue=10',
    ])
      expect(drawArt(new URL(address, SITE))).toBeNull();
  });

  it('is served as a cacheable SVG by the handlers every mock shares, and 404 for a foreign address', async () => {
    const found = await getResponse(
      handlers,
      new Request(new URL(gameIcon('Diamond Riches', 'PG', 40), SITE)),
    );
    expect(found?.status).toBe(200);
    expect(found?.headers.get('content-type')).toBe('image/svg+xml');
    expect(found?.headers.get('cache-control')).toContain('immutable');
    expect(await found?.text()).toContain('>Diamond Riches</text>');
    const missing = await getResponse(handlers, new Request(`${SITE}/mock-art/game.svg?name=A`));
    expect(missing?.status).toBe(404);
  });
});
