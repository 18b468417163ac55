import { beforeEach, describe, expect, it, vi } from 'vitest';
import enMoney from './locales/en/memberMoney.json';
import cnMoney from './locales/cn/memberMoney.json';
import enShell from './locales/en/shell.json';
import { CENTRE_NAMESPACES } from './namespaces';

type I18nModule = typeof import('@/i18n');

/** A fresh i18n module for each test: what the boot loads is module state. */
async function freshI18n(): Promise<I18nModule> {
  vi.resetModules();
  const module = await import('@/i18n');
  // Should i18next outlive the module reset, forget what an earlier test loaded.
  if (module.i18next.isInitialized)
    for (const code of ['en', 'my', 'cn'])
      for (const ns of ['common', 'shell', ...CENTRE_NAMESPACES])
        module.i18next.removeResourceBundle(code, ns);
  return module;
}

describe("the centres' translations", () => {
  let i18n: I18nModule;
  beforeEach(async () => {
    i18n = await freshI18n();
  });

  it('are left out of a boot that defers them, and the first screen has its own text', async () => {
    const instance = await i18n.initI18n('EN', { centresLater: true });
    expect(instance.t('shell:header.login')).toBe(enShell.header.login);
    for (const ns of CENTRE_NAMESPACES) expect(instance.hasResourceBundle('en', ns), ns).toBe(false);
  });

  it('arrive with the first chunk that waits for them, in the language and its MY fallback', async () => {
    await i18n.initI18n('EN', { centresLater: true });
    const chunk = await i18n.withCentreTranslations(() => Promise.resolve('the deposit page'));
    expect(chunk).toBe('the deposit page');
    expect(i18n.i18next.t('memberMoney:deposit.submit')).toBe(enMoney.deposit.submit);
    for (const ns of CENTRE_NAMESPACES) {
      expect(i18n.i18next.hasResourceBundle('en', ns), ns).toBe(true);
      expect(i18n.i18next.hasResourceBundle('my', ns), ns).toBe(true);
    }
  });

  it('come with every language switch once a screen has asked for them', async () => {
    await i18n.initI18n('EN', { centresLater: true });
    await i18n.loadCentreTranslations();
    await i18n.changeLanguage('CN');
    expect(i18n.i18next.t('memberMoney:deposit.submit')).toBe(cnMoney.deposit.submit);
  });

  it('are part of a language load that does not defer them (Storybook, tests)', async () => {
    const instance = await i18n.initI18n('EN');
    expect(instance.t('memberMoney:deposit.submit')).toBe(enMoney.deposit.submit);
  });
});
