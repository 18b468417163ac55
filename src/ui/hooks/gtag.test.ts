import { afterEach, describe, expect, it, vi } from 'vitest';
import { gtagScriptUrl } from '@/config/analytics';
import { checkOutboundUrl } from '@/config/outbound';
import { resetGtagForTests, startGtag } from './gtag';

afterEach(resetGtagForTests);

function deps(allowed = true) {
  const load = vi.fn<(url: string) => Promise<void>>(() => Promise.resolve());
  const win = {} as Window & { dataLayer?: unknown[] };
  return { load, win, allowed };
}

describe("Google's analytics tag (spec 01 §3 analytics.gtagId)", () => {
  it('loads nothing when the permission response names no id', () => {
    const d = deps();
    for (const id of [null, undefined, '', '  ']) expect(startGtag(id, d)).toBe(false);
    expect(d.load).not.toHaveBeenCalled();
    expect(d.win.dataLayer).toBeUndefined();
  });

  it('loads the tag once for a named id, with its config queued', () => {
    const d = deps();
    expect(startGtag('G-TEST123', d)).toBe(true);
    expect(startGtag('G-TEST123', d)).toBe(false);
    expect(d.load).toHaveBeenCalledTimes(1);
    expect(d.load).toHaveBeenCalledWith('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    const queued = (d.win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued[1]).toEqual(['config', 'G-TEST123']);
  });

  it('loads nothing in a build without VITE_ANALYTICS=gtag, even with an id', () => {
    const d = deps(false);
    expect(startGtag('G-TEST123', d)).toBe(false);
    expect(d.load).not.toHaveBeenCalled();
  });

  it('this build (no VITE_ANALYTICS) keeps the host off the script allowlist, and nothing fails', () => {
    expect(checkOutboundUrl(gtagScriptUrl('G-TEST123'), 'script').ok).toBe(false);
    expect(() => startGtag('G-TEST123')).not.toThrow();
  });
});
