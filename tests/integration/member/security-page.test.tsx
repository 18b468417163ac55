/**
 * My account (securityCenter, spec 01 §2 Member centre; ADR 028) against the mock: the tabs open from the
 * address; binding a bank card refuses bad input with its message (keeping what was typed) and then binds it,
 * with the way back to the withdraw page that sent the member; the withdrawal password is set; the profile
 * masks the mobile number; the profile is edited (birthday 21+, real name and birthday set once, one request
 * per save, a refusal keeps what was typed); the KYC status shows where the merchant runs it; a security
 * answer is saved.
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
import { countRequests } from '../../support/site';

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

  it('edits the profile: an underage birthday and a bad e-mail are refused first, then one request saves it', async () => {
    signIn('player01');
    const user = userEvent.setup();
    const writes = countRequests('/wps/member/info', 'POST');
    renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const field = (name: string) => within(form).getByLabelText(name);
    await user.clear(field('Nickname'));
    await user.type(field('Nickname'), 'Lucky Star');
    await user.type(field('Real name'), 'Tan Mei Ling');
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'mei@');
    const twentyYearsAgo = `${new Date().getFullYear() - 20}-01-01`;
    await user.type(field('Birthday'), twentyYearsAgo);
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await within(form).findByText('You must be 21 or older')).toBeInTheDocument();
    expect(field('E-mail')).toHaveAccessibleDescription(/e-mail/);
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nickname')).toHaveValue('Lucky Star');
    expect(field('Real name')).toHaveValue('Tan Mei Ling');
    expect(writes.count).toBe(0);

    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'mei@mail.test');
    await user.clear(field('Birthday'));
    await user.type(field('Birthday'), '1990-05-17');
    const save = within(form).getByRole('button', { name: 'Save profile' });
    await user.dblClick(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile is saved.');
    expect(writes.count).toBe(1);
    const stored = findMemberByAccount('player01');
    expect(stored).toMatchObject({
      nickname: 'Lucky Star',
      payeeName: 'Tan Mei Ling',
      email: 'mei@mail.test',
      birthday: '1990-05-17',
    });
    expect(await screen.findByText('1990-05-17')).toBeInTheDocument();
    expect(screen.getByText('Lucky Star')).toBeInTheDocument();
  });

  it('shows a real name and birthday given once as read-only, and sends nothing when nothing changed', async () => {
    signIn('vip05');
    const user = userEvent.setup();
    const writes = countRequests('/wps/member/info', 'POST');
    renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(within(form).queryByLabelText('Real name')).toBeNull();
    expect(within(form).queryByLabelText('Birthday')).toBeNull();
    expect(within(form).getByText('Lim Wei Jie')).toBeInTheDocument();
    expect(within(form).getAllByText('Set once. To change it, contact customer service.')).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Nothing has changed');
    expect(writes.count).toBe(0);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
  });

  it('keeps what was typed when the server refuses the profile', async () => {
    useScenario('default', {
      faults: {
        'member.updateProfile': {
          kind: 'business',
          errorCode: 'EMAIL_TAKEN',
          message: 'E-mail already used',
        },
      },
    });
    signIn('player01');
    const user = userEvent.setup();
    renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await user.clear(within(form).getByLabelText('E-mail'));
    await user.type(within(form).getByLabelText('E-mail'), 'taken@mail.test');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('E-mail already used');
    expect(within(form).getByLabelText('E-mail')).toHaveValue('taken@mail.test');
    expect(findMemberByAccount('player01')?.email).not.toBe('taken@mail.test');
  });

  it('shows the identity verification status only where the merchant runs it', async () => {
    signIn('vip05');
    const { unmount } = renderSecurity();
    expect(await screen.findByText('Identity verification')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    unmount();
    useScenario('kycOff');
    renderSecurity();
    expect(await screen.findByText('Lim Wei Jie')).toBeInTheDocument();
    expect(screen.queryByText('Identity verification')).toBeNull();
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
