import { subscribeSession } from '@/api/session-store';

/**
 * The launched game's address, handed from the launch to /game in memory. The vendor's address
 * carries the vendor's token for this player (wire protocol §4 sample 4: `ssoKey`), so it is
 * never put in the site's address bar, its history or its storage (ADR 036): /game names the launch
 * by an opaque id instead. A reload forgets it (the page says the game is missing), and so does the
 * end of the session.
 */
const launched = new Map<string, string>();
let counter = 0;

subscribeSession((session) => {
  if (session.token === null) launched.clear();
});

/** Keeps a checked launch address; the id goes into /game?launch=…. */
export function handOverLaunchedGame(url: string): string {
  counter += 1;
  const id = `${Date.now().toString(36)}-${counter}`;
  launched.set(id, url);
  return id;
}

/** The address handed over under `id`, or null (reloaded, logged out, or never launched here). */
export function launchedGameUrl(id: string | null): string | null {
  return id === null ? null : (launched.get(id) ?? null);
}
