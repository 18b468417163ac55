import { describe, expect, it, vi } from 'vitest';
import viShell from './locales/vi/shell.json';
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

  it("reads a stored language only while the build offers it, else the build's default (ADR 051)", () => {
    const site = { languages: ['EN', 'VI'] as const, defaultLanguage: 'EN' as const };
    expect(readStoredLanguage(localStorage, site)).toBe('EN');
    localStorage.setItem('lang', 'MY');
    expect(readStoredLanguage(localStorage, site)).toBe('EN');
    localStorage.setItem('hisLang', 'vi');
    expect(readStoredLanguage(localStorage, site)).toBe('VI');
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

  it('shows Vietnamese with its own `lang`, one plural form for every count', async () => {
    await initI18n('EN');
    await changeLanguage('VI');
    expect(currentLanguage()).toBe('VI');
    expect(document.documentElement.lang).toBe('vi');
    expect(i18next.t('shell:header.login')).toBe(viShell.header.login);
    expect(i18next.t('shell:search.results', { count: 1 })).toBe('Tìm thấy 1 trò chơi');
    expect(i18next.t('shell:search.results', { count: 7 })).toBe('Tìm thấy 7 trò chơi');
    await changeLanguage('EN');
    expect(i18next.t('shell:search.results', { count: 1 })).toBe('1 game found');
  });

  it('shows the English text of a key the language lacks (fallbackLng, ADR 051)', async () => {
    await initI18n('VI');
    // A namespace of the test's own: the shipped bundles are the JSON modules themselves, never written to.
    i18next.addResourceBundle('en', 'probe', { onlyEnglish: 'Only in English' });
    try {
      const t = i18next.getFixedT('vi') as unknown as (key: string) => string;
      expect(t('probe:onlyEnglish')).toBe('Only in English');
    } finally {
      i18next.removeResourceBundle('en', 'probe');
      await initI18n('EN');
    }
  });
});
