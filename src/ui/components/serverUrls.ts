/**
 * URL checks for server-supplied content (HTML links and pictures, banner images). Small and free of
 * DOMPurify, so the banner strip can use them without pulling the sanitizer into the first bundle.
 */
export interface HtmlPolicy {
  /** The site's origin: relative URLs resolve against it. */
  origin: string;
  /** Cross-origin images are tracking pixels (they tell a third party who read what, and when). */
  stripRemoteImages: boolean;
  /** Origins whose images stay even when remote images are stripped (e.g. the image CDN). */
  imageOrigins: readonly string[];
}

/** Pictures a browser renders without running anything (SVG inside <img> runs no script). */
const DATA_IMAGE = /^data:image\/(?:png|gif|jpeg|jpg|webp|avif|svg\+xml)[;,]/i;

function parse(raw: string, origin: string): URL | null {
  try {
    return new URL(raw.trim(), `${origin}/`);
  } catch {
    return null;
  }
}

/** A link a player may follow: http(s) (absolute or relative), mailto: or tel:. */
export function safeLinkUrl(raw: string, origin: string): URL | null {
  const url = parse(raw, origin);
  if (!url) return null;
  return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url : null;
}

/** An image source the policy keeps: same origin, a data: picture, or an allowed remote origin. */
export function isAllowedImageSource(raw: string, policy: HtmlPolicy): boolean {
  const value = raw.trim();
  if (DATA_IMAGE.test(value)) return true;
  if (/^data:/i.test(value)) return false;
  const url = parse(value, policy.origin);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  if (url.origin === new URL(policy.origin).origin) return true;
  if (!policy.stripRemoteImages) return url.protocol === 'https:';
  return policy.imageOrigins.some((allowed) => parse(allowed, policy.origin)?.origin === url.origin);
}
