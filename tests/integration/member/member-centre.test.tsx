/**
 * The member centre's frame (spec 01 §2 Member centre; ADR 023) on the whole site against the mock: the
 * address opens it over any route, the 14 entries in order with the open one current, the red badges
 * only above 0, back/forward through the address, the gating (a visitor logs in first, a trial account
 * is refused) and closing, which keeps the route under it and clears the points-shop handoff.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { server, useScenario } from '@mocks/node';
import { readPointsShopHandoff, setPointsShopHandoff } from '@/api/points-handoff';
import { clearSession } from '@/api/session-store';
import { changeLanguage, initI18n } from '@/i18n';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';
import { signIn } from '../../support/mock-session';
import { newUser, solveSlider, submitLogin } from '../../support/steps';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
  // The centre and its pages are lazy chunks: transformed here once, so that the first test to open
  // each is not timed on the transform (on a busy 2-core CI machine that alone took over 8 s).
  await Promise.all([
    import('@/ui/screens/member/frame/MemberCentre'),
    import('@/ui/screens/member/security/SecurityCenterPage'),
    import('@/ui/screens/member/inbox/MessagesPage'),
    import('@/ui/screens/member/withdraw/WithdrawPage'),
    import('@/ui/screens/member/referral/ReferralPage'),
    import('@/ui/screens/member/rewards/PlayerRankPage'),
  ]);
}, 120_000);

afterEach(async () => {
  clearSession();
  await changeLanguage('EN');
});

function renderApp(path: string) {
  const [pathname = '/', search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <App
      routerHook={location.hook}
      searchHook={location.searchHook}
      queryClient={createQueryClient({ test: true })}
    />,
  );
  return { history: location.history, navigate: location.navigate };
}

const centre = () => screen.findByRole('dialog', { name: 'Personal center' }, { timeout: 15_000 });
const menuOf = async (dialog: HTMLElement) =>
  within(dialog).findByRole('navigation', { name: 'Personal center menu' });

const ENTRIES = [
  'My account',
  'My wallet',
  'Deposit',
  'Withdraw',
  'Transfer to upline',
  'Betting records',
  'Account records',
  'Profit and loss',
  'Bonus details',
  'Reward center',
  'Invite friends',
  'Mission activity',
  'Messages',
  'Manual rebate',
];

/** Entry names without their badge ("Messages 3" → "Messages"). */
const entryNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .map((a) => (a.textContent ?? '').replace(/\s*\d+\+?$/, ''));

describe('the member centre frame', () => {
  it('opens from its address over the route, with the 14 entries in order and the open page current', async () => {
    signIn('player01');
    const { history } = renderApp('/rng?mc=depositv2');
    const dialog = await centre();
    const menu = await menuOf(dialog);
    await waitFor(() => expect(within(menu).getAllByRole('link')).toHaveLength(14));
    expect(entryNames(menu)).toEqual(ENTRIES);
    expect(within(menu).getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(menu)
        .getAllByRole('link')
        .filter((a) => a.hasAttribute('aria-current')),
    ).toHaveLength(1);
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Deposit' })).toBeInTheDocument();
    // Every entry is a real link to its page's address on the same route.
    expect(within(menu).getByRole('link', { name: 'My wallet' })).toHaveAttribute(
      'href',
      '/rng?mc=transferFund',
    );

    const user = newUser();
    await user.click(within(menu).getByRole('link', { name: 'Withdraw' }));
    await waitFor(() => expect(history.at(-1)).toBe('/rng?mc=withdraw'));
    expect(within(menu).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Withdraw' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(history.at(-1)).toBe('/rng'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Personal center' })).not.toBeInTheDocument(),
    );
  });

  it.each([
    ['Withdraw', 'withdraw', 'button'],
    ['My account', 'securityCenter', 'menuitem'],
    ['Mailbox', 'messageV2', 'menuitem'],
    ['VIP rank', 'playerRank', 'menuitem'],
  ] as const)("the header's %s opens its page of the centre over the route", async (name, key, role) => {
    signIn('player01');
    const { history } = renderApp('/live');
    const user = newUser();
    const header = await screen.findByTestId('member-area');
    if (role === 'menuitem') await user.click(await within(header).findByRole('button', { name: /Player/ }));
    await user.click(await within(header).findByRole(role, { name }));
    await waitFor(() => expect(history.at(-1)).toBe(`/live?mc=${key}`));
    expect(await centre()).toBeInTheDocument();
  });

  it('follows the address from page to page; an unknown page key opens nothing', async () => {
    signIn('player01');
    const { navigate } = renderApp('/?mc=securityCenter');
    const dialog = await centre();
    const menu = await menuOf(dialog);
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page'),
    );
    // A reload lands where the address says; a page key that does not exist opens nothing.
    navigate('/?mc=messageV2');
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: /^Messages/ })).toHaveAttribute('aria-current', 'page'),
    );
    navigate('/?mc=nothing');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Personal center' })).not.toBeInTheDocument(),
    );
  });

  it('shows the red badges only when their count is above 0', async () => {
    signIn('player01');
    server.use(
      http.get('*/wps/relay/CSP_unreadCount', () => HttpResponse.json({ success: true, value: 3 })),
      http.get('*/wps/relay/MCSFE_getMissionSummaryDetails', () =>
        HttpResponse.json({ success: true, value: { missionCount: 0, missions: [] } }),
      ),
    );
    renderApp('/?mc=securityCenter');
    const menu = await menuOf(await centre());
    const messages = await within(menu).findByRole('link', { name: 'Messages 3' });
    expect(within(messages).getByText('3')).toBeInTheDocument();
    // Zero missions: no badge, the name is the entry's text alone.
    expect(within(menu).getByRole('link', { name: 'Mission activity' })).toBeInTheDocument();
  });

  it('asks a visitor to log in and then opens the page; a cancelled login drops the address', async () => {
    const { history, navigate } = renderApp('/?mc=referral');
    const user = newUser();
    const login = await screen.findByRole('dialog', { name: 'Login' });
    await user.click(within(login).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Personal center' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());

    navigate('/?mc=referral');
    const again = await screen.findByRole('dialog', { name: 'Login' });
    await submitLogin(user, again, 'player01', 'Passw0rd1');
    await solveSlider(user);
    const menu = await menuOf(await centre());
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Invite friends' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });

  it('refuses a trial account with the need-real-account dialog and clears the points-shop handoff', async () => {
    signIn('trial01');
    setPointsShopHandoff('redeem:42');
    const { history } = renderApp('/?mc=depositv2');
    const user = newUser();
    const refusal = await screen.findByRole('alertdialog');
    expect(refusal).toHaveTextContent('This feature needs a real account');
    expect(screen.queryByRole('dialog', { name: 'Personal center' })).not.toBeInTheDocument();
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(readPointsShopHandoff()).toBeNull();
  });

  it('closing clears the points-shop handoff', async () => {
    signIn('player01');
    setPointsShopHandoff('redeem:42');
    renderApp('/?mc=securityCenter');
    const dialog = await centre();
    await newUser().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(readPointsShopHandoff()).toBeNull());
  });

  it('does not open while the merchant has the member centre switched off', async () => {
    useScenario('default', { whitelabel: { MEMBERCENTRE3: false } });
    signIn('player01');
    const { history } = renderApp('/?mc=depositv2');
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Personal center' })).not.toBeInTheDocument();
  });

  it('names the centre and its entries in MY and CN', async () => {
    await changeLanguage('MY');
    signIn('player01');
    renderApp('/?mc=transferFund');
    const dialog = await screen.findByRole('dialog', { name: 'Pusat peribadi' }, { timeout: 15_000 });
    const menu = await within(dialog).findByRole('navigation', { name: 'Menu pusat peribadi' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Dompet saya' })).toHaveAttribute('aria-current', 'page'),
    );
    await changeLanguage('CN');
    expect(await screen.findByRole('dialog', { name: '个人中心' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: '我的钱包' })).toHaveAttribute('aria-current', 'page');
  });
});
