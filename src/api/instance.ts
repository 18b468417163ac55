/**
 * The site's one API client, configured from env and bound to the session store. Language comes
 * from whoever owns i18n (the shell calls `setApiLanguage` on every change): importing i18next here
 * would pull it into every machine that calls the API.
 */
import { env } from '@/config/env';
import { wireLanguage } from '@/config/languages';
import { routeName } from '@/contracts/names';
import { createApiClient } from './client';
import { fetchWithEarly } from './early';
import { reportSchemaFailure } from './schema-drift';
import { emitSessionExpired } from './session-events';
import { clearSession, getToken } from './session-store';

/** Until the shell sets one: the build's default language as the wire names it (ADR 051). */
let language: string = wireLanguage(env.defaultLanguage);

/** `Language` header for every following call: a wire value (EN, MY, CN, VI; wire protocol §2.1). */
export function setApiLanguage(lang: string): void {
  language = lang;
}

export function getApiLanguage(): string {
  return language;
}

/**
 * '' means same origin. Browsers resolve relative URLs themselves; Node's fetch (tests, jsdom) does
 * not, so the page origin is spelled out when there is one.
 */
function resolveBaseUrl(configured: string): string {
  if (configured) return configured;
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return origin && origin !== 'null' ? origin : '';
}

export const api = createApiClient({
  // `session.login` rather than `POST /wps/session/login` in errors and logs; reading the names
  // from the root router would load every group's schemas at boot (ADR 020).
  describeRoute: routeName,
  baseUrl: resolveBaseUrl(env.apiBaseUrl),
  merchant: env.merchant,
  timeoutMs: env.apiTimeoutMs,
  getToken,
  // The boot's first calls may already be under way from index.html (ADR 020).
  fetch: fetchWithEarly,
  getLanguage: () => language,
  onSessionExpired: (error) => {
    // Listeners run first so they can still read who was logged in; then the dead token goes,
    // so no later call sends it again.
    emitSessionExpired(error);
    clearSession();
  },
  // Drift seen in the field (ADR 052): reported by the field measurement when the page load is sampled.
  onSchemaFailure: reportSchemaFailure,
});
