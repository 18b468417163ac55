import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { useScenario as applyScenario, server } from '@mocks/node';
import type { ScenarioName } from '@mocks/scenarios';
import { initI18n } from '@/i18n';
import { App } from '@/ui/app/App';
import { modals } from '@/ui/hooks/modals';
import { createQueryClient } from '@/ui/app/query-client';
import { BANNER_FRESH_MS } from '@/ui/screens/layout/banner/BannerStripContainer';

beforeAll(async () => {
  // Route screens and modals are lazy chunks: on a busy 2-core machine the first import can take seconds.
  configure({ asyncUtilTimeout: 5000 });
  await initI18n('EN');
});

function renderApp(route = '/', scenario?: ScenarioName) {
  if (scenario) applyScenario(scenario);
  const [path = '/', search = ''] = route.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const utils = render(
    <App
      routerHook={location.hook}
      searchHook={location.searchHook}
      queryClient={createQueryClient({ test: true })}
    />,
  );
  return { ...utils, location };
}

describe('site shell', () => {
  it('boots to home with header, notice bar and footer', async () => {
    renderApp('/');
    expect(await screen.findByTestId('home-screen')).toBeInTheDocument();
    expect(screen.getByTestId('site-header')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByTestId('notice-bar')).toBeInTheDocument();
    // The footer renders after the first paint (ADR 020).
    expect(await screen.findByTestId('site-footer')).toBeInTheDocument();
  });

  it('shows one navigation item per vendor lane with its vendor dropdown', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const slots = await within(nav).findByRole('button', { name: 'Slots' });
    await user.hover(slots);
    const list = await screen.findByRole('list', { name: 'Slots' });
    const tiles = within(list).getAllByRole('button');
    // At most 11 vendor icons, plus More when the lane has 11 or more.
    expect(tiles.filter((b) => b.textContent !== 'More').length).toBeLessThanOrEqual(11);
  });

  it('opens the notice modal at the clicked title', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const bar = await screen.findByTestId('notice-bar');
    const titles = within(bar).getAllByRole('button');
    const second = titles[1] ?? titles[0];
    if (!second) throw new Error('no notices in the default scenario');
    await user.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' }, { timeout: 5000 });
    const current = within(dialog)
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-current') === 'true');
    expect(current).toHaveTextContent(second.textContent ?? '');
  });

  it('shows the maintenance screen instead of the app', async () => {
    renderApp('/', 'maintenance');
    expect(await screen.findByTestId('maintenance-screen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
  });

  it('shows the region-blocked screen with the visitor IP', async () => {
    renderApp('/', 'regionBlocked');
    expect(await screen.findByTestId('region-blocked-screen')).toBeInTheDocument();
    expect(screen.getByText(/Your IP:/)).toBeInTheDocument();
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
  });

  it('serves the points shop on /pointMall (no route is a coming-soon page any more)', async () => {
    renderApp('/pointMall');
    expect(await screen.findByRole('heading', { name: 'Points Shop', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Log in to see your points' })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('goes to an allowlisted banner target and ignores refused ones', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/');
    const strip = await screen.findByTestId('banner-strip');
    const link = await within(strip).findAllByRole('button');
    const first = link[0];
    if (!first) throw new Error('home banner is not clickable');
    await user.click(first);
    await waitFor(() => expect(location.history.at(-1)).toBe('/promotions'));
  });

  it('opens the register modal over home on /register', async () => {
    renderApp('/register?referralCode=ABC');
    expect(await screen.findByTestId('home-screen')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a login popup asked for before the app mounted (a 401 on the first call)', async () => {
    modals.open('login');
    renderApp('/');
    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('fetches the banners once at boot and again when another page mounts the strip later', async () => {
    let calls = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('MCSFE_getListAnnouncements')) calls += 1;
    };
    server.events.on('request:start', count);
    try {
      const { location } = renderApp('/');
      expect(await screen.findByTestId('banner-strip')).toBeInTheDocument();
      expect(calls).toBe(1);
      const later = Date.now() + BANNER_FRESH_MS + 1000;
      vi.spyOn(Date, 'now').mockReturnValue(later);
      act(() => location.navigate('/rng'));
      await waitFor(() => expect(calls).toBe(2));
      // The lobby's chunk is still loading: the test ends once it has rendered, so no import outlives this
      // file (in the shared test project a late one failed whichever file was being torn down).
      expect((await screen.findAllByTestId('game-card')).length).toBeGreaterThan(0);
    } finally {
      vi.restoreAllMocks();
      server.events.removeListener('request:start', count);
    }
  });
});
