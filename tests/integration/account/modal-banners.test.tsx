/**
 * The account popups' banners (spec 01 §2) on the whole site against the mock: login and register
 * show the w_reg group's banner, forgot password the w_forget one; a popup whose group is empty shows
 * no picture and loses nothing else.
 */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { initI18n } from '@/i18n';
import { renderSite } from '../../support/site';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

describe('banners in the account popups', () => {
  it('shows the w_reg banner in the register popup', async () => {
    renderSite('/register');
    const register = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(register).findByRole('img', { name: 'Join now: 100% bonus' })).toBeInTheDocument();
  });

  it('shows the w_reg banner in login and the w_forget banner in forgot password', async () => {
    const user = userEvent.setup();
    renderSite('/login');
    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect(await within(login).findByRole('img', { name: 'Join now: 100% bonus' })).toBeInTheDocument();
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(await within(forgot).findByRole('img', { name: 'Account recovery' })).toBeInTheDocument();
    expect(within(forgot).queryByRole('img', { name: 'Join now: 100% bonus' })).toBeNull();
  });

  it('shows no picture when the group has no banner', async () => {
    db.banner.deleteMany({ where: { groupName: { equals: 'w_reg' } } });
    renderSite('/register');
    const register = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(register).findByRole('textbox', { name: /Username/ })).toBeInTheDocument();
    expect(within(register).queryByRole('img', { name: 'Join now: 100% bonus' })).toBeNull();
    // The only picture left is the captcha's.
    for (const img of within(register).queryAllByRole('img'))
      expect(img).toHaveAccessibleName('Captcha image');
  });
});
