import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { renderWithProviders } from '../../../../tests/setup/render';
import { RightBar } from './RightBar';

beforeAll(async () => {
  await initI18n('EN');
});

function renderBar(defaultOpen?: boolean, vipChat = false) {
  const onChat = vi.fn();
  const onInvite = vi.fn();
  renderWithProviders(
    <RightBar
      socials={[
        { type: 'FACEBOOK', url: 'https://www.facebook.com/' },
        { type: 'TELEGRAM', url: 'https://t.me/' },
      ]}
      hasChat
      vipChat={vipChat}
      showInvite
      onChat={onChat}
      onInvite={onInvite}
      defaultOpen={defaultOpen}
    />,
  );
  return { onChat, onInvite };
}

describe('right-side shortcuts', () => {
  it('start folded into one button on a screen without a gutter (phones): nothing else covers the page', () => {
    renderBar();
    const toggle = screen.getByRole('button', { name: 'Shortcuts' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
  });

  it('folded, tuck away while the page scrolls down and come back on the way up', async () => {
    renderBar();
    const bar = screen.getByRole('complementary', { name: 'Shortcuts' });
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(400);
    await waitFor(() => expect(bar).toHaveAttribute('data-tucked', 'true'));
    scrollTo(200);
    await waitFor(() => expect(bar).not.toHaveAttribute('data-tucked'));
    scrollTo(0);
  });

  it('open into icon buttons named by what they do, with no text or glyph drawn', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Shortcuts' }));
    const bar = screen.getByRole('complementary', { name: 'Shortcuts' });
    const items = [
      within(bar).getByRole('link', { name: 'Facebook' }),
      within(bar).getByRole('link', { name: 'Telegram' }),
      within(bar).getByRole('button', { name: 'Live chat' }),
      within(bar).getByRole('button', { name: 'Invite friends' }),
      within(bar).getByRole('link', { name: 'Help' }),
    ];
    // The name comes from the label; nothing is drawn as text (no glyph that a font could lack).
    for (const item of items) expect(item).toHaveTextContent(/^$/);
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/',
    );
  });

  it('fold again on Escape, and after a shortcut is chosen', async () => {
    const user = userEvent.setup();
    const { onChat } = renderBar();
    const toggle = screen.getByRole('button', { name: 'Shortcuts' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(onChat).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the chat VIP customer service for a member above rank 4', () => {
    renderBar(true, true);
    expect(screen.getByRole('button', { name: 'VIP customer service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();
  });

  it('can start open (the wide-screen gutter) and be folded away', async () => {
    const user = userEvent.setup();
    renderBar(true);
    const toggle = screen.getByRole('button', { name: 'Shortcuts' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Help' })).toBeVisible();
    await user.click(toggle);
    expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
  });
});
