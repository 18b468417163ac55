import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { createSession, findMemberByAccount } from '@mocks/lib/accounts';
import { requestWithdrawal } from '@mocks/lib/ledger';
import { applyToBooks, newMovementId } from '@mocks/lib/ledger-store';
import DepositPage from '@/ui/screens/member/deposit/DepositPage';

/**
 * Signs the story's member in on the mock (after the scenario loader reseeded it), and optionally
 * leaves a C2C withdrawal waiting for their confirmation, before the page's first request.
 */
function SignedIn({
  account,
  waiting,
  children,
}: {
  account: string;
  waiting: boolean;
  children: ReactNode;
}) {
  useState(() => {
    const member = findMemberByAccount(account);
    if (!member) return;
    sessionStorage.setItem('token', createSession(member.id));
    if (waiting) applyToBooks(member.id, (books) => requestWithdrawal(books, newMovementId(), '250'));
  });
  return <div style={{ maxWidth: 720, padding: 16 }}>{children}</div>;
}

/**
 * The member centre's depositv2 page (spec 01 §2; ADR 022) on the mock backend, one story per state and
 * scenario.
 */
const meta = {
  title: 'Member/Deposit',
  component: DepositPage,
  parameters: { route: '/?mc=depositv2', scenario: 'default', account: 'player01' },
  decorators: [
    (Story, { parameters }) => (
      <SignedIn
        account={typeof parameters.account === 'string' ? parameters.account : 'player01'}
        waiting={parameters.waiting === true}
      >
        <Story />
      </SignedIn>
    ),
  ],
} satisfies Meta<typeof DepositPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const BothThemes: Story = { globals: { theme: 'both' } };
/** At 360 px (phones first). */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
/** allowDeposit N: a clear state and no form. */
export const DepositDisabled: Story = { parameters: { scenario: 'depositDisabled', account: 'vip05' } };
/** The settings never answer: the skeleton in the form's shape. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/wps/relay/MCSFE_getDepositSettings', () => delay('infinite'))] },
  },
};
/** The settings failed: the message and a retry. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/MCSFE_getDepositSettings', () =>
          HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
};
/** Under the minimum: the translated message under the field, nothing sent. */
export const UnderMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Deposit amount' }), '99');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The minimum amount is P 100.00');
  },
};
/** A bank-transfer deposit sent: the pending record. */
export const PendingResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '500.00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    const result = await canvas.findByRole('region', { name: 'Deposit submitted' });
    await expect(within(result).getByText('Pending')).toBeInTheDocument();
  },
};
/** A QR deposit: the code to scan with the pending record. */
export const QrResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'QR payment' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Deposit amount' }), '150.25');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(await canvas.findByRole('img', { name: 'Scan to pay' })).toBeInTheDocument();
  },
};
/** C2C confirmations: one waiting transfer to answer, older ones already counted as received. */
export const PaymentConfirmations: Story = {
  parameters: { route: '/?mc=depositv2&mc.tab=confirm', waiting: true },
};
/** C2C confirmations with nothing waiting. */
export const PaymentConfirmationsEmpty: Story = {
  parameters: {
    route: '/?mc=depositv2&mc.tab=confirm',
    msw: {
      handlers: [
        http.get('*/wps/relay/MCSFE_getPaymentConfirmationList', () =>
          HttpResponse.json({ success: true, value: [] }),
        ),
      ],
    },
  },
};
/** C2C confirmations that failed to load. */
export const PaymentConfirmationsFailed: Story = {
  parameters: {
    route: '/?mc=depositv2&mc.tab=confirm',
    msw: {
      handlers: [
        http.get('*/wps/relay/MCSFE_getPaymentConfirmationList', () =>
          HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
};
