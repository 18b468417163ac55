/**
 * A failure never strands a player (ADR 016): a boot that rejects before the app renders (here the
 * translation chunks) shows the error screen with a retry instead of leaving the static splash spinning for
 * ever.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import cnShell from '@/i18n/locales/cn/shell.json';
import enShell from '@/i18n/locales/en/shell.json';
import myShell from '@/i18n/locales/my/shell.json';
import viShell from '@/i18n/locales/vi/shell.json';
import { BootCrashScreen } from '@/ui/screens/status/BootCrash';
import { BOOT_CRASH_TEXT } from '@/ui/screens/status/bootCrashText';
import { expectConsole } from '../../setup/console';

/** How the translation chunks behave in the running test. */
const translations = vi.hoisted(() => ({ mode: 'reject' as 'reject' | 'hang' }));

vi.mock('@/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/i18n')>();
  return {
    ...actual,
    initI18n: () =>
      translations.mode === 'hang'
        ? new Promise<never>(() => undefined)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module: shell.json')),
  };
});

function splashInRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<main data-testid="splash" aria-busy="true">WPS</main>';
  document.body.append(root);
  return root;
}
// The demo build starts the mock worker first; Node has no service worker to start.
vi.mock('@mocks/browser', () => ({ startWorker: () => Promise.resolve() }));

describe('boot that rejects', () => {
  it('replaces the splash with the error screen in the stored language, with a retry', async () => {
    expectConsole('error', /Boot failed/);
    localStorage.setItem('language', 'CN');
    translations.mode = 'reject';
    const root = splashInRoot();
    try {
      await import('@/main');
      expect(await screen.findByRole('heading', { name: cnShell.status.bootFailed.title })).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(cnShell.status.bootFailed.text);
      expect(screen.getByRole('button', { name: cnShell.status.bootFailed.retry })).toBeVisible();
      expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    } finally {
      root.remove();
    }
  });

  it('counts a boot that never finishes as failed after the 120 s chunk deadline (spec 01 §8)', async () => {
    expectConsole('error', /Boot failed ChunkLoadError: Boot not finished within 120000 ms/);
    // The entry evaluated a second time in one page (below) hands the query cache its timer provider
    // (ADR 049) again, which TanStack Query's development build warns about; a page evaluates it once.
    expectConsole('error', /\[timeoutManager\]: Switching provider/);
    translations.mode = 'hang';
    localStorage.setItem('language', 'EN');
    const root = splashInRoot();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A fresh copy of the entry module: the test above already ran the first one.
      vi.resetModules();
      await import('@/main');
      await vi.advanceTimersByTimeAsync(119_000);
      expect(screen.getByTestId('splash')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1_000);
      vi.useRealTimers();
      expect(await screen.findByRole('heading', { name: enShell.status.bootFailed.title })).toBeVisible();
      expect(screen.getByRole('button', { name: enShell.status.bootFailed.retry })).toBeVisible();
    } finally {
      vi.useRealTimers();
      translations.mode = 'reject';
      root.remove();
    }
  });

  it('retries with the button (a fresh page load by default)', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<BootCrashScreen language="MY" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: myShell.status.bootFailed.title })).toBeVisible();
    await user.click(screen.getByRole('button', { name: myShell.status.bootFailed.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says what the translated boot-failure screen says, in every language', () => {
    expect(BOOT_CRASH_TEXT).toEqual({
      EN: enShell.status.bootFailed,
      MY: myShell.status.bootFailed,
      CN: cnShell.status.bootFailed,
      VI: viShell.status.bootFailed,
    });
  });
});
