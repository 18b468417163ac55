import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { NoticeBar } from './NoticeBar';

beforeAll(async () => {
  await initI18n('EN');
});

const notices = [
  { id: 1, title: 'System upgrade on Sunday' },
  { id: 2, title: 'New slots this week' },
];

describe('notice bar', () => {
  it('draws its titles twice for a seamless loop that starts in view; the copy is inert and hidden', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<NoticeBar notices={notices} onOpen={onOpen} />);
    const bar = screen.getByRole('region', { name: 'Latest announcements' });
    // One accessible button per notice, although each title is drawn twice.
    const buttons = within(bar).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(notices.map((n) => n.title));
    expect(within(bar).getAllByRole('button', { hidden: true })).toHaveLength(notices.length * 2);
    const groups = within(bar).getAllByRole('list', { hidden: true });
    expect(groups).toHaveLength(2);
    expect(groups[0]).not.toHaveAttribute('aria-hidden');
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('inert');
    await user.click(buttons[1] as HTMLElement);
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('draws no emoji the fonts may not have (its icon is an SVG)', () => {
    render(<NoticeBar notices={notices} onOpen={vi.fn()} />);
    const bar = screen.getByRole('region', { name: 'Latest announcements' });
    expect(bar.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('leads on to the announcement list (spec 01 §2 /noticePage)', () => {
    render(<NoticeBar notices={notices} onOpen={vi.fn()} />);
    const bar = screen.getByRole('region', { name: 'Latest announcements' });
    expect(within(bar).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/noticePage');
  });
});
