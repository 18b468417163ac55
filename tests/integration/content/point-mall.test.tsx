/**
 * /pointMall, the points shop (spec 01 §2, 02 §7; ADR 027) against the mock: a visitor is offered the login
 * and nothing is asked of the points calls; a member's redeem is checked before anything is sent (the typing
 * stays), goes out once on a double click, lowers the balance by exactly its cost and shows In Process in the
 * history; a conversion shows what the points are worth, keeps the typing through a refused password and
 * credits the wallet; a member short of points is sent to deposit and the shop remembers the reward.
 */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readPointsShopHandoff } from '@/api/points-handoff';
import { changeLanguage, initI18n } from '@/i18n';
import { signIn } from '../../support/mock-session';
import { countRequests, renderSite } from '../../support/site';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
  await import('@/ui/screens/points/PointMallScreen');
}, 60_000);

afterEach(async () => {
  await changeLanguage('EN');
});

/** The balance the page shows, as a whole number of points. */
async function shownPoints(): Promise<number> {
  const card = await screen.findByRole('region', { name: 'Your points' });
  const value = await within(card).findByText(/^[\d,]+ points$/);
  return Number((value.textContent ?? '').replace(/[^\d]/g, ''));
}

describe('/pointMall', () => {
  it('offers a visitor the login, and asks nothing of the points calls (they need the session)', async () => {
    const asked = countRequests('/wps/relay/MCS2_getPointReward');
    renderSite('/pointMall');
    const page = await screen.findByRole('region', { name: 'Points Shop' });
    expect(within(page).getByRole('heading', { name: 'Log in to see your points' })).toBeInTheDocument();
    expect(within(page).getByRole('heading', { name: 'Log in to see the rewards' })).toBeInTheDocument();
    expect(within(page).queryByRole('tab', { name: 'History' })).toBeNull();
    await userEvent.setup().click(within(page).getAllByRole('button', { name: 'Log in' })[0] ?? page);
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(asked.count).toBe(0);
  });

  it('checks a redeem before sending it, sends it once, lowers the points by its cost and lists it In Process', async () => {
    signIn('player01');
    const sent = countRequests('/wps/relay/passwordCheck/MCS2_redeemPointReward');
    renderSite('/pointMall');
    const before = await shownPoints();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem: Lucky Draw Ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Lucky Draw Ticket' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByText('Enter a whole number above 0')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(quantity).toHaveValue('1.5');
    expect(sent.count).toBe(0);

    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(dialog).getByText('Total: 1,000 points')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Login password'), 'Passw0rd1');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByText(/You redeemed 2 × Lucky Draw Ticket/)).toBeInTheDocument();
    expect(sent.count).toBe(1);
    await expect.poll(shownPoints).toBe(before - 1000);

    await user.click(within(dialog).getByRole('button', { name: 'See history' }));
    const table = await screen.findByRole('table', { name: 'Redeem history' });
    const first = within(table).getAllByRole('row')[1];
    if (!first) throw new Error('no history row');
    expect(within(first).getByText('Lucky Draw Ticket')).toBeInTheDocument();
    expect(within(first).getByText('In Process')).toBeInTheDocument();
    expect(within(first).getByText('1,000')).toBeInTheDocument();
  });

  it('converts points to wallet balance at the ratio, keeping the typing through a wrong password', async () => {
    signIn('player01');
    const sent = countRequests('/wps/relay/passwordCheck/MCS2_convertPoint');
    renderSite('/pointMall');
    const before = await shownPoints();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Convert' }));
    const form = await screen.findByRole('form', { name: 'Convert points to wallet balance' });
    expect(
      within(form).getByText(/100 points = P 1\.00\. At least 100 points per conversion\./),
    ).toBeVisible();
    const points = within(form).getByRole('textbox', { name: 'Points to convert' });
    await user.type(points, '50');
    await user.type(within(form).getByLabelText('Login password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await within(form).findByText('Convert at least 100 points')).toBeInTheDocument();
    expect(sent.count).toBe(0);

    await user.clear(points);
    await user.type(points, '250');
    expect(within(form).getByText('You receive P 2.50')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(points).toHaveValue('250');
    expect(sent.count).toBe(1);

    const password = within(form).getByLabelText('Login password');
    await user.clear(password);
    await user.type(password, 'Passw0rd1');
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('250 points converted: P 2.50 added to your wallet.')).toBeInTheDocument();
    expect(sent.count).toBe(2);
    await expect.poll(shownPoints).toBe(before - 250);

    // The ledger (memTransDet, accountType=POINT) has the conversion on top, its balance the one shown.
    await user.click(screen.getByRole('tab', { name: 'Points ledger' }));
    const ledger = await screen.findByRole('table', { name: 'Points earned and spent' });
    const [, top, ...older] = within(ledger).getAllByRole('row');
    if (!top) throw new Error('no ledger row');
    expect(within(top).getByText('Converted to wallet')).toBeInTheDocument();
    expect(within(top).getByText('−250')).toBeInTheDocument();
    expect(within(top).getByText((before - 250).toLocaleString('en-US'))).toBeInTheDocument();
    expect(older.some((row) => within(row).queryByText('Earned') !== null)).toBe(true);
  });

  it('sends a member short of points to deposit, and remembers the reward', async () => {
    signIn('player01');
    const view = renderSite('/pointMall');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem: Travel Voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Travel Voucher' });
    await user.type(within(dialog).getByLabelText('Login password'), 'Passw0rd1');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByText('You do not have enough points')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deposit to earn more' }));
    expect(view.history?.at(-1)).toMatch(/\/pointMall\?mc=depositv2$/);
    expect(readPointsShopHandoff()).toBe('redeem:RW011');
  });

  it('is translated (MY, CN)', async () => {
    await changeLanguage('MY');
    renderSite('/pointMall');
    expect(await screen.findByRole('region', { name: 'Kedai Mata Ganjaran' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Ganjaran' })).toBeInTheDocument();
  });
});
