/**
 * Lottery recent games (wire protocol §1.4 lottRecent, `/lgw/vn/games/game_menu/recent`) on the lottery
 * page: a member who played a Vietnamese lottery game finds it under "Recently played" and opens it
 * from there; a visitor, who has no recent list, sees none.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { initI18n } from '@/i18n';
import { clearSession } from '@/api/session-store';
import { signIn } from '../../support/mock-session';
import { renderSite } from '../../support/site';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
  // The lazy route's chunk, loaded once here rather than inside the first test's time.
  await import('@/ui/screens/lottery/LotteryScreen');
}, 60_000);

afterEach(() => clearSession());

const vnGame = () => {
  const game = db.lotteryGame.findFirst({ where: { prizeMode: { equals: 'VN' } } });
  if (!game) throw new Error('the seed has no Vietnamese lottery game');
  return game;
};

describe('lottery recent games', () => {
  it('lists a played Vietnamese lottery game and opens it from the list', async () => {
    signIn('player01');
    const game = vnGame();
    const user = userEvent.setup();
    // Opening a game launches its lobby, which the backend records as recently played.
    const view = renderSite(`/lottery?gameCode=${game.gameCode}&vendor=TCG_LOTTO_VN`);
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    const entry = await within(recent).findByRole('button', { name: game.gameName });
    expect(entry).toHaveAttribute('aria-current', 'true');
    act(() => view.navigate('/lottery'));
    // Found again: the page may draw the list anew for the new address.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Recently played' })).getByRole('button', {
          name: game.gameName,
        }),
      ).not.toHaveAttribute('aria-current'),
    );
    await user.click(
      within(screen.getByRole('region', { name: 'Recently played' })).getByRole('button', {
        name: game.gameName,
      }),
    );
    await waitFor(() =>
      expect(view.history.at(-1)).toBe(`/lottery?gameCode=${game.gameCode}&vendor=TCG_LOTTO_VN`),
    );
  }, 30_000);

  it('shows no recent list to a visitor', async () => {
    renderSite('/lottery');
    expect(await screen.findByRole('navigation', { name: 'Lottery games' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently played' })).toBeNull();
  });
});
