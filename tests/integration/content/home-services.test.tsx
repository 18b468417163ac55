/**
 * The home page's services (spec 02 §1, §7) on the whole site against the mock: the jackpot, popular games,
 * the winner board, the Vietnamese lottery results and the promotions teaser load on their own (a failed
 * winner board never blanks the page), and feedback refuses over 140 characters, a 6 MB picture and a fourth
 * picture with their messages, sending nothing and keeping what was written; valid feedback is sent once.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { changeLanguage, initI18n } from '@/i18n';
import { countRequests, renderSite } from '../../support/site';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
  await import('@/ui/screens/home/HomeServices');
}, 60_000);

afterEach(async () => {
  await changeLanguage('EN');
});

const MB = 1024 * 1024;
const picture = (name: string, size = 1024, type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('home services', () => {
  it('shows the progressive jackpot, rising while it is on screen', async () => {
    renderSite('/');
    const jackpot = await screen.findByRole('region', { name: 'Progressive jackpot' }, { timeout: 15_000 });
    const counter = within(jackpot).getByRole('status');
    const first = counter.getAttribute('aria-label') ?? '';
    expect(first).toMatch(/^P [\d,]+\.\d{2}$/);
    await waitFor(() => expect(counter.getAttribute('aria-label')).not.toBe(first), { timeout: 5000 });
  });

  it('shows popular games and the winner board, each in its own block', async () => {
    renderSite('/');
    const popular = await screen.findByRole('list', { name: 'Popular games' }, { timeout: 15_000 });
    expect(within(popular).getAllByRole('listitem').length).toBeGreaterThan(0);
    const winners = await screen.findByRole('list', { name: 'Winner board' });
    expect(within(winners).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('shows the Vietnamese lottery results and the first promotions, each leading to its page', async () => {
    renderSite('/');
    const results = await screen.findByRole(
      'list',
      { name: 'Vietnamese lottery results' },
      { timeout: 15_000 },
    );
    const first = within(results).getAllByRole('listitem')[0];
    expect(first?.textContent ?? '').toMatch(/\d{5,6}/);
    expect(screen.getByRole('link', { name: 'Play the Vietnamese lottery' })).toHaveAttribute(
      'href',
      '/vnlottery',
    );
    const promotions = await screen.findByRole('region', { name: 'Promotions' });
    const links = await within(promotions).findAllByRole('link');
    // Three promotions, then the way to all of them.
    expect(links.map((a) => a.textContent)).toEqual([
      'Slots 50% reload bonus',
      expect.any(String),
      expect.any(String),
      'All promotions',
    ]);
    expect(links[0]?.getAttribute('href')).toMatch(/^\/promoDetail\?id=\d+$/);
  });

  it('keeps the page when the winner board fails: its block offers a retry', async () => {
    server.use(
      http.get('*/wps/relay/ODSFE2_getWinnerBoard', () =>
        HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
      ),
    );
    renderSite('/');
    const block = await screen.findByRole('region', { name: 'Winner board' }, { timeout: 15_000 });
    expect(await within(block).findByText('The winner board could not be loaded.')).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Popular games' })).toBeInTheDocument();
  });

  it('refuses feedback over 140 characters, a 6 MB picture and a fourth picture, and sends valid feedback once', async () => {
    const sent = countRequests('/wps/feedback', 'PUT');
    const before = db.feedback.count();
    renderSite('/');
    // The blocks load after the first paint; the form is used once the page around it has settled.
    await screen.findByRole('list', { name: 'Popular games' }, { timeout: 15_000 });
    await screen.findByRole('list', { name: 'Winner board' });
    const form = await screen.findByRole('form', { name: 'Feedback' });
    const user = userEvent.setup({ delay: null });
    const text = within(form).getByRole('textbox', { name: 'Your feedback' });
    const long = 'a'.repeat(141);
    await user.type(text, long);
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('At most 140 characters (141 now)')).toBeInTheDocument();
    expect(text).toHaveValue(long);

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
    expect(sent.count).toBe(0);

    await user.clear(text);
    await user.type(text, 'The fishing lobby is slow tonight');
    await user.dblClick(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you: your feedback was sent.')).toBeInTheDocument();
    expect(sent.count).toBe(1);
    expect(db.feedback.count()).toBe(before + 1);
  });
});
