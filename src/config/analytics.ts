/**
 * Google's analytics tag (spec 01 §3 permission response `analytics.gtagId`; wire §1.5). The CSP is
 * fixed at build time (scripts/vite-csp.ts, ADR 011), so the tag's host can only be allowed by the
 * build: `VITE_ANALYTICS=gtag` adds it to the CSP and to the script allowlist (`SCRIPT_HOSTS`), and the
 * site then loads the tag when, and only when, the permission response names an id. Without the
 * option nothing loads and nothing fails.
 */
export const GTAG_SCRIPT_HOST = 'www.googletagmanager.com';

/** Whether this build allows the tag (docs/deploy.md, build-time configuration). */
export const ANALYTICS_BUILD: boolean = import.meta.env.VITE_ANALYTICS === 'gtag';

/** The tag's address for one id. */
export function gtagScriptUrl(gtagId: string): string {
  return `https://${GTAG_SCRIPT_HOST}/gtag/js?id=${encodeURIComponent(gtagId)}`;
}
