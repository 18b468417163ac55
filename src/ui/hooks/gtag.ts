import { useEffect } from 'react';
import { ANALYTICS_BUILD, gtagScriptUrl } from '@/config/analytics';
import { loadScriptTag } from '@/auth/humanVerification';

type GtagWindow = Window & { dataLayer?: unknown[] };

export interface GtagDeps {
  /** The build allows the tag (`VITE_ANALYTICS=gtag`, src/config/analytics.ts). */
  allowed: boolean;
  /** The one script loader (ADR 011): refuses any host not in SCRIPT_HOSTS. */
  load: (url: string) => Promise<void>;
  win: GtagWindow;
}

const defaults = (): GtagDeps => ({ allowed: ANALYTICS_BUILD, load: loadScriptTag, win: window });

/** The ids whose tag this page already asked for: one tag per id and page life. */
const started = new Set<string>();

/**
 * Google's tag for the id the permission response names (spec 01 §3 `analytics.gtagId`, wire §1.5):
 * nothing without an id or without the build option; once per id. Google's snippet is an inline
 * script, which the CSP does not allow: the same queue and the same two calls are made here. A tag
 * that fails to load costs the player nothing. Returns whether a load was started.
 */
export function startGtag(gtagId: string | null | undefined, deps: Partial<GtagDeps> = {}): boolean {
  const { allowed, load, win } = { ...defaults(), ...deps };
  const id = gtagId?.trim() ?? '';
  if (!allowed || id === '' || started.has(id)) return false;
  started.add(id);
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads the queue's entries as `arguments` objects, as Google's own snippet pushes them.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', id);
  load(gtagScriptUrl(id)).catch(() => undefined);
  return true;
}

/** For tests: forget which ids were started. */
export function resetGtagForTests(): void {
  started.clear();
}

/** Starts the tag once the permission response is known. */
export function useGtag(gtagId: string | null | undefined): void {
  useEffect(() => {
    startGtag(gtagId);
  }, [gtagId]);
}
