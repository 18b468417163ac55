import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { offerUpdate, resetPwaState } from '@/ui/hooks/pwa';
import { isSafeMoment, UpdatePrompt } from './UpdatePrompt';

beforeAll(async () => {
  await initI18n('EN');
});

afterEach(() => {
  resetPwaState();
  document.body.innerHTML = '';
});

// ADR 041: "A new version is ready — reload" only at a moment that loses nothing.
describe('isSafeMoment', () => {
  it('is safe on a page with nothing typed', () => {
    document.body.innerHTML = '<form><input name="q" value="" /></form>';
    expect(isSafeMoment('/promotions')).toBe(true);
  });

  it('is not safe in a game', () => {
    expect(isSafeMoment('/game')).toBe(false);
  });

  it('is not safe with a popup open (a centre, a money form, login)', () => {
    document.body.innerHTML = '<div role="dialog" aria-modal="true"></div>';
    expect(isSafeMoment('/')).toBe(false);
  });

  it('is not safe while a form holds what the player typed', async () => {
    render(
      <form aria-label="Withdraw">
        <input aria-label="Amount" defaultValue="" />
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '300.40');
    expect(isSafeMoment('/')).toBe(false);
  });
});

describe('UpdatePrompt', () => {
  it('offers the reload once a new version waits, and the button switches to it', async () => {
    const apply = vi.fn();
    const { hook } = memoryLocation({ path: '/' });
    render(
      <Router hook={hook}>
        <UpdatePrompt />
      </Router>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => offerUpdate(apply));
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is ready');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('waits while the player is in a game', () => {
    const { hook } = memoryLocation({ path: '/game' });
    render(
      <Router hook={hook}>
        <UpdatePrompt />
      </Router>,
    );
    act(() => offerUpdate(vi.fn()));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
