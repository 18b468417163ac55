import type { Resource } from '@/contracts/system.contract';

/** Absolute URL for a resource link (server paths are site-relative). */
export function absoluteUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, typeof location === 'undefined' ? 'http://localhost/' : location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function resourceOf(resources: readonly Resource[] | null | undefined, type: string): Resource | null {
  return resources?.find((r) => r.resourceType.toUpperCase() === type) ?? null;
}

/** Social channels shown in the right bar when configured (spec 01 §2). */
export const SOCIAL_TYPES = [
  'FACEBOOK',
  'TELEGRAM',
  'WHATSAPP',
  'LINE',
  'INSTAGRAM',
  'TWITTER',
  'YOUTUBE',
  'WECHAT',
  'ZALO',
] as const;
