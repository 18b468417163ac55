import { z } from 'zod';
import type { AppRoute } from '@ts-rest/core';

/**
 * Per-route metadata from the WPS API map. `token`: the call needs `Authorization`;
 * `encrypted`: the body goes through the wire encryption (wire protocol §3);
 * `source`: which map the path comes from (A, B, G, L), `designed` when no public source shows it, or
 * `extension` for a group the WPS protocol lacks that a merchant's backend adds (ADR 043).
 */
export const routeMetaSchema = z.object({
  modId: z.string().nullable(),
  token: z.boolean(),
  encrypted: z.boolean(),
  source: z.enum(['A', 'B', 'G', 'L', 'designed', 'extension']),
  /** `form` bodies are sent application/x-www-form-urlencoded (forgetPwd). */
  bodyEncoding: z.enum(['json', 'form']).optional(),
  /** The freePlay call sends an Encryption header without an encrypted body. */
  encryptionHeaderOnly: z.boolean().optional(),
  /** The route answers plain text instead of the envelope (the RSA modulus). */
  plainText: z.boolean().optional(),
});
export type RouteMeta = z.infer<typeof routeMetaSchema>;

export const meta = (m: RouteMeta): RouteMeta => m;

export function routeMeta(route: AppRoute): RouteMeta {
  return routeMetaSchema.parse(route.metadata);
}
