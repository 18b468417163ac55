import { describe, expect, it } from 'vitest';
import type { VendorCard, VendorLane } from '@/contracts/games.contract';
import { homeProviders } from './HomeScreen';

const card = (vassalage: string, gameType: string, extra: Partial<VendorCard> = {}): VendorCard => ({
  vassalage,
  displayName: vassalage,
  gameType,
  ...extra,
});

describe('homeProviders', () => {
  const lanes: VendorLane[] = [
    {
      title: 'RNG',
      cards: [
        card('PG', 'RNG'),
        card('JILI', 'RNG', { isHot: '1' }),
        card('DOWN', 'RNG', { maintenance: true }),
      ],
    },
    { title: 'LIVE', cards: [card('SA', 'LIVE', { isHot: true }), card('PG', 'RNG')] },
    { title: 'UNKNOWN', cards: [card('X', 'UNKNOWN')] },
  ];

  it('puts HOT providers first, keeps each once, drops those in maintenance or without a page', () => {
    expect(homeProviders(lanes).map((p) => [p.card.vassalage, p.hot])).toEqual([
      ['JILI', true],
      ['SA', true],
      ['PG', false],
    ]);
  });

  it('links lobby types to their lobby and the others to their category with the vendor as game', () => {
    const byCode = Object.fromEntries(homeProviders(lanes).map((p) => [p.card.vassalage, p.href]));
    expect(byCode.JILI).toBe('/rng?page=JILI');
    expect(byCode.SA).toBe('/live?game=SA');
  });

  it('stops at the limit', () => {
    expect(homeProviders(lanes, 2)).toHaveLength(2);
  });
});
