// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { findSubmittedRecord, isUnclearFailure, RECORD_CLOCK_SKEW_MS, recordDatesAround } from './reconcile';

describe('isUnclearFailure (ADR 033)', () => {
  it.each([
    ['a dropped connection', new ApiError({ kind: 'network' })],
    ['a timeout', new ApiError({ kind: 'timeout' })],
    ['an answer that does not parse', new ApiError({ kind: 'schema' })],
    ['a 502', new ApiError({ kind: 'http', status: 502 })],
  ])('%s may have moved the money', (_, error) => expect(isUnclearFailure(error)).toBe(true));

  it.each([
    ['a business refusal', new ApiError({ kind: 'business', errorCode: 'INSUFFICIENT_BALANCE' })],
    ['a 400 with a message', new ApiError({ kind: 'http', status: 400, serverMessage: 'Bad amount' })],
    ['an expired session', new ApiError({ kind: 'http', status: 401 })],
    ['an error of our own', new Error('not a call')],
  ])('%s did not', (_, error) => expect(isUnclearFailure(error)).toBe(false));
});

describe('findSubmittedRecord', () => {
  const submittedAt = Date.UTC(2026, 10, 28, 12, 0, 0);

  it('takes the newest record of the amount, either sign, since the submit less the skew', () => {
    const rows = [
      { id: 1, amount: '-100', createTime: submittedAt - RECORD_CLOCK_SKEW_MS - 1 },
      { id: 2, amount: '-100.00', createTime: submittedAt + 300 },
      { id: 3, amount: '100', createTime: submittedAt - 1000 },
      { id: 4, amount: '100.01', createTime: submittedAt + 500 },
    ];
    expect(findSubmittedRecord(rows, { amount: '100', submittedAt })?.id).toBe(2);
  });

  it('reads date-time strings and skips records without a time or already known', () => {
    const rows = [
      { id: 'a', amount: 50, createTime: new Date(submittedAt + 1000).toISOString() },
      { id: 'b', amount: 50, createTime: null },
      { id: 'c', amount: 50, createTime: String(submittedAt + 2000) },
    ];
    expect(findSubmittedRecord(rows, { amount: '50', submittedAt, knownIds: ['c'] })?.id).toBe('a');
    expect(findSubmittedRecord(rows, { amount: '50', submittedAt, knownIds: ['a', 'c'] })).toBeUndefined();
  });

  it('asks the reports for the days around the submit', () => {
    expect(recordDatesAround(Date.UTC(2026, 10, 28, 0, 1))).toEqual({
      startDate: '2026-11-27',
      endDate: '2026-11-29',
    });
  });
});
