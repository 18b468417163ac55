/**
 * Home leads on (spec 02 §1 home services): the points block shows a member's points as the points shop
 * does and leads to the shop, offers a visitor the login, and fails on its own with a retry; a popular game
 * launches through the launch gates (a visitor is asked to log in, a member reaches the game's lottery page).
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { pointAccountFor } from '@mocks/lib/points';
import { initI18n } from '@/i18n';
import { formatPoints } from '@/ui/components/format';
import { renderSite } from '../../support/site';
import { signIn } from '../../support/mock-session';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
  await import('@/ui/screens/home/HomeServices');
}, 60_000);

const pointsBlock = () => screen.findByRole('region', { name: 'Points' }, { timeout: 15_000 });

describe('home points block', () => {
  it("shows a member's points as the points shop does and leads to the shop", async () => {
    signIn('vip05');
    const member = findMemberByAccount('vip05');
    if (!member) throw new Error('no vip05');
    const expected = `${formatPoints(pointAccountFor(member).balance)} points`;
    const { history } = renderSite('/');
    const block = await pointsBlock();
    expect(await within(block).findByText(expected)).toBeInTheDocument();
    const shop = within(block).getByRole('link', { name: 'Go to the Points Shop' });
    expect(shop).toHaveAttribute('href', '/pointMall');
    await userEvent.setup().click(shop);
    expect(history.at(-1)).toBe('/pointMall');
  });

  it('offers a visitor the login and the shop, and asks for no points', async () => {
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('MCS2_getPointBalance')) asked += 1;
    });
    renderSite('/');
    const block = await pointsBlock();
    expect(await within(block).findByText('Log in to see your points')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Go to the Points Shop' })).toHaveAttribute(
      'href',
      '/pointMall',
    );
    await userEvent.setup().click(within(block).getByRole('button', { name: 'Log in for my points' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(asked).toBe(0);
  });

  it('says when the points cannot be loaded, and shows them after a retry', async () => {
    signIn('vip05');
    let fail = true;
    server.use(
      http.get('*/wps/relay/MCS2_getPointBalance', () =>
        fail
          ? HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 })
          : undefined,
      ),
    );
    renderSite('/');
    const block = await pointsBlock();
    expect(await within(block).findByText('Your points could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(block).getByRole('button', { name: 'Try again' }));
    expect(await within(block).findByText(/^[\d,]+ points$/)).toBeInTheDocument();
  });
});

describe('home popular games', () => {
  const firstGame = async () => {
    const popular = await screen.findByRole('list', { name: 'Popular games' }, { timeout: 15_000 });
    const first = within(popular).getAllByRole('button')[0];
    if (!first) throw new Error('no popular game');
    return first;
  };

  it('asks a visitor to log in first (the launch gate), staying on home', async () => {
    const { history } = renderSite('/');
    await userEvent.setup().click(await firstGame());
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(history.at(-1)).toBe('/');
  });

  it("takes a member to the game's lottery page", async () => {
    signIn('player01');
    const { history } = renderSite('/');
    await userEvent.setup().click(await firstGame());
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/lottery\?gameCode=[^&]+/));
  });
});
