import { z } from 'zod';
import { lazySchema } from './lazy';

/**
 * The WPS response envelope. Success and failure share HTTP 200 for business errors, so each
 * route's 200 schema is a union discriminated by `success`. Schemas are strict about the fields
 * the UI reads and tolerant (passthrough) of the extra fields a real backend sends.
 */
export const failureEnvelope = z
  .object({
    success: z.literal(false),
    value: z.unknown().optional(),
    message: z.string().nullish(),
    errorCode: z.string().nullish(),
  })
  .passthrough();
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

export const okEnvelope = <T extends z.ZodTypeAny>(value: T) =>
  z
    .object({
      success: z.literal(true),
      value,
      message: z.string().nullish(),
      errorCode: z.string().nullish(),
    })
    .passthrough();

/**
 * 200 body of a WPS call: `{ success: true, value }` or `{ success: false, errorCode, message }`. Built on
 * the route's first answer: a group's module declares dozens of routes, and a screen calls a few.
 */
export const wps = <T extends z.ZodTypeAny>(value: T) =>
  lazySchema(() => z.discriminatedUnion('success', [okEnvelope(value), failureEnvelope]));

/** Error statuses every WPS call may answer with a JSON error body. */
export const errorResponses = {
  400: failureEnvelope,
  401: failureEnvelope,
  500: failureEnvelope,
} as const;

/** `responses` for a route whose 200 value is `value`. */
export const responds = <T extends z.ZodTypeAny>(value: T) =>
  ({ 200: wps(value), ...errorResponses }) as const;

/** Calls whose value the UI ignores (logout, feedback, ...). */
export const anyValue = z.unknown();

/** Encrypted request bodies travel as `{ value: <DES base64> }` on the wire; the contract describes the plaintext. */
export const encryptedWireBody = z.object({ value: z.string() });

/** Numeric fields arrive as numbers or numeric strings from different WPS builds. */
export const num = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);
