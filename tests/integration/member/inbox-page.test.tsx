/**
 * Platform information (messageV2, spec 01 §2 Member centre) on the whole site against the mock: opening an
 * unread message reads it and the header's unread count falls by one; a message is deleted after a
 * confirmation; an empty inbox and a failed inbox each say so.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { db, server } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { clearSession } from '@/api/session-store';
import { initI18n } from '@/i18n';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';
import { signIn } from '../../support/mock-session';
import { newUser } from '../../support/steps';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});
afterEach(() => clearSession());

function renderInbox() {
  const location = memoryLocation({ path: '/', searchPath: 'mc=messageV2' });
  render(
    <App
      routerHook={location.hook}
      searchHook={location.searchHook}
      queryClient={createQueryClient({ test: true })}
    />,
  );
}

const memberId = () => findMemberByAccount('player01')?.id ?? 0;
const unreadInBooks = () =>
  db.message.count({ where: { memberId: { equals: memberId() }, read: { equals: false } } });
/** The header's unread figure ("N unread"): messages plus promotions to claim (spec 01 §2). */
async function headerUnread(): Promise<number> {
  const badge = await within(await screen.findByTestId('member-area')).findByLabelText(/^\d+ unread$/);
  return Number(/^(\d+)/.exec(badge.getAttribute('aria-label') ?? '')?.[1]);
}
// The first render of a file loads the member centre's lazy chunks, which a loaded CI machine
// transforms slowly; later finds in the file are quick.
const messageList = () => screen.findByRole('list', { name: 'Messages' }, { timeout: 20_000 });

describe('platform information', { timeout: 40_000 }, () => {
  it('opening an unread message reads it and the header unread count falls by one', async () => {
    signIn('player01');
    db.message.updateMany({ where: { memberId: { equals: memberId() } }, data: { read: false } });
    renderInbox();
    const user = newUser();
    const list = await messageList();
    const before = await headerUnread();
    const [first] = within(list).getAllByRole('button', { expanded: false });
    if (!first) throw new Error('no message');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await waitFor(async () => expect(await headerUnread()).toBe(before - 1));
    expect(unreadInBooks()).toBe(5);
  });

  it('deletes a message after the confirmation', async () => {
    signIn('player01');
    renderInbox();
    const user = newUser();
    const list = await messageList();
    const count = within(list).getAllByRole('listitem').length;
    const [first] = within(list).getAllByRole('button', { expanded: false });
    if (!first) throw new Error('no message');
    await user.click(first);
    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { description: /^Delete the message/ });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () =>
      expect(within(await messageList()).getAllByRole('listitem')).toHaveLength(count - 1),
    );
  });

  it('an empty inbox says so', async () => {
    signIn('player01');
    db.message.deleteMany({ where: { memberId: { equals: memberId() } } });
    renderInbox();
    expect(await screen.findByRole('heading', { name: 'No messages' })).toBeInTheDocument();
  });

  it('a failed inbox says so and retries', async () => {
    signIn('player01');
    let calls = 0;
    server.use(
      http.get('*/wps/relay/CSP_getInbox', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 })
          : undefined;
      }),
    );
    renderInbox();
    const user = newUser();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your messages could not be loaded.');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await messageList()).toBeInTheDocument();
  });
});
