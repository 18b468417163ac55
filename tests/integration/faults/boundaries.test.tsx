/**
 * A failure is held to its scope (ADR 016). A broken route keeps the header and footer, a broken
 * modal keeps the page, a route chunk that will not load offers a reload; each with translated text.
 */
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { initI18n } from '@/i18n';
import enErrors from '@/i18n/locales/en/errors.json';
import enShell from '@/i18n/locales/en/shell.json';
import { App } from '@/ui/app/App';
import { modals } from '@/ui/hooks/modals';
import { createQueryClient } from '@/ui/app/query-client';
import { expectConsole } from '../../setup/console';

/** Which parts are broken in the running test (the mocks below read it on every render). */
const broken = vi.hoisted(() => ({ route: false, modal: false, layout: false }));

vi.mock('@/ui/screens/points/PointMallScreen', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/ui/screens/points/PointMallScreen')>();
  function PointMallScreen() {
    if (broken.route) throw new Error('route render failed');
    return actual.default();
  }
  return { default: PointMallScreen };
});

vi.mock('@/ui/screens/help/HelpModal', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/ui/screens/help/HelpModal')>();
  function HelpModal(props: Parameters<typeof actual.default>[0]) {
    if (broken.modal) throw new Error('modal render failed');
    return actual.default(props);
  }
  return { default: HelpModal };
});

vi.mock('@/ui/screens/layout/Footer', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/ui/screens/layout/Footer')>();
  function Footer(props: Parameters<typeof actual.Footer>[0]) {
    if (broken.layout) throw new Error('layout render failed');
    return actual.Footer(props);
  }
  return { ...actual, Footer };
});

// The chunk of /noticePage never arrives (a deploy removed it, the connection dropped).
vi.mock('@/ui/screens/notice/NoticePage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/NoticePage.js');
});

beforeAll(async () => {
  configure({ asyncUtilTimeout: 6000 });
  await initI18n('EN');
});

function renderApp(route: string) {
  const location = memoryLocation({ path: route, record: true });
  const utils = render(
    <App
      routerHook={location.hook}
      searchHook={location.searchHook}
      queryClient={createQueryClient({ test: true })}
    />,
  );
  return { ...utils, location };
}

describe('error boundaries', () => {
  it('a route that fails to render keeps header and footer, and its retry renders it again', async () => {
    expectConsole('error', /route render failed/);
    const user = userEvent.setup();
    broken.route = true;
    try {
      renderApp('/pointMall');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(enShell.failure.render);
      expect(screen.getByTestId('site-header')).toBeVisible();
      expect(await screen.findByTestId('site-footer')).toBeVisible();
      broken.route = false;
      await user.click(within(alert).getByRole('button', { name: enShell.failure.retry }));
      expect(await screen.findByRole('heading', { name: 'Points Shop' })).toBeVisible();
    } finally {
      broken.route = false;
    }
  });

  it('another page starts clean after a route failed', async () => {
    expectConsole('error', /route render failed/);
    broken.route = true;
    try {
      const { location } = renderApp('/pointMall');
      expect(await screen.findByRole('alert')).toHaveTextContent(enShell.failure.render);
      broken.route = false;
      act(() => location.navigate('/'));
      expect(await screen.findByTestId('home-screen')).toBeVisible();
      expect(screen.queryByText(enShell.failure.render)).not.toBeInTheDocument();
    } finally {
      broken.route = false;
    }
  });

  it('a broken modal becomes an error dialog over the page, with a retry that opens it', async () => {
    expectConsole('error', /modal render failed/);
    const user = userEvent.setup();
    broken.modal = true;
    try {
      renderApp('/');
      expect(await screen.findByTestId('home-screen')).toBeVisible();
      act(() => modals.open('help', {}));
      const dialog = await screen.findByRole('dialog', { name: enShell.failure.title });
      expect(within(dialog).getByRole('alert')).toHaveTextContent(enShell.failure.render);
      // The page behind is whole.
      expect(screen.getByTestId('home-screen')).toBeInTheDocument();
      expect(screen.getByTestId('site-header')).toBeInTheDocument();
      broken.modal = false;
      await user.click(within(dialog).getByRole('button', { name: enShell.failure.retry }));
      expect(await screen.findByRole('dialog', { name: enShell.help.title })).toBeVisible();
    } finally {
      broken.modal = false;
    }
  });

  it('a route chunk that still fails after its retries offers a reload, header and footer kept', async () => {
    expectConsole('error', /ChunkLoadError|Chunk failed to load/);
    renderApp('/noticePage');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent(enErrors.chunkLoad);
    expect(within(alert).getByRole('button', { name: enShell.failure.reload })).toBeVisible();
    expect(screen.getByTestId('site-header')).toBeVisible();
    expect(await screen.findByTestId('site-footer')).toBeVisible();
  });

  it('a failure outside every route and modal (the layout) still ends in a page with a retry', async () => {
    expectConsole('error', /layout render failed/);
    const user = userEvent.setup();
    broken.layout = true;
    try {
      renderApp('/');
      expect(await screen.findByRole('heading', { name: enShell.failure.title, level: 1 })).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(enShell.failure.render);
      broken.layout = false;
      await user.click(screen.getByRole('button', { name: enShell.failure.retry }));
      expect(await screen.findByTestId('site-footer')).toBeVisible();
      expect(screen.getByTestId('site-header')).toBeVisible();
    } finally {
      broken.layout = false;
    }
  });
});
