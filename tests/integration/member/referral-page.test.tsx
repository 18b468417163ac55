/**
 * Invite friends (referral, spec 01 §2 Member centre) against the mock: the code, the number invited and the
 * invite link from the referral details; copying the link puts it on the clipboard and says so; a refused
 * clipboard says how to copy it by hand; a failed load offers a retry.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { changeLanguage, initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import ReferralPage from '@/ui/screens/member/referral/ReferralPage';
import { renderWithProviders } from '../../setup/render';
import { signIn } from '../../support/mock-session';

beforeAll(async () => {
  await initI18n('EN');
});

function renderReferral() {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <ReferralPage />
    </AppProviders>,
    { route: '/?mc=referral' },
  );
}

describe('invite friends against the mock', () => {
  it('shows the code, the number invited and the link; copying the link says so', async () => {
    signIn('agent1');
    const member = findMemberByAccount('agent1');
    const invited = db.member.count({ where: { parentId: { equals: member?.id ?? 0 } } });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderReferral();
    const link = await screen.findByRole('region', { name: 'Your invite link' });
    const url = `${window.location.origin}/register?referralCode=${member?.referralCode ?? ''}`;
    expect(within(link).getByText(url)).toBeInTheDocument();
    expect(within(link).getByRole('img', { name: 'QR code of your invite link' })).toBeInTheDocument();
    expect(screen.getByText(String(invited))).toBeInTheDocument();
    expect(screen.getByText(member?.referralCode ?? '?')).toBeInTheDocument();
    await user.click(within(link).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await within(link).findByRole('status')).toHaveTextContent('Copied');
  });

  it('a refused clipboard says how to copy the link by hand', async () => {
    signIn('player01');
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    renderReferral();
    const link = await screen.findByRole('region', { name: 'Your invite link' });
    await user.click(within(link).getByRole('button', { name: 'Copy link' }));
    expect(await within(link).findByRole('status')).toHaveTextContent('select the text and copy it yourself');
  });

  it('a failed load says so and retries', async () => {
    signIn('player01');
    let calls = 0;
    server.use(
      http.get('*/wps/relay/MCSFE_getReferralDetails', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 })
          : undefined;
      }),
    );
    const user = userEvent.setup();
    renderReferral();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your invitation could not be loaded.');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your invite link' })).toBeInTheDocument();
  });

  it('is named in MY and CN', async () => {
    signIn('player01');
    await changeLanguage('MY');
    renderReferral();
    expect(await screen.findByRole('button', { name: 'Salin pautan' })).toBeInTheDocument();
    await changeLanguage('CN');
    expect(await screen.findByRole('button', { name: '复制链接' })).toBeInTheDocument();
    await changeLanguage('EN');
  });
});
