import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db';
import { createSession, findMemberByAccount } from '@mocks/lib/accounts';
import { now } from '@mocks/lib/clock';
import ResponsibleGamingPage from '@/ui/screens/member/responsible/ResponsibleGamingPage';

const HOUR = 3_600_000;

interface LimitSeed {
  kind: 'deposit' | 'loss' | 'session';
  period: '24h' | '7d' | '30d';
  amount: string;
  /** A waiting increase (ADR 043: it takes effect after 24 hours), with the hours left. */
  pending?: { amount: string; inHours: number };
}

/**
 * Signs the story's member in on the mock (after the scenario loader reseeded it) and gives them the
 * story's limits, as the backend keeps them, before the page's first request.
 */
function SignedIn({
  account,
  limits,
  children,
}: {
  account: string;
  limits: LimitSeed[];
  children: ReactNode;
}) {
  useState(() => {
    const member = findMemberByAccount(account);
    if (!member) return;
    for (const l of limits) {
      const id = `${member.id}:${l.kind}:${l.period}`;
      // "Both themes" draws the story twice: the second drawing finds the first one's limits.
      db.rgLimit.delete({ where: { id: { equals: id } } });
      db.rgLimit.create({
        id,
        memberId: member.id,
        kind: l.kind,
        period: l.period,
        amount: l.amount,
        pendingAmount: l.pending?.amount ?? null,
        pendingRemoval: false,
        effectiveAt: l.pending ? now() + l.pending.inHours * HOUR : null,
      });
    }
    sessionStorage.setItem('token', createSession(member.id));
  });
  return <div style={{ maxWidth: 720, padding: 16 }}>{children}</div>;
}

/**
 * The member centre's responsible-gaming page (ADR 043) on the mock's `/wps/rg` extension: limits, a
 * waiting increase with the date it takes effect, and the time-out and self-exclusion confirmations.
 */
const meta = {
  title: 'Member/Responsible gaming',
  component: ResponsibleGamingPage,
  parameters: { route: '/?mc=responsibleGaming', scenario: 'default', account: 'player01', limits: [] },
  decorators: [
    (Story, { parameters }) => (
      <SignedIn
        account={typeof parameters.account === 'string' ? parameters.account : 'player01'}
        limits={Array.isArray(parameters.limits) ? (parameters.limits as LimitSeed[]) : []}
      >
        <Story />
      </SignedIn>
    ),
  ],
} satisfies Meta<typeof ResponsibleGamingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LIMITS_SET: LimitSeed[] = [
  { kind: 'deposit', period: '24h', amount: '200' },
  { kind: 'deposit', period: '7d', amount: '1000' },
  { kind: 'loss', period: '24h', amount: '100' },
  { kind: 'session', period: '24h', amount: '120' },
];

/** No limit yet: every form offers a new one. */
export const NoLimits: Story = {
  play: async ({ canvasElement }) => {
    const day = await within(canvasElement).findByRole('group', { name: 'Deposit limit, 24 hours' });
    await expect(within(day).getByText('No limit set.')).toBeVisible();
  },
};

/** Deposit limits per 24 hours and 7 days, a daily loss limit and two hours of play a day. */
export const LimitsSet: Story = {
  parameters: { limits: LIMITS_SET },
  play: async ({ canvasElement }) => {
    const day = await within(canvasElement).findByRole('group', { name: 'Deposit limit, 24 hours' });
    await expect(within(day).getByText(/^Limit \S* ?200\.00 · used/)).toBeVisible();
    const time = within(canvasElement).getByRole('group', { name: 'Playing time per day' });
    await expect(within(time).getByText(/^Limit 120 minutes/)).toBeVisible();
  },
};
export const LimitsSetBothThemes: Story = { parameters: { limits: LIMITS_SET }, globals: { theme: 'both' } };
/** At 360 px (phones first). */
export const LimitsSetPhone: Story = {
  parameters: { limits: LIMITS_SET },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/** A raise from 200 to 1,000 waits 24 hours: the date it takes effect is shown, the old limit still applies. */
export const PendingIncrease: Story = {
  parameters: {
    limits: [{ kind: 'deposit', period: '24h', amount: '200', pending: { amount: '1000', inHours: 23 } }],
  },
  play: async ({ canvasElement }) => {
    const day = await within(canvasElement).findByRole('group', { name: 'Deposit limit, 24 hours' });
    await expect(
      within(day).getByText(/Changes to \S* ?1,000\.00: takes effect on \d{4}-\d\d-\d\d \d\d:\d\d/),
    ).toBeVisible();
    await expect(within(day).getByText(/^Limit \S* ?200\.00 · used/)).toBeVisible();
  },
};

/** A time-out's first confirmation: what it means, before anything is sent. */
export const TimeOutConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Time-out' });
    await userEvent.click(within(section).getByRole('button', { name: 'Take a time-out' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Take a time-out?' });
    await expect(dialog).toHaveTextContent('You chose a time-out of 24 hours.');
    await expect(dialog).toHaveTextContent('You will be logged out now.');
  },
};

/** A self-exclusion's first confirmation with its consequences spelled out. */
export const SelfExclusionConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Self-exclusion' });
    await userEvent.click(within(section).getByRole('button', { name: 'Exclude myself' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Exclude yourself?' });
    await expect(dialog).toHaveTextContent('It cannot be ended early or shortened from this site.');
  },
};

/** The second confirmation, the last step before the self-exclusion starts and the member is logged out. */
export const SelfExclusionFinalConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Self-exclusion' });
    await userEvent.click(within(section).getByRole('button', { name: 'Exclude myself' }));
    const first = await canvas.findByRole('alertdialog', { name: 'Exclude yourself?' });
    await userEvent.click(within(first).getByRole('button', { name: 'Continue' }));
    const last = await canvas.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(within(last).getByRole('button', { name: 'Yes, exclude me' })).toBeVisible();
  },
};
