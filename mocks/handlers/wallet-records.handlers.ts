import { contract } from '@/contracts';
import type { RecordQuery } from '@/contracts/wallet.contract';
import { db } from '../db';
import { fail, implement, ok, type MemberRecord } from '../lib/handler';
import { now } from '../lib/clock';
import { BET_CATEGORIES, bets, type BetRow } from '../lib/bets';
import { isGreaterThan, isLessThan, roundToCents, sum, toDecimal, toDecimalOrZero } from '@/money/money';
import {
  approveDeposit,
  payWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
  requestDeposit,
} from '../lib/ledger';
import { applyToBooks, newMovementId } from '../lib/ledger-store';
import { banks } from '../seed/reference';
import { depositLimitRefusal, exclusionRefusal } from './responsibleGambling.handlers';

/** Minutes after which an unconfirmed C2C transfer counts as received (spec 01 §9: configured). */
const C2C_AUTO_CONFIRM_MINUTES = 30;
const noSession = () => fail('login.not.session', 'customer not login or login timeout', 401);

type Row = {
  id: number | string;
  createTime: number;
  amount?: number;
  betAmount?: number;
  winLoss?: number;
  status: string;
  gameName?: string;
  gameType?: string;
  remark: string | null;
};

function inRange(query: RecordQuery, t: number): boolean {
  const from = query.startDate ? Date.parse(`${query.startDate}T00:00:00Z`) : NaN;
  const to = query.endDate ? Date.parse(`${query.endDate}T23:59:59Z`) : NaN;
  return (Number.isNaN(from) || t >= from) && (Number.isNaN(to) || t <= to);
}

function page(rows: Row[], query: RecordQuery) {
  const filtered = rows.filter(
    (r) => inRange(query, r.createTime) && (!query.gameType || r.gameType === query.gameType),
  );
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  return ok({
    list: filtered.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalCount: filtered.length,
    totalPages: Math.max(1, Math.ceil(filtered.length / pageSize)),
    pageNo,
  });
}

/** A bet report's page and the filtered period's totals, summed exactly over every bet (not the page). */
function betPage(rows: BetRow[], query: RecordQuery) {
  const filtered = rows.filter(
    (r) => inRange(query, r.createTime) && (!query.gameType || r.gameType === query.gameType),
  );
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  return ok({
    list: filtered.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalCount: filtered.length,
    totalPages: Math.max(1, Math.ceil(filtered.length / pageSize)),
    pageNo,
    summary: {
      betCount: filtered.length,
      betAmount: sum(filtered.map((r) => toDecimalOrZero(r.betAmount))),
      winLoss: sum(filtered.map((r) => toDecimalOrZero(r.winLoss))),
    },
  });
}

/** The products each personal bet report covers (wire protocol §1.3 legacy reports). */
export const BET_REPORT_PRODUCTS = {
  betHistory: BET_CATEGORIES.filter((c) => c !== 'LOTT' && c !== 'ELOTT'),
  lottoPnl: ['LOTT', 'ELOTT'],
  pvpFishingPnl: ['PVP', 'FISH'],
} as const;

function transactions(member: MemberRecord, kinds: readonly string[]): Row[] {
  return (
    db.transaction
      .findMany({ where: { memberId: { equals: member.id } }, orderBy: { createdAt: 'desc' } })
      .filter((t) => kinds.length === 0 || kinds.includes(t.kind))
      // The record's kind doubles as its filter value (gameType=BONUS): the report query has no other filter field.
      .map((t) => ({
        id: t.id,
        createTime: t.createdAt,
        amount: t.amount,
        status: t.status,
        gameType: t.kind,
        remark: t.kind,
      }))
  );
}

export const walletRecordHandlers = [
  implement(contract.wallet.deposit, ({ member, body, params, scenario }) => {
    if (!member) return noSession();
    if (member.type === 4) return fail('TRIAL_ACCOUNT_NOT_ALLOWED', 'A real account is needed to deposit');
    if (!scenario.wallet.depositAllowed) return fail('DEPOSIT_NOT_ALLOWED', 'Deposits are not available');
    const amount = toDecimal(body.amount) ?? '0';
    const { minimum, maximum } = scenario.wallet.depositLimits;
    if (isLessThan(amount, minimum) || isGreaterThan(amount, maximum))
      return fail('DEPOSIT_AMOUNT_INVALID', `Deposit amount must be between ${minimum} and ${maximum}`);
    // Responsible gambling (ADR 043): no deposit during an exclusion, none over a deposit limit.
    const refusal = exclusionRefusal(member) ?? depositLimitRefusal(member, amount);
    if (refusal) return refusal;
    const transactionId = newMovementId();
    // Created pending: the balance moves only when the deposit is approved (scenario or /__mock switch).
    const created = applyToBooks(member.id, (books) => requestDeposit(books, transactionId, amount));
    if (!created.ok) return fail(created.code, 'Deposit refused');
    const settle = scenario.wallet.settleDeposits;
    if (settle)
      applyToBooks(member.id, (books) =>
        settle === 'approve' ? approveDeposit(books, transactionId) : rejectDeposit(books, transactionId),
      );
    return ok({
      transactionId,
      redirectUrl: params.channel === 'pg' ? `/mock-pay/index.html?tx=${transactionId}` : null,
      qrCode: params.channel === 'qr' ? `WPSPAY:${transactionId}:${roundToCents(amount)}` : null,
    });
  }),

  implement(contract.wallet.depositBanks, () => ok(banks.slice(0, 5).map((b) => ({ ...b })))),
  implement(contract.wallet.withdrawBanks, () => ok(banks.map((b) => ({ ...b })))),

  implement(contract.wallet.paymentConfirmations, ({ member }) => {
    if (!member) return noSession();
    return ok(
      db.transaction
        .findMany({
          where: {
            memberId: { equals: member.id },
            kind: { equals: 'WITHDRAW' },
            status: { equals: 'PENDING' },
          },
        })
        .map((t) => ({
          transactionId: t.id,
          receivedAmount: Math.abs(t.amount),
          remainingAmount: 0,
          proofImageUrl: null,
          autoConfirmMinutes: C2C_AUTO_CONFIRM_MINUTES,
          createTime: t.createdAt,
        })),
    );
  }),

  implement(contract.wallet.confirmPayment, ({ member, body }) => {
    if (!member) return noSession();
    // Received: the held amount leaves the books; not received: the hold goes back to the main wallet.
    const id = Number(body.transactionId);
    // Spec 02 §4: past the configured minutes an unanswered transfer counts as received; a late answer is refused.
    const row = db.transaction.findFirst({ where: { id: { equals: id }, memberId: { equals: member.id } } });
    if (row?.status === 'PENDING' && now() >= row.createdAt + C2C_AUTO_CONFIRM_MINUTES * 60_000) {
      applyToBooks(member.id, (books) => payWithdrawal(books, id));
      return fail('C2C_FORCED_RECEIVED', `Counted as received after ${C2C_AUTO_CONFIRM_MINUTES} minutes`);
    }
    const result = applyToBooks(member.id, (books) =>
      body.received ? payWithdrawal(books, id) : rejectWithdrawal(books, id),
    );
    return result.ok ? ok(null) : fail('TRANSACTION_NOT_FOUND', 'Transaction not found');
  }),

  implement(contract.wallet.depositRecords, ({ member, query }) =>
    member ? page(transactions(member, ['DEPOSIT']), query) : noSession(),
  ),
  implement(contract.wallet.withdrawRecords, ({ member, query }) =>
    member ? page(transactions(member, ['WITHDRAW']), query) : noSession(),
  ),
  implement(contract.wallet.transactionRecords, ({ member, query }) =>
    member ? page(transactions(member, []), query) : noSession(),
  ),
  implement(contract.wallet.betHistory, ({ member, query }) =>
    member ? betPage(bets(member, BET_REPORT_PRODUCTS.betHistory), query) : noSession(),
  ),
  implement(contract.wallet.lottoPnl, ({ member, query }) =>
    member ? betPage(bets(member, BET_REPORT_PRODUCTS.lottoPnl), query) : noSession(),
  ),
  implement(contract.wallet.pvpFishingPnl, ({ member, query }) =>
    member ? betPage(bets(member, BET_REPORT_PRODUCTS.pvpFishingPnl), query) : noSession(),
  ),
];
