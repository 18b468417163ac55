/**
 * The welcome bonus (spec 02 §9; wire §1.2 `MCSFE_signUpRequestReward`) in the reward centre, on the whole
 * site against the mock: shown where the backend has the route and the member may ask for it, asked once,
 * then under review; nothing shown and nothing failing where the route is absent or refused (ADR 050).
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { clearSession } from '@/api/session-store';
import { changeLanguage, initI18n } from '@/i18n';
import { signIn } from '../../support/mock-session';
import { newUser } from '../../support/steps';
import { renderSite } from '../../support/site';

const PATH = '*/wps/relay/MCSFE_signUpRequestReward';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
  await Promise.all([
    import('@/ui/screens/member/frame/MemberCentre'),
    import('@/ui/screens/member/rewards/RewardCenterPage'),
  ]);
}, 120_000);

afterEach(async () => {
  clearSession();
  await changeLanguage('EN');
});

/** A member who registered today: the mock's sign-up reward is for new members. */
function signInNewMember(): void {
  const member = findMemberByAccount('player01');
  if (!member) throw new Error('no player01');
  db.member.update({ where: { id: { equals: member.id } }, data: { regDate: Date.now() } });
  signIn('player01');
}

const rewardCentre = async () => {
  renderSite('/?mc=rewardCenter');
  const dialog = await screen.findByRole('dialog', { name: 'Personal center' }, { timeout: 15_000 });
  // The reward sections have loaded: whatever the welcome bonus does has had its answer too.
  await within(dialog).findByRole('tablist', { name: 'Reward sections' });
  return dialog;
};

describe('the welcome bonus', () => {
  it('offers the sign-up reward to request; once asked it is being reviewed', async () => {
    signInNewMember();
    const dialog = await rewardCentre();
    const bonus = await within(dialog).findByRole('region', { name: 'Welcome bonus' });
    expect(bonus).toHaveTextContent(/A sign-up reward of P\s?18\.00 is waiting for you/);
    await newUser().click(within(bonus).getByRole('button', { name: 'Request bonus' }));
    expect(await within(bonus).findByText('Requested: your welcome bonus is being reviewed.')).toBeVisible();
    expect(within(bonus).queryByRole('button', { name: 'Request bonus' })).toBeNull();
    expect(within(bonus).queryByRole('alert')).toBeNull();
  });

  it('names the entry and its button in the player’s language', async () => {
    await changeLanguage('CN');
    signInNewMember();
    renderSite('/?mc=rewardCenter');
    const bonus = await screen.findByRole('region', { name: '迎新奖金' }, { timeout: 15_000 });
    expect(within(bonus).getByRole('button', { name: '申请奖金' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown path (404)', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })],
    [
      'a business refusal',
      () => HttpResponse.json({ success: false, errorCode: 'function.not.available', message: 'n/a' }),
    ],
    ['a body in another shape', () => HttpResponse.text('<html>gateway</html>')],
  ])('shows nothing and fails nothing where the backend answers %s', async (_what, answer) => {
    server.use(http.get(PATH, answer));
    signInNewMember();
    const dialog = await rewardCentre();
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Welcome bonus' })).toBeNull());
    expect(within(dialog).queryByText(/welcome bonus/i)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows nothing to a member who may not ask for it', async () => {
    signIn('player01');
    server.use(
      http.get(PATH, () =>
        HttpResponse.json({ success: true, value: { eligible: false, status: 'AVAILABLE' } }),
      ),
    );
    const dialog = await rewardCentre();
    expect(within(dialog).queryByRole('region', { name: 'Welcome bonus' })).toBeNull();
  });
});
