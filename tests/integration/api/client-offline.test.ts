import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { contract } from '@/contracts';
import { isUnclearFailure } from '@/machines/shared/reconcile';
import { testClient } from './wps-test-server';

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'onLine');
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

// ADR 041: a call made while the device is offline says so, in the place that made it.
describe('the API client offline', () => {
  it('sends nothing and rejects with kind offline and errors:offline', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    setOnline(false);
    const error = await failureOf(
      testClient({ fetch, getToken: () => 'token-1' }).call(contract.wallet.balance, {}),
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(error.kind).toBe('offline');
    expect(error.messageKey).toBe('errors:offline');
    // Nothing left the device: a money call refused this way needs no "did it go through?" check.
    expect(isUnclearFailure(error)).toBe(false);
  });

  it('a fetch that fails after the device went offline stays unclear but says offline', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => {
      setOnline(false);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const error = await failureOf(
      testClient({ fetch, getToken: () => 'token-1' }).call(contract.wallet.balance, {}),
    );
    expect(error.kind).toBe('network');
    expect(error.messageKey).toBe('errors:offline');
    expect(isUnclearFailure(error)).toBe(true);
  });

  it('online, a failed fetch is the usual connection error', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(
      testClient({ fetch, getToken: () => 'token-1' }).call(contract.wallet.balance, {}),
    );
    expect(error.messageKey).toBe('errors:network');
  });
});
