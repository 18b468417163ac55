import { checkOutboundUrl, type OutboundPolicy } from '@/config/outbound';
import type { Resource } from '@/contracts/system.contract';

/**
 * A resource link (a social channel, an app download, the address its QR code encodes) as the absolute
 * address the site may send a player to, or null: it goes through the one outbound check like every
 * other address the site opens (ADR 011), so a plain-http, foreign or `javascript:` link from the
 * routers response is never shown. Server paths are site-relative.
 */
export function outboundResourceUrl(link: string | null | undefined, policy?: OutboundPolicy): string | null {
  if (!link) return null;
  const check = checkOutboundUrl(link, 'link', policy);
  return check.ok ? check.url : null;
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
