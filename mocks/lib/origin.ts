/**
 * The site's origin: the Origin header on cross-origin calls (the plain mock server), else the
 * page that made the request, else the request's own origin (same-origin service worker).
 */
export function siteOrigin(request: Request): string {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') return origin;
  for (const candidate of [request.headers.get('referer'), request.referrer]) {
    if (candidate && /^https?:/.test(candidate)) return new URL(candidate).origin;
  }
  return new URL(request.url).origin;
}
