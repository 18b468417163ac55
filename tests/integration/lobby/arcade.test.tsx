/**
 * An arcade lane (spec 01 §1 counts arcade among the categories): with vendors it gets a page like the other
 * vendor lanes (/arcade, one card per vendor), reached from the header and from home; a lane without vendors
 * is not shown at all, so no entry leads to an empty page.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { initI18n } from '@/i18n';
import { homeCategories } from '@/ui/screens/home/HomeScreen';
import { renderSite } from '../../support/site';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

const VENDORS = '*/wps/relay/GCSGAME_newGameVendor';

const arcadeCard = (code: string, name: string) => ({
  vassalage: code,
  displayName: name,
  gameType: 'ARCADE',
  isHot: '0',
  smallIcon: null,
  lagerIcon: null,
});

/** Answers the vendor lanes with one RNG lane and an ARCADE lane holding `cards`. */
function lanesWithArcade(cards: ReturnType<typeof arcadeCard>[]) {
  server.use(
    http.get(VENDORS, () =>
      HttpResponse.json({
        success: true,
        value: {
          data: {
            lanes: [
              { title: 'RNG', cards: [{ ...arcadeCard('PG', 'PG Soft'), gameType: 'RNG' }] },
              { title: 'ARCADE', cards },
            ],
          },
        },
      }),
    ),
  );
}

describe('arcade lane', () => {
  it('has a page of its own, reached from the header, listing its vendors', async () => {
    lanesWithArcade([arcadeCard('AC1', 'Arcade One'), arcadeCard('AC2', 'Arcade Two')]);
    const user = userEvent.setup();
    const { history } = renderSite('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(await within(nav).findByRole('button', { name: 'Arcade' }));
    await waitFor(() => expect(history.at(-1)).toBe('/arcade'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arcade' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Arcade One/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Arcade Two/ })).toBeInTheDocument();
  });

  it('is a home category leading to its page', async () => {
    lanesWithArcade([arcadeCard('AC1', 'Arcade One')]);
    renderSite('/');
    const home = await screen.findByTestId('home-screen');
    expect(await within(home).findByRole('link', { name: 'Arcade' })).toHaveAttribute('href', '/arcade');
  });

  it('is not shown when the merchant has no arcade vendors', async () => {
    lanesWithArcade([]);
    renderSite('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('button', { name: 'Slots' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Arcade' })).toBeNull();
    expect(homeCategories(['RNG', 'ARCADE'])).toEqual(['rng', 'arcade', 'promotions']);
    const home = screen.getByTestId('home-screen');
    expect(within(home).queryByRole('link', { name: 'Arcade' })).toBeNull();
  });
});
