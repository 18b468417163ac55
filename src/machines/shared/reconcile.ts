import { isApiError } from '@/api/errors';
import { compare, negate, toDecimal, type DecimalString } from '@/money/money';

/**
 * What every money-moving machine does when a submit's answer is lost (ADR 033). The wire protocol
 * has no idempotency key, so a second press after a lost answer could move the money twice: the
 * machine asks the backend's records what happened before it lets the player submit again.
 */

/**
 * Whether a failed money call may still have taken effect: the request may have reached the backend
 * but its answer did not reach us (a timeout, a dropped connection, a 5xx, an answer we could not
 * read). A business refusal or any other 4xx is the backend saying no: nothing moved. An expired
 * session ends the session instead (ADR 016), and a failure of our own (no ApiError) is not a call.
 */
export function isUnclearFailure(error: unknown): boolean {
  if (!isApiError(error) || error.isSessionExpired) return false;
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'schema':
      return true;
    case 'http':
      return (error.status ?? 500) >= 500;
    case 'business':
    case 'offline':
      return false;
  }
}

/** What the check found: the submit's own result (as if its answer had arrived), or nothing. */
export type CheckOutcome<Result> = { found: true; result: Result } | { found: false };

/** A lost submit, as the check reads it: what was asked and when (the client's clock). */
export interface LostSubmit<Request> {
  request: Request;
  submittedAt: number;
}

/**
 * How far before the submit a record may be stamped and still be the submit's: the backend stamps
 * records with its own clock, which may run behind the player's.
 */
export const RECORD_CLOCK_SKEW_MS = 2 * 60_000;

/** A record row as every records report answers it (wallet contract `recordRow`, agent reports). */
export interface RecordLike {
  id?: string | number | null;
  createTime?: string | number | null;
  amount?: string | number | null;
  status?: string | null;
}

/** A record's time in ms; the wire sends epoch milliseconds or a date-time string. */
export function recordTime(createTime: string | number | null | undefined): number | null {
  if (createTime === null || createTime === undefined || createTime === '') return null;
  if (typeof createTime === 'number') return createTime;
  if (/^\d+$/.test(createTime)) return Number(createTime);
  const parsed = Date.parse(createTime);
  return Number.isNaN(parsed) ? null : parsed;
}

export interface RecordMatch {
  amount: DecimalString;
  submittedAt: number;
  /** Records this flow already knows as its own earlier results: never taken for the lost one. */
  knownIds?: ReadonlyArray<string>;
  /**
   * When this flow's previous movement was answered (the client's clock), for flows whose answers
   * carry no record id: a record from before then is that movement's, not the lost one's.
   */
  after?: number | null;
}

/**
 * The record a lost submit created, if the backend holds one: the same amount (either sign), stamped no earlier
 * than the submit (less the clock skew), not one this flow already knew. The newest such record wins.
 * A record without a time cannot be placed after the submit and is not taken.
 */
export function findSubmittedRecord<Row extends RecordLike>(
  rows: ReadonlyArray<Row>,
  match: RecordMatch,
): Row | undefined {
  const since = Math.max(match.submittedAt - RECORD_CLOCK_SKEW_MS, (match.after ?? -Infinity) + 1);
  const known = new Set(match.knownIds ?? []);
  let best: { row: Row; time: number } | undefined;
  for (const row of rows) {
    const amount = toDecimal(row.amount ?? null);
    const time = recordTime(row.createTime);
    if (amount === null || time === null || time < since) continue;
    // Reports sign a record from the wallet's side (a withdrawal is -200.50): the size is what matches.
    if (compare(amount, match.amount) !== 0 && compare(negate(amount), match.amount) !== 0) continue;
    if (row.id !== null && row.id !== undefined && known.has(String(row.id))) continue;
    if (!best || time > best.time) best = { row, time };
  }
  return best?.row;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The records reports' date range (`startDate`/`endDate`, UTC days) that holds a lost submit's record:
 * from the skew before the submit to a day after it, whichever side of midnight either clock is on.
 */
export function recordDatesAround(submittedAt: number): { startDate: string; endDate: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { startDate: day(submittedAt - RECORD_CLOCK_SKEW_MS), endDate: day(submittedAt + DAY_MS) };
}

/** As many rows as a records report gives in one page: a lost submit's record is among the newest. */
export const RECORD_CHECK_PAGE_SIZE = 50;

/** The records report query that holds a lost submit's record: its dates and the newest page. */
export function recordCheckQuery(submittedAt: number): {
  startDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
} {
  return { ...recordDatesAround(submittedAt), pageNo: 1, pageSize: RECORD_CHECK_PAGE_SIZE };
}

/** A record's id as a flow keeps it: a string, or null for a row without one. */
export function recordIdOf(row: RecordLike): string | null {
  return row.id === null || row.id === undefined ? null : String(row.id);
}
