/**
 * Responses to the boot's GET calls, started by an inline script in the built index.html
 * (`scripts/vite-early-requests.ts`) before the entry script has even loaded: the status, banner
 * and vendor-lane round trips then overlap the script download instead of following it (ADR 020).
 * Each is handed out once, to the first call with the same URL, method, Language and
 * Authorization; anything else goes to the network as usual.
 */
interface EarlyResponse {
  language: string;
  token: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __wpsEarly?: Record<string, EarlyResponse | undefined>;
  }
}

function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

export function takeEarlyResponse(url: string, init: RequestInit | undefined): Promise<Response> | null {
  const table = typeof window === 'undefined' ? undefined : window.__wpsEarly;
  const early = table?.[url];
  if (!table || !early) return null;
  // Once only: a refetch (a retry, a later visit) must reach the server.
  delete table[url];
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET') return null;
  if (headerOf(init, 'Language') !== early.language) return null;
  if (headerOf(init, 'Authorization') !== early.token) return null;
  return early.response;
}

/** `fetch`, answered from an early response when one matches. */
export const fetchWithEarly: typeof fetch = (input, init) =>
  (typeof input === 'string' ? takeEarlyResponse(input, init) : null) ?? globalThis.fetch(input, init);
