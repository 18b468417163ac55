import { describe, expect, it, vi } from 'vitest';
import {
  changeLanguage,
  currentLanguage,
  i18next,
  initI18n,
  onLanguageChange,
  readStoredLanguage,
} from '@/i18n';

describe('language', () => {
  it('defaults to MY and reads any of the stored keys', () => {
    expect(readStoredLanguage()).toBe('MY');
    localStorage.setItem('hisLang', 'CN');
    expect(readStoredLanguage()).toBe('CN');
    localStorage.setItem('language', 'en');
    expect(readStoredLanguage()).toBe('EN');
  });

  it('changes the locale, stores it under language, hisLang and lang, and runs the update effects', async () => {
    await initI18n('MY');
    const effect = vi.fn();
    const off = onLanguageChange(effect);
    await changeLanguage('EN');
    off();
    expect(currentLanguage()).toBe('EN');
    expect(i18next.t('shell:header.login')).toBe('Log in');
    for (const key of ['language', 'hisLang', 'lang']) expect(localStorage.getItem(key)).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(effect).toHaveBeenCalledWith('EN');
    await changeLanguage('MY');
    expect(i18next.t('shell:header.login')).toBe('Log masuk');
    expect(document.documentElement.lang).toBe('ms');
  });

  it('a later initI18n that names a language shows that language; without one it keeps the current', async () => {
    await initI18n('CN');
    expect(currentLanguage()).toBe('CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    await initI18n();
    expect(currentLanguage()).toBe('CN');
    await initI18n('EN');
    expect(i18next.t('shell:header.login')).toBe('Log in');
    expect(document.documentElement.lang).toBe('en');
  });
});
