import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_LANGUAGES,
  LANGUAGE_REGISTRY,
  defaultLanguageOf,
  readLanguageList,
  siteLanguagesOf,
  wireLanguage,
} from './languages';

describe("the merchant's languages (spec 01 §1, ADR 051)", () => {
  it("are the spec's first reading unless the build names others: EN, MY, CN, MY first shown", () => {
    expect(siteLanguagesOf(undefined)).toEqual({ languages: DEFAULT_SITE_LANGUAGES, defaultLanguage: 'MY' });
    expect(DEFAULT_SITE_LANGUAGES).toEqual(['EN', 'MY', 'CN']);
    expect(siteLanguagesOf('  ')).toEqual(siteLanguagesOf(undefined));
  });

  it("keep the merchant's order, read any case and separator, and drop repeats", () => {
    expect(siteLanguagesOf('vi, en  EN')).toEqual({ languages: ['VI', 'EN'], defaultLanguage: 'VI' });
  });

  it('keep MY as the default while listed, else take the first', () => {
    expect(defaultLanguageOf(['EN', 'VI', 'MY'])).toBe('MY');
    expect(defaultLanguageOf(['EN', 'VI'])).toBe('EN');
    expect(siteLanguagesOf('CN,EN').defaultLanguage).toBe('CN');
  });

  it('refuse a language the site has no translations for, naming the ones it has', () => {
    expect(readLanguageList('EN,HI,BN')).toEqual({
      ok: false,
      problem: 'no translations for HI, BN (shipped: EN, MY, CN, VI)',
    });
    expect(() => siteLanguagesOf('XX')).toThrow(/^VITE_LANGUAGES: no translations for XX/);
  });

  it('name each language as the wire does and as the page does', () => {
    expect(wireLanguage('VI')).toBe('VI');
    expect(LANGUAGE_REGISTRY.VI).toEqual({ folder: 'vi', htmlLang: 'vi', label: 'Tiếng Việt', wire: 'VI' });
    expect(LANGUAGE_REGISTRY.MY.htmlLang).toBe('ms');
  });
});
