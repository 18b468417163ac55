// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CheckedSubmitFault, foundResult, lostSubmit, sentRequest } from './checkedSubmit';

// ADR 033: an actor gets the request that was sent, or nothing runs; never a made-up amount.
describe('the checked submit hands actors only what was sent', () => {
  const sent = { failure: null, request: { amount: '150.25' }, submittedAt: 1_000 };

  it('reads the request and when it left', () => {
    expect(sentRequest(sent)).toEqual({ amount: '150.25' });
    expect(lostSubmit(sent)).toEqual({ request: { amount: '150.25' }, submittedAt: 1_000 });
  });

  it('throws when there is no request or no stamp, instead of sending a placeholder', () => {
    expect(() => sentRequest({ ...sent, request: null })).toThrow(CheckedSubmitFault);
    expect(() => lostSubmit({ ...sent, submittedAt: null })).toThrow(CheckedSubmitFault);
  });

  it('takes a found result only from a check that found one', () => {
    expect(foundResult({ found: true, result: { transactionId: '7' } })).toEqual({ transactionId: '7' });
    expect(() => foundResult({ found: false })).toThrow(CheckedSubmitFault);
  });
});
