import { beforeEach, describe, expect, it, vi } from 'vitest';
import enMoney from './locales/en/memberMoney.json';
import cnMoney from './locales/cn/memberMoney.json';
import enShell from './locales/en/shell.json';
import myMoney from './locales/my/memberMoney.json';
import viMoney from './locales/vi/memberMoney.json';
import { LANGUAGE_REGISTRY } from '@/config/languages';
import { CENTRE_NAMESPACES } from './namespaces';

/**
 * The language switch waits for a paint before it shows the new language; a test holds that wait
 * open to put another load inside it.
 */
const paint = vi.hoisted(() => ({ held: undefined as Promise<void> | undefined, waited: 0 }));
vi.mock('@/config/afterNextPaint', () => ({
  afterNextPaint: () => {
    paint.waited += 1;
    return paint.held ?? Promise.resolve();
  },
}));

type I18nModule = typeof import('@/i18n');

/** A fresh i18n module for each test: what the boot loads is module state. */
async function freshI18n(): Promise<I18nModule> {
  vi.resetModules();
  const module = await import('@/i18n');
  // Should i18next outlive the module reset, forget what an earlier test loaded.
  if (module.i18next.isInitialized)
    for (const { folder: code } of Object.values(LANGUAGE_REGISTRY))
      for (const ns of ['common', 'shell', ...CENTRE_NAMESPACES])
        module.i18next.removeResourceBundle(code, ns);
  return module;
}

describe("the centres' translations", () => {
  let i18n: I18nModule;
  beforeEach(async () => {
    paint.held = undefined;
    paint.waited = 0;
    i18n = await freshI18n();
  });

  it('are left out of a boot that defers them, and the first screen has its own text', async () => {
    const instance = await i18n.initI18n('EN', { centresLater: true });
    expect(instance.t('shell:header.login')).toBe(enShell.header.login);
    for (const ns of CENTRE_NAMESPACES) expect(instance.hasResourceBundle('en', ns), ns).toBe(false);
  });

  it('leave the English fallback of the first screen beside the language at boot (ADR 051)', async () => {
    const instance = await i18n.initI18n('MY', { centresLater: true });
    expect(instance.hasResourceBundle('my', 'shell')).toBe(true);
    expect(instance.hasResourceBundle('en', 'shell')).toBe(true);
    expect(instance.hasResourceBundle('en', 'memberMoney')).toBe(false);
    expect(instance.hasResourceBundle('cn', 'shell')).toBe(false);
  });

  it('arrive with the first chunk that waits for them, in the language and its EN fallback', async () => {
    await i18n.initI18n('VI', { centresLater: true });
    const chunk = await i18n.withCentreTranslations(() => Promise.resolve('the deposit page'));
    expect(chunk).toBe('the deposit page');
    expect(i18n.i18next.t('memberMoney:deposit.submit')).toBe(viMoney.deposit.submit);
    for (const ns of CENTRE_NAMESPACES) {
      expect(i18n.i18next.hasResourceBundle('vi', ns), ns).toBe(true);
      expect(i18n.i18next.hasResourceBundle('en', ns), ns).toBe(true);
      expect(i18n.i18next.hasResourceBundle('my', ns), ns).toBe(false);
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

  it('follow a language switch that was under way when a screen asked for them', async () => {
    await i18n.initI18n('MY', { centresLater: true });
    let paintNow = () => {};
    paint.held = new Promise<void>((resolve) => (paintNow = resolve));
    // The switch has loaded the new language (without the centres, not asked for yet) and waits to paint.
    const switching = i18n.changeLanguage('EN');
    await vi.waitFor(() => expect(paint.waited).toBe(1));
    // A centre opens meanwhile: its text loads in the language shown at that moment.
    await i18n.loadCentreTranslations();
    expect(i18n.i18next.t('memberMoney:withdraw.submit')).toBe(myMoney.withdraw.submit);
    paintNow();
    await switching;
    expect(i18n.currentLanguage()).toBe('EN');
    expect(i18n.i18next.t('memberMoney:withdraw.submit')).toBe(enMoney.withdraw.submit);
  });

  it('follow the language whichever of the two loads ends first', async () => {
    // Every point in the switch at which a screen may ask for the centres' text, up to one after it.
    let switchedBeforeAsking = false;
    for (let ticks = 0; !switchedBeforeAsking; ticks += 1) {
      i18n = await freshI18n();
      await i18n.initI18n('MY', { centresLater: true });
      let switched = false;
      const switching = i18n.changeLanguage('EN').then(() => (switched = true));
      for (let tick = 0; tick < ticks; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      switchedBeforeAsking = switched;
      await Promise.all([switching, i18n.loadCentreTranslations()]);
      expect(i18n.i18next.t('memberMoney:withdraw.submit'), `asked after ${ticks} ticks`).toBe(
        enMoney.withdraw.submit,
      );
    }
  });
});
