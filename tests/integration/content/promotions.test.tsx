/**
 * /promotions and /promoDetail (spec 01 §2; ADR 025) against the mock: the merchant's promotions by A's
 * categories (none → other_promo), the detail with its sanitized content, a visitor asked to log in
 * at apply, and a member's application: the remark and picture rules refuse with their message and
 * send nothing, keeping what was typed; a valid application is sent once (double click) and the page
 * then says Applying. Translated.
 */
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '@mocks/node';
import { changeLanguage, initI18n } from '@/i18n';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';
import { signIn } from '../../support/mock-session';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
  await import('@/ui/screens/promotions/PromotionsScreen');
  await import('@/ui/screens/promotions/PromoDetailScreen');
}, 60_000);

afterEach(async () => {
  await changeLanguage('EN');
});

function renderAt(path: string) {
  const [pathname = '/', search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <App
      routerHook={location.hook}
      searchHook={location.searchHook}
      queryClient={createQueryClient({ test: true })}
    />,
  );
  return location;
}

/** Application requests (POST /wps/promotions) seen by the mock from now on. */
function countApplications(): { count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/wps/promotions') seen.count += 1;
  });
  return seen;
}

const MB = 1024 * 1024;
const picture = (name: string, size = 1024, type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('/promotions', () => {
  it('lists the promotions by category; one without a category is filed under Other', async () => {
    renderAt('/promotions');
    const page = await screen.findByRole('region', { name: 'Promotions' });
    const tabs = await within(page).findByRole('tablist', { name: 'Promotion categories' });
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(within(page).getByRole('article', { name: 'Slots 50% reload bonus' })).toBeInTheDocument();
    expect(within(page).getByRole('article', { name: 'Mystery weekly gift' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(tabs).getByRole('tab', { name: 'Slots' }));
    const panel = within(page).getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toHaveLength(1);
    expect(within(panel).getByRole('article', { name: 'Slots 50% reload bonus' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Other' }));
    expect(within(page).getByRole('article', { name: 'Mystery weekly gift' })).toBeInTheDocument();
    expect(within(page).queryByRole('article', { name: 'Slots 50% reload bonus' })).toBeNull();
    expect(
      within(page).getByRole('link', { name: 'Details: Mystery weekly gift' }).getAttribute('href'),
    ).toMatch(/\/promoDetail\?id=\d+$/);
  });

  it('writes the category tab to the address; the address opens it and back returns to the tab before (ADR 039)', async () => {
    const { history, navigate } = renderAt('/promotions?ref=banner');
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: 'Promotion categories' });
    await user.click(within(tabs).getByRole('tab', { name: 'Slots' }));
    expect(history).toEqual(['/promotions?ref=banner', '/promotions?ref=banner&category=rng_promo']);
    expect(within(tabs).getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'All' }));
    expect(history.at(-1)).toBe('/promotions?ref=banner');

    // Back: the entry before is the address again, and its tab is shown.
    act(() => navigate('/promotions?ref=banner&category=rng_promo'));
    expect(within(tabs).getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('article', { name: 'Mystery weekly gift' })).toBeNull();
  });

  it('opens the category its address names', async () => {
    renderAt('/promotions?category=rng_promo');
    expect(await screen.findByRole('tab', { name: 'Slots', selected: true })).toBeInTheDocument();
  });

  it('opens All for a category it does not know', async () => {
    renderAt('/promotions?category=nonsense');
    expect(await screen.findByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
  });

  it('is translated (MY)', async () => {
    await changeLanguage('MY');
    renderAt('/promotions');
    expect(await screen.findByRole('region', { name: 'Promosi' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Semua' })).toBeInTheDocument();
  });
});

describe('/promoDetail', () => {
  it('shows a visitor the rules and asks for the login at apply', async () => {
    renderAt('/promoDetail?id=1');
    const page = await screen.findByRole('article', { name: 'Slots 50% reload bonus' });
    expect(await within(page).findByText(/Terms: minimum deposit P100/)).toBeInTheDocument();
    expect(within(page).queryByRole('form')).toBeNull();
    await userEvent.setup().click(within(page).getByRole('button', { name: 'Log in to apply' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('says so when the promotion does not exist, with a way back', async () => {
    renderAt('/promoDetail?id=9999');
    expect(await screen.findByRole('heading', { name: 'Promotion not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
  });

  it('refuses a long remark and wrong pictures with their message, sends nothing, keeps the typing; a valid application is sent once and shows Applying', async () => {
    signIn('player01');
    const sent = countApplications();
    renderAt('/promoDetail?id=1');
    const form = await screen.findByRole('form', { name: 'Apply for this promotion' });
    const user = userEvent.setup();
    const remark = within(form).getByRole('textbox', { name: 'Remark (optional)' });
    const long = 'a'.repeat(141);
    await user.click(remark);
    await user.paste(long);
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await within(form).findByText('At most 140 characters (141 now)')).toBeInTheDocument();
    expect(remark).toHaveValue(long);

    const input = within(form).getByLabelText('Add picture');
    await user.upload(input, picture('big.png', 6 * MB));
    expect(within(form).getByText('big.png is larger than 5 MB')).toBeInTheDocument();
    await user.upload(input, [picture('a.png'), picture('b.png'), picture('c.png'), picture('d.png')]);
    expect(within(form).getByText('d.png was not added: at most 3 images')).toBeInTheDocument();
    // Three kept: the add control gives way to a note saying why no more can be added.
    expect(within(form).queryByLabelText('Add picture')).toBeNull();
    expect(within(form).getByRole('status')).toHaveTextContent(
      'At most 3 pictures can be attached: remove one to add another.',
    );
    expect(within(form).getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    expect(sent.count).toBe(0);

    await user.clear(remark);
    await user.type(remark, 'Deposited P500 on Monday');
    await user.dblClick(within(form).getByRole('button', { name: 'Apply' }));
    // Once the lists are refreshed the page shows the status and says the application is under review.
    const page = screen.getByRole('article', { name: 'Slots 50% reload bonus' });
    expect(await within(page).findByText('Applying')).toBeInTheDocument();
    expect(within(page).getByText(/Your application was sent/)).toBeInTheDocument();
    expect(sent.count).toBe(1);
  });
});
