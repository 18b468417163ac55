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
export type RouteSource = RouteMeta['source'];

/**
 * Keeps the literal types (`token: true`), so what a route's metadata says reaches the types of the code
 * that implements it: the mock's resolver of a `token: true` route is handed a member (ADR 003).
 */
export const meta = <const M extends RouteMeta>(m: M): M => m;

export function routeMeta(route: AppRoute): RouteMeta {
  return routeMetaSchema.parse(route.metadata);
}

/**
 * Where a contract field comes from (ADR 050, the wire decides):
 * - `wire`: the wire protocol document or the seed spec (01, 02) names it;
 * - `designed`: the wire is silent, this site chose it (a plain WPS backend does not send it);
 * - `extension`: part of an extension route (ADR 043), which a plain WPS backend does not have.
 */
export const fieldMarks = ['wire', 'designed', 'extension'] as const;
export type FieldMark = (typeof fieldMarks)[number];

/** The mark family of each route source: a map letter is the wire, the other two are their own. */
export const sourceMark: Record<RouteSource, FieldMark> = {
  A: 'wire',
  B: 'wire',
  G: 'wire',
  L: 'wire',
  designed: 'designed',
  extension: 'extension',
};

/**
 * Marks live in the schema's description, `field-mark:<mark>`: metadata only, so parsing is unchanged, the
 * returned schema keeps its exact type, and zod copies a description onto `.optional()`, `.nullable()`,
 * `.nullish()`, `.default()` and `.transform()` built on the marked schema. Marking a shared schema
 * (`money`, `idLike`) returns a copy, so its other uses stay unmarked.
 */
const MARK_PREFIX = 'field-mark:';

function isFieldMark(text: string): text is FieldMark {
  return (fieldMarks as readonly string[]).includes(text);
}

export function markField<T extends z.ZodTypeAny>(mark: FieldMark, schema: T): T {
  return schema.describe(`${MARK_PREFIX}${mark}`);
}

/** A field the wire is silent on: this site's choice (ADR 050). */
export const designed = <T extends z.ZodTypeAny>(schema: T): T => markField('designed', schema);

/** A field the wire or the spec names, inside a part marked `designed` (the default on a wire route). */
export const wire = <T extends z.ZodTypeAny>(schema: T): T => markField('wire', schema);

/** The mark written on this schema itself, if any (not its parent's, not the route's default). */
export function ownMark(schema: z.ZodTypeAny): FieldMark | undefined {
  const text = schema.description;
  if (!text?.startsWith(MARK_PREFIX)) return undefined;
  const mark = text.slice(MARK_PREFIX.length);
  return isFieldMark(mark) ? mark : undefined;
}
