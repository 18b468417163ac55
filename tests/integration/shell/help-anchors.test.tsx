/**
 * The help centre's anchors (spec 01 §2: /help#term opens the help modal at that term): an anchor the
 * merchant has an article for opens that article; one it has none for shows the help list and says so,
 * never the first article (About us) in its place.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { helpCenter } from '@mocks/seed/reference';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import { findTermIndex, flattenHelp } from '@/ui/hooks/useHelpEntries';
import { renderWithProviders } from '../../setup/render';
import { HelpCentre } from '@/ui/screens/help/HelpCentre';
import HelpScreen from '@/ui/screens/help/HelpScreen';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  history.replaceState(null, '', '/');
});

const MISSING = 'That topic is not in our help centre. Choose a topic from the list.';

function renderCentre(term: string | null) {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <HelpCentre term={term} />
    </AppProviders>,
  );
}

function renderScreen(hash: string) {
  history.replaceState(null, '', `/help${hash}`);
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <HelpScreen />
    </AppProviders>,
    { route: '/help' },
  );
}

describe('help anchors', () => {
  it('finds an article by its tag and says -1 for a tag the merchant has none for', () => {
    const entries = flattenHelp(helpCenter('EN'));
    expect(entries[findTermIndex(entries, 'faqs')]?.title).toBe('FAQs');
    expect(entries[findTermIndex(entries, 'aboutus')]?.title).toBe('About us');
    expect(findTermIndex(entries, 'terms')).toBeGreaterThan(-1);
    expect(findTermIndex(entries, 'bonus-rules')).toBe(-1);
    expect(findTermIndex(entries, null)).toBe(0);
  });

  it('opens the article the anchor names', async () => {
    renderCentre('faqs');
    expect(await screen.findByRole('heading', { level: 2, name: 'FAQs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FAQs' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the list, not About us, for an anchor without an article; a topic picked then opens', async () => {
    const user = userEvent.setup();
    renderCentre('bonus-rules');
    expect(await screen.findByText(MISSING)).toHaveAttribute('role', 'status');
    const menu = screen.getByRole('list', { name: 'Help topics' });
    expect(within(menu).getAllByRole('button').length).toBeGreaterThan(1);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(within(menu).queryByRole('button', { current: true })).toBeNull();
    await user.click(within(menu).getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Withdraw' })).toBeInTheDocument();
  });

  it('sends About us to the list when the merchant has no About us article', async () => {
    server.use(
      http.get('*/wps/system/helpCenter', () =>
        HttpResponse.json({
          success: true,
          value: helpCenter('EN').filter((item) => item.tag !== 'aboutus'),
        }),
      ),
    );
    renderCentre('aboutus');
    expect(await screen.findByText(MISSING)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 2, name: 'Deposit' })).toBeNull();
  });
});

describe('/help#term', () => {
  it('opens the help modal at an article the merchant has', async () => {
    renderScreen('#faqs');
    const dialog = await screen.findByRole('dialog', { name: 'Help Centre' });
    expect(await within(dialog).findByRole('heading', { level: 2, name: 'FAQs' })).toBeInTheDocument();
  });

  it('opens no modal for a missing article: the page shows the help list', async () => {
    renderScreen('#bonus-rules');
    const page = screen.getByTestId('help-page');
    expect(await within(page).findByText(MISSING)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows the anchor when only the hash changes (a footer link clicked on /help)', async () => {
    renderScreen('#bonus-rules');
    const page = screen.getByTestId('help-page');
    expect(await within(page).findByText(MISSING)).toHaveAttribute('role', 'status');
    act(() => history.pushState(null, '', '/help#aboutus'));
    const dialog = await screen.findByRole('dialog', { name: 'Help Centre' });
    expect(await within(dialog).findByRole('heading', { level: 2, name: 'About us' })).toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 2, name: 'About us' })).toBeInTheDocument();
  });
});
