import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/i18n';
import { renderWithProviders } from '../../../../tests/setup/render';
import { Footer } from './Footer';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(async () => {
  await changeLanguage('EN');
});

describe('footer licences (spec 01 §2)', () => {
  it('shows each licence as a picture named by its authority, in the interface language', async () => {
    renderWithProviders(<Footer vendors={[]} iosUrl={null} androidUrl={null} />);
    const licences = screen.getByRole('region', { name: 'Licences' });
    const badges = within(licences).getAllByRole('img');
    expect(badges.map((b) => b.getAttribute('alt'))).toEqual([
      'Malta Gaming Authority',
      'British Virgin Islands',
    ]);
    for (const badge of badges) expect(badge.getAttribute('src')).toMatch(/svg/);
    await changeLanguage('CN');
    expect(await within(licences).findByRole('img', { name: '马耳他博彩管理局' })).toBeInTheDocument();
  });
});

describe('footer links (spec 01 §2)', () => {
  it('opens each help link at its own help article tag (the wire tags where it has them)', () => {
    renderWithProviders(<Footer vendors={[]} iosUrl={null} androidUrl={null} />);
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['About us', '/help#aboutus'],
      ['Terms and conditions', '/help#terms'],
      ['Privacy policy', '/help#privacy'],
      ['Responsible gaming', '/help#responsible'],
      ['FAQ', '/help#faqs'],
    ]);
  });

  it('leads to the announcements, the points shop, VIP and the agent join page', () => {
    renderWithProviders(<Footer vendors={[]} iosUrl={null} androidUrl={null} />, { route: '/vip' });
    const pages = screen.getByRole('navigation', { name: 'Site' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Announcements', '/noticePage'],
      ['Points Shop', '/pointMall'],
      ['VIP', '/vip'],
      ['Join as Agent', '/join'],
    ]);
    expect(within(pages).getByRole('link', { name: 'VIP' })).toHaveAttribute('aria-current', 'page');
  });
});
