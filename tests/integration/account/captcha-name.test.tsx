/**
 * The login captcha button is named by what it shows (WCAG 2.5.3 label in name; ADR 017):
 * "Tap to load" while the picture failed to load, the refresh action once the picture is there, in
 * every language. Driven through the screens against the MSW mock (captchaRequired scenario).
 */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server, useScenario as applyScenario } from '@mocks/node';
import { clearSession } from '@/api/session-store';
import type { Language } from '@/config/constants';
import { changeLanguage, initI18n } from '@/i18n';
import { allowSlowScreens, newUser, openLogin, solveSlider, submitLogin } from '../../support/steps';
import { renderSite } from '../../support/site';

beforeAll(async () => {
  allowSlowScreens();
  await initI18n('EN');
});

afterEach(async () => {
  clearSession();
  await changeLanguage('EN');
  localStorage.clear();
});

/** What each language shows on the failed picture, and the button's name once the picture is there. */
const NAMES: [Language, { retry: string; refresh: string }][] = [
  ['EN', { retry: 'Tap to load', refresh: 'Refresh the captcha image' }],
  ['MY', { retry: 'Ketik untuk muat', refresh: 'Muat semula imej captcha' }],
  ['CN', { retry: '点击加载', refresh: '刷新验证码图片' }],
];

describe('the login captcha button', () => {
  it('is named by the text it shows while the picture failed, and for its action once it loaded, in EN/MY/CN', async () => {
    applyScenario('captchaRequired');
    let captchaFails = true;
    server.use(http.get('*/wps/captcha', () => (captchaFails ? HttpResponse.error() : undefined)));
    renderSite();
    const user = newUser();
    const dialog = await openLogin(user);
    await submitLogin(user, dialog, 'player01', 'Passw0rd1');
    await solveSlider(user);

    for (const [language, { retry }] of NAMES) {
      await act(() => changeLanguage(language));
      const button = await within(dialog).findByRole('button', { name: retry }, { timeout: 15_000 });
      expect(button).toHaveTextContent(retry);
    }

    captchaFails = false;
    await user.click(within(dialog).getByRole('button', { name: '点击加载' }));
    for (const [language, { refresh }] of [...NAMES].reverse()) {
      await act(() => changeLanguage(language));
      const button = await within(dialog).findByRole('button', { name: refresh });
      expect(within(button).getByRole('img')).toBeInTheDocument();
    }
    expect(screen.getByRole('dialog', { name: 'Login' })).toBe(dialog);
  }, 45_000);
});
