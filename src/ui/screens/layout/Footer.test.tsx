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
