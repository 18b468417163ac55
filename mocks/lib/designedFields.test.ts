import { describe, expect, it } from 'vitest';
import { lotteryContract } from '@/contracts/lottery.contract';
import { promotionsContract } from '@/contracts/promotions.contract';
import { systemContract } from '@/contracts/system.contract';
import { withoutDesignedFields } from './designedFields';

const answer = (value: unknown) => ({ success: true, value });

describe('what a plain WPS backend leaves out of an answer (ADR 050)', () => {
  it('takes the designed fields out of a wire route and keeps the wire ones', () => {
    const body = answer([{ id: 1, title: 'Welcome', category: 'new_player', imageUrl: '/p.png' }]);
    expect(withoutDesignedFields(promotionsContract.merchantAvailable, body)).toEqual(
      answer([{ category: 'new_player' }]),
    );
  });

  it('reaches into lists inside keyed objects', () => {
    const body = answer({ north: { gameMenus: [{ gameCode: 'VN1', gameName: 'Miền Bắc', playType: 'x' }] } });
    expect(withoutDesignedFields(lotteryContract.vnMenus, body)).toEqual(
      answer({ north: { gameMenus: [{ gameCode: 'VN1', playType: 'x' }] } }),
    );
  });

  it('leaves a failure, and a route that is designed as a whole, as they are', () => {
    const failure = { success: false, errorCode: 'x', message: 'm' };
    expect(withoutDesignedFields(promotionsContract.merchantAvailable, failure)).toBe(failure);
    const designedRoute = Object.values(systemContract).find(
      (route) => (route.metadata as { source?: string } | undefined)?.source === 'designed',
    );
    expect(designedRoute).toBeDefined();
    const body = answer({ anything: 1 });
    if (designedRoute) expect(withoutDesignedFields(designedRoute, body)).toBe(body);
  });
});
