import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { getApiLanguage, setApiLanguage } from '@/api/instance';
import { clearSession } from '@/api/session-store';
import { env } from '@/config/env';
import { wireLanguage } from '@/config/languages';
import { changeLanguage, initI18n } from '@/i18n';
import { installLanguageEffects } from '@/ui/app/language';
import { signIn } from '../../support/mock-session';

afterEach(async () => {
  clearSession();
  await changeLanguage('EN');
  setApiLanguage(wireLanguage(env.defaultLanguage));
});

describe('the language choice on the wire (spec 01 §4, wire protocol §2.1)', () => {
  it('sends VI as the Language header of every following call and stores it for a member', async () => {
    await initI18n('EN');
    installLanguageEffects('EN');
    expect(getApiLanguage()).toBe('EN');
    signIn('player01');
    const sent: { header: string | null; body: unknown }[] = [];
    const record = ({ request }: { request: Request }) => {
      if (!request.url.endsWith('/wps/member/language')) return;
      const copy = request.clone();
      void copy.json().then((body: unknown) => sent.push({ header: request.headers.get('Language'), body }));
    };
    server.events.on('request:start', record);
    try {
      await changeLanguage('VI');
      expect(getApiLanguage()).toBe('VI');
      await expect.poll(() => sent).toEqual([{ header: 'VI', body: { language: 'VI' } }]);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
