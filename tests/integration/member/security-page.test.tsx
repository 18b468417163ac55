/**
 * My account (securityCenter, issue 10) against the mock: the tabs open from the address; binding a
 * bank card refuses bad input with its message (keeping what was typed) and then binds it, with the way
 * back to the withdraw page that sent the member; the withdrawal password is set; the profile masks the
 * mobile number; a security answer is saved.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, useScenario } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { changeLanguage, initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import SecurityCenterPage from '@/ui/screens/member/security/SecurityCenterPage';
import { renderWithProviders } from '../../setup/render';
import { signIn } from '../../support/mock-session';

beforeAll(async () => {
  await initI18n('EN');
});

function renderSecurity(search = 'mc=securityCenter') {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <SecurityCenterPage />
    </AppProviders>,
    { route: `/?${search}` },
  );
}

const cardsOf = (account: string) =>
  db.bankCard.count({ where: { memberId: { equals: findMemberByAccount(account)?.id ?? 0 } } });

describe('my account against the mock', () => {
  it('binds a bank card after refusing bad input, then leads back to the withdraw page', async () => {
    useScenario('noBankCard');
    signIn('vip05');
    const user = userEvent.setup();
    const { history } = renderSecurity('mc=securityCenter&mc.section=bankCards&mc.back=withdraw');
    expect(screen.getByRole('tab', { name: 'Bank cards' })).toHaveAttribute('aria-selected', 'true');
    await user.click(await screen.findByRole('button', { name: 'Bind a bank card' }));
    const form = await screen.findByRole('form', { name: 'Bind a bank card' });
    await user.type(within(form).getByRole('textbox', { name: 'Account number' }), '12345');
    await user.click(within(form).getByRole('button', { name: 'Bind card' }));
    expect(await within(form).findByText('Choose the bank of this card')).toBeInTheDocument();
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByText('Enter the account number: 8 to 20 digits')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Account number' })).toHaveValue('12345');
    expect(cardsOf('vip05')).toBe(0);

    const bank = within(form).getByRole('combobox', { name: 'Bank' });
    await waitFor(() => expect(within(bank).getAllByRole('option').length).toBeGreaterThan(1));
    const [, firstBank] = within(bank).getAllByRole('option');
    await user.selectOptions(bank, firstBank?.textContent ?? '');
    await user.type(within(form).getByRole('textbox', { name: 'Account holder name' }), 'Golden Tiger');
    await user.type(within(form).getByRole('textbox', { name: 'Account number' }), '678901234');
    await user.type(within(form).getByLabelText('Current withdrawal password'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Bind card' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('The bank card is bound.');
    expect(cardsOf('vip05')).toBe(1);
    expect(await screen.findByRole('list', { name: 'Your bank cards' })).toHaveTextContent('**** 1234');
    await user.click(within(done).getByRole('button', { name: 'Back to Withdraw' }));
    expect(history.at(-1)).toBe('/?mc=withdraw');
  });

  it('sets the withdrawal password: a mismatch and a bad format are refused first', async () => {
    useScenario('noWithdrawalPassword');
    signIn('vip05');
    const user = userEvent.setup();
    renderSecurity('mc=securityCenter&mc.section=withdrawPassword&mc.back=withdraw');
    expect(
      await screen.findByText('You have no withdrawal password yet. Set one to withdraw.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('New withdrawal password'), '12ab');
    await user.type(screen.getByLabelText('Confirm withdrawal password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Set withdrawal password' }));
    expect(await screen.findByText('The withdrawal password must be 6 digits')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New withdrawal password'));
    await user.type(screen.getByLabelText('New withdrawal password'), '135790');
    await user.clear(screen.getByLabelText('Confirm withdrawal password'));
    await user.type(screen.getByLabelText('Confirm withdrawal password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Set withdrawal password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your withdrawal password is saved.');
    expect(findMemberByAccount('vip05')?.paymentPassword).toBe('135790');
    expect(screen.getByRole('button', { name: 'Back to Withdraw' })).toBeInTheDocument();
  });

  it('shows the profile with the mobile number masked', async () => {
    signIn('player01');
    renderSecurity();
    expect(await screen.findByText('player01')).toBeInTheDocument();
    expect(screen.getByText(/\*{4}$/)).toBeInTheDocument();
    expect(screen.queryByText('60123456789')).toBeNull();
  });

  it('saves a security answer', async () => {
    signIn('player01');
    const user = userEvent.setup();
    renderSecurity('mc=securityCenter&mc.section=questions');
    const question = await screen.findByRole('combobox', { name: 'Security question' });
    const [, first] = within(question).getAllByRole('option');
    await user.selectOptions(question, first?.textContent ?? '');
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Kuala Lumpur');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your answer is saved.');
    expect(await screen.findByRole('list', { name: 'Questions you have answered' })).toHaveTextContent(
      first?.textContent ?? '?',
    );
  });

  it('names its tabs in MY and CN', async () => {
    signIn('player01');
    await changeLanguage('MY');
    renderSecurity();
    expect(await screen.findByRole('tab', { name: 'Kad bank' })).toBeInTheDocument();
    await changeLanguage('CN');
    expect(await screen.findByRole('tab', { name: '银行卡' })).toBeInTheDocument();
    await changeLanguage('EN');
  });
});
