import { api, setApiLanguage } from '@/api/instance';
import { memberRoutes } from '@/api/member-routes';
import { getToken } from '@/api/session-store';
import { wireLanguage, type Language } from '@/config/languages';
import { onLanguageChange } from '@/i18n';

let installed = false;

/**
 * Spec 01 §4: a language change also updates the API `Language` header and, for a logged-in member,
 * stores the choice on the server (update-language call).
 */
export function installLanguageEffects(initial: Language): void {
  setApiLanguage(wireLanguage(initial));
  if (installed) return;
  installed = true;
  onLanguageChange(async (lang) => {
    setApiLanguage(wireLanguage(lang));
    if (!getToken()) return;
    // Only members store their language: the member contract group loads with the first such call.
    await api.call((await memberRoutes()).updateLanguage, { body: { language: wireLanguage(lang) } });
  });
}
