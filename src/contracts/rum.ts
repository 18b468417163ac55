import { z } from 'zod';
import { MAX_ISSUE_PATHS } from './issue-paths';

/**
 * Field measurement (docs/deploy.md "Field measurement"): the body a player's browser beacons to the
 * collector set by `VITE_RUM_URL`, its Web Vitals and the answers that failed their contract (ADR 052).
 * It is not part of the WPS wire protocol, so it is a plain schema, not a ts-rest route. Every field is
 * named here and the objects are strict: a collector built on this schema refuses a record that carries
 * anything more, so nothing personal (username, token, balance, query strings, element ids or text, an
 * answer's values) can ride along unnoticed.
 */
export const RUM_METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type RumMetricName = (typeof RUM_METRICS)[number];

/** A route pattern, never a full address: the path plus the centre page key (`/rng?mc=depositv2`). */
const ROUTE = /^\/[A-Za-z0-9/_-]*(\?(mc|ac)=[A-Za-z][A-Za-z0-9]*)?$/;
/** Tag and class names only (`main>div.banner>img.lazy-image`): no ids, attributes or text. */
const SELECTOR = /^[a-z0-9>._\s-]*$/i;
const milliseconds = z.number().finite().nonnegative().max(600_000);

export const rumRecord = z
  .object({
    metric: z.enum(RUM_METRICS),
    /** Milliseconds, or the unitless layout-shift score for CLS. */
    value: z.number().finite().nonnegative().max(600_000),
    rating: z.enum(['good', 'needs-improvement', 'poor']),
    route: z.string().max(80).regex(ROUTE),
    navigationType: z.string().max(32),
    /** The site code of the page's language (any the build ships: ADR 051's registry, e.g. VI). */
    language: z.string().regex(/^[A-Z]{2,3}$/),
    /** The LCP element, the slow interaction's target, or the largest shift's source. */
    target: z.string().max(200).regex(SELECTOR).optional(),
    /** The LCP picture's address without its query (a signed address would be personal). */
    resource: z.string().max(300).url().optional(),
    loadState: z.string().max(32).optional(),
    /** Where an LCP's time went (web-vitals' attribution). */
    lcpParts: z
      .object({
        timeToFirstByte: milliseconds,
        resourceLoadDelay: milliseconds,
        resourceLoadDuration: milliseconds,
        elementRenderDelay: milliseconds,
      })
      .strict()
      .optional(),
    /** Where a slow interaction's time went. */
    inpParts: z
      .object({ inputDelay: milliseconds, processingDuration: milliseconds, presentationDelay: milliseconds })
      .strict()
      .optional(),
  })
  .strict();
export type RumRecord = z.infer<typeof rumRecord>;

/** A contract key (`system.status`, src/contracts/names.ts): the route, never its address or query. */
const ROUTE_ID = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*){1,3}$/;
/** An issue path as src/contracts/issue-paths.ts writes it: schema keys, `[]` for an index, `*` for a data key. */
const ISSUE_PATH = /^(\(root\)|[A-Za-z0-9_$*.[\]]+)$/;

/**
 * An answer that failed its route's contract in a player's browser (ADR 052): which route, and where
 * the answer left the schema. Only the paths: no value, no message (zod's can quote the value), no
 * address; the size is bounded by the limits below.
 */
export const schemaDriftRecord = z
  .object({
    kind: z.literal('schemaDrift'),
    routeId: z.string().max(80).regex(ROUTE_ID),
    issues: z.array(z.string().max(120).regex(ISSUE_PATH)).min(1).max(MAX_ISSUE_PATHS),
  })
  .strict();
export type SchemaDriftRecord = z.infer<typeof schemaDriftRecord>;

/** What a beacon carries: Web Vitals readings and contract drift, side by side. */
export const rumEntry = z.union([rumRecord, schemaDriftRecord]);
export type RumEntry = z.infer<typeof rumEntry>;

/** One beacon: a page's records since the previous one. */
export const RUM_MAX_BATCH = 20;
export const rumBatch = z.object({ records: z.array(rumEntry).min(1).max(RUM_MAX_BATCH) }).strict();
export type RumBatch = z.infer<typeof rumBatch>;
