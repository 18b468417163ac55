/**
 * The merchant's CAPTCHA3 switch (a module id of wire protocol §1.1) and COUNTRYCODE3 (a designed id for a
 * flag of spec 01 §1; ADR 050) on the whole site against the mock: with the captcha module off, registration
 * has no captcha field and failed logins never ask for one; with the country-code selector off, the mobile
 * field shows the one country's code.
 */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useScenario } from '@mocks/node';
import { clearSession } from '@/api/session-store';
import { initI18n } from '@/i18n';
import { renderSite } from '../../support/site';
import { solveSlider } from '../../support/steps';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

afterEach(() => {
  clearSession();
  localStorage.clear();
});

async function failLogin(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  const password = within(dialog).getByLabelText('Password');
  await user.clear(password);
  await user.type(password, 'wrong-pass');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  await solveSlider(user);
  await within(dialog).findByText('Account or password incorrect.');
}

describe('CAPTCHA3', () => {
  it('on (default): registration asks for the captcha', async () => {
    renderSite('/register');
    const register = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(register).findByRole('textbox', { name: 'Captcha' })).toBeInTheDocument();
  });

  it('off: registration has no captcha field', async () => {
    useScenario('captchaOff');
    renderSite('/register');
    const register = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(register).findByRole('textbox', { name: /Username/ })).toBeInTheDocument();
    expect(within(register).queryByRole('textbox', { name: 'Captcha' })).toBeNull();
  });

  it('off: failed logins never bring up a captcha', async () => {
    useScenario('captchaOff');
    const user = userEvent.setup();
    renderSite('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    for (let i = 0; i < 3; i += 1) await failLogin(dialog, user);
    expect(within(dialog).queryByRole('textbox', { name: 'Captcha' })).toBeNull();
  });
});

describe('COUNTRYCODE3', () => {
  it('off: the mobile field shows the country code instead of a selector', async () => {
    useScenario('countryCodeFixed');
    const user = userEvent.setup();
    renderSite('/register');
    const register = await screen.findByRole('dialog', { name: 'Register' });
    await user.click(await within(register).findByRole('tab', { name: 'Mobile' }));
    const mobile = await within(register).findByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toBeInTheDocument();
    expect(within(register).queryByRole('combobox', { name: 'Country code' })).toBeNull();
    expect(within(register).getByText('+60')).toBeInTheDocument();
  });

  it('on (default): the mobile field offers the country codes', async () => {
    useScenario('default', { whitelabel: { MOBILENUMREG3: true } });
    const user = userEvent.setup();
    renderSite('/register');
    const register = await screen.findByRole('dialog', { name: 'Register' });
    await user.click(await within(register).findByRole('tab', { name: 'Mobile' }));
    expect(await within(register).findByRole('combobox', { name: 'Country code' })).toBeInTheDocument();
  });
});
