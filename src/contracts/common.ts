import { z } from 'zod';
import { amountSchema } from '@/money/amount';
import { wireAmount } from '@/money/money';
import { designed } from './meta';

/** Ids arrive as numbers from some WPS builds and as strings from others. */
export const idLike = z.union([z.number(), z.string()]);
export type IdLike = z.infer<typeof idLike>;

/** On/off markers come as `1`/`"1"`/`true`/`"Y"` depending on the build; the UI normalises them. */
export const flag = z.union([z.boolean(), z.number(), z.string()]);
export type Flag = z.infer<typeof flag>;

/** Reads a `flag` (or any loose marker): false, 0, and the texts '', '0', 'N', 'no', 'false' are off. */
export function flagOn(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return !['', '0', 'n', 'no', 'false'].includes(value.trim().toLowerCase());
  return false;
}

/** Amounts: numbers, or numeric strings on older builds. */
export const amount = z.union([z.number(), z.string()]);

/**
 * Money the member centre computes with (wallet contract): what the wire sends (number or numeric
 * string), read by the app as a decimal string (ADR 021: money is exact, never a float).
 */
export const money = wireAmount;

/**
 * Money a request moves (transfer, deposit, withdraw, transfer to a downline): the one sendable-amount
 * rule of `src/money/amount.ts`, which refuses whatever a form let through (ADR 036), so the mock,
 * which validates bodies with it, refuses it too.
 */
export const moneyAmount = amountSchema;

/** Query strings carry every value as text, so numeric query fields are coerced. */
export const pageQuery = z.object({
  pageNo: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().positive().max(200).optional(),
});

/** A boolean sent in a query string (`true`/`false`), as launchGame does. */
export const queryBoolean = z.union([z.boolean(), z.enum(['true', 'false'])]);

/**
 * `value.list` with optional paging, the most common list shape of the relays (wire protocol §2.2 names
 * list, totalPages and totalCount; the page number of the answer is this site's). The wire shapes no
 * item, so an item the site can't show is left out (`knownItems`, ADR 050).
 */
export const pagedList = <T extends z.ZodTypeAny>(item: T) =>
  z
    .object({
      list: knownItems(item),
      totalPages: z.number().optional(),
      totalCount: z.number().optional(),
      pageNo: designed(z.number().optional()),
    })
    .passthrough();

/** Date range filter used by reports and transaction lists (yyyy-MM-dd). */
export const dateRangeQuery = z.object({
  startDate: z.string().optional(),
  endDate: z.string().optional(),
});

/** Hears each item a `knownItems` or `knownEntries` list leaves out, with its issue paths (never values). */
export type LeftOutListener = (issues: readonly string[]) => void;
const leftOutListeners = new Set<LeftOutListener>();

/** Listens for left-out items (the mock's checks, the field report); returns the unsubscribe. */
export function onItemLeftOut(fn: LeftOutListener): () => void {
  leftOutListeners.add(fn);
  return () => leftOutListeners.delete(fn);
}

function keeps(item: z.ZodTypeAny, value: unknown): boolean {
  const result = item.safeParse(value);
  if (result.success) return true;
  const issues = result.error.issues.map((issue) => issue.path.join('.'));
  for (const fn of leftOutListeners) fn(issues);
  return false;
}

/**
 * A list whose items the wire does not shape (ADR 050): an item without a field the site needs to show
 * it (a designed field a backend may not send) is left out and the others are kept, so a backend that
 * names its fields otherwise empties that list instead of failing the page around it. The item's own
 * schema stays inside, for the field marks and docs/api.md.
 */
export const knownItems = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((entry: unknown) => keeps(item, entry)) : value),
    z.array(item),
  );

/** `knownItems` for an object keyed by code (the lottery's answers): entries that can't be shown go. */
export const knownEntries = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).filter(([, entry]) => keeps(item, entry)))
        : value,
    z.record(z.string(), item),
  );
