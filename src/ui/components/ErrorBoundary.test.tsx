import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import enErrors from '@/i18n/locales/en/errors.json';
import enShell from '@/i18n/locales/en/shell.json';
import { expectConsole } from '../../../tests/setup/console';
import { ErrorBoundary, ErrorMessage } from './ErrorBoundary';
import { ChunkLoadError, isChunkLoadError, lazyWithRetry, loadChunk } from './lazyWithRetry';

beforeAll(async () => {
  await initI18n('EN');
});

const FAST = { attempts: 3, backoffMs: 1, timeoutMs: 5_000 };
const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc.js');

describe('loadChunk', () => {
  it('retries a failed import and resolves with the try that worked', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkFailure()).mockResolvedValueOnce('module');
    await expect(loadChunk(load, FAST)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after its bounded tries with a ChunkLoadError', async () => {
    const load = vi.fn().mockRejectedValue(chunkFailure());
    const error: unknown = await loadChunk(load, FAST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('names a chunk that hangs a ChunkLoadError when the 120 s deadline passes (spec 01 §8)', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadChunk(() => new Promise<never>(() => undefined)).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(119_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toBeInstanceOf(ChunkLoadError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('recognises the browsers’ own failed-import errors', () => {
    expect(isChunkLoadError(chunkFailure())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

let broken = true;
function Fragile() {
  if (broken) throw new Error('render failed');
  return <p>Fragile content</p>;
}

function Page() {
  return (
    <div>
      <h1>Still here</h1>
      <ErrorBoundary fallback={(failure) => <ErrorMessage {...failure} />}>
        <Fragile />
      </ErrorBoundary>
    </div>
  );
}

describe('ErrorBoundary with ErrorMessage', () => {
  it('replaces only the broken part with a translated message, and retry renders it again', async () => {
    expectConsole('error', /render failed/);
    const user = userEvent.setup();
    broken = true;
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(enShell.failure.render);
    broken = false;
    await user.click(screen.getByRole('button', { name: enShell.failure.retry }));
    expect(screen.getByText('Fragile content')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a chunk failed its retries, offers a reload of the page instead of a retry', async () => {
    expectConsole('error', /ChunkLoadError|Chunk failed to load/);
    const user = userEvent.setup();
    const load = vi.fn().mockRejectedValue(chunkFailure());
    const Lazy = lazyWithRetry(load, FAST);
    const onReload = vi.fn();
    render(
      <ErrorBoundary fallback={(failure) => <ErrorMessage {...failure} onReload={onReload} />}>
        <Suspense fallback={<p>Loading</p>}>
          <Lazy />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(enErrors.chunkLoad);
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('button', { name: enShell.failure.retry })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: enShell.failure.reload }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('starts clean when a reset key changes (another page)', () => {
    expectConsole('error', /render failed/);
    broken = true;
    const view = (key: string) => (
      <ErrorBoundary resetKeys={[key]} fallback={(failure) => <ErrorMessage {...failure} />}>
        <Fragile />
      </ErrorBoundary>
    );
    const { rerender } = render(view('/a'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    rerender(view('/b'));
    expect(screen.getByText('Fragile content')).toBeVisible();
  });
});
