import { http, HttpResponse } from 'msw';
import { contract } from '@/contracts';
import { isLessThan, isGreaterThan, toDecimal, toDecimalOrZero, roundToCents, sum } from '@/money/money';
import { db } from '../db';
import { fail, implement, ok, type MemberRecord } from '../lib/handler';
import { isAgentType, paymentPasswordRefusal } from '../lib/accounts';
import { memberKeyOf } from '../lib/members';
import { pointLedger } from '../lib/points';
import {
  MAIN_WALLET,
  approveDeposit,
  recallAll,
  rejectDeposit,
  requestWithdrawal,
  transfer,
  type Refusal,
  payWithdrawal,
  rejectWithdrawal,
  requestDeposit,
} from '../lib/ledger';
import {
  applyBetweenPeople,
  applyToBooks,
  loadBooks,
  newMovementId,
  pendingDeposits,
} from '../lib/ledger-store';
import { notifyMutation } from '../lib/state';
import type { RecordQuery } from '@/contracts/wallet.contract';
import { now } from '../lib/clock';
import { BET_CATEGORIES, bets, type BetRow } from '../lib/bets';
import { banks } from '../seed/reference';
import { depositLimitRefusal, exclusionRefusal } from '../lib/responsible-gambling';

/** What the ledger's refusals look like on the wire. */
const REFUSALS: Record<Refusal, string> = {
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  WALLET_LOCKED: 'The wallet is locked',
  WALLET_NOT_FOUND: 'Wallet not found',
  SAME_WALLET: 'Choose two different wallets',
  INVALID_AMOUNT: 'Invalid amount',
  TRANSACTION_NOT_FOUND: 'Transaction not found',
  NOTHING_TO_RECALL: 'Nothing to recall: the game wallets are empty',
};
const refused = (code: Refusal) => fail(code, REFUSALS[code]);

function walletOf(member: MemberRecord) {
  return db.wallet.findFirst({ where: { memberId: { equals: member.id } } });
}

function parseDay(text: string | undefined, endOfDay: boolean): number | null {
  if (!text) return null;
  const t = Date.parse(`${text}T${endOfDay ? '23:59:59' : '00:00:00'}Z`);
  return Number.isNaN(t) ? null : t;
}

/**
 * Test and e2e switch (not a WPS route): settles pending deposits, `?decision=approve|reject`,
 * optionally `&id=<transactionId>` (every pending deposit without it).
 */
const settleDepositsSwitch = http.post('*/__mock/deposits/settle', ({ request }) => {
  const url = new URL(request.url);
  const decision = url.searchParams.get('decision') === 'reject' ? 'reject' : 'approve';
  const only = url.searchParams.get('id');
  const settled: number[] = [];
  for (const deposit of pendingDeposits()) {
    if (only && String(deposit.id) !== only) continue;
    const result = applyToBooks(deposit.memberId, (books) =>
      decision === 'approve' ? approveDeposit(books, deposit.id) : rejectDeposit(books, deposit.id),
    );
    if (result.ok) settled.push(deposit.id);
  }
  notifyMutation();
  return HttpResponse.json({ success: true, value: { decision, settled } });
});

/** The member's main wallet to its upline's (spec 01 §2 transferUpline): the money changes hands, none is lost. */
function transferToUpline(member: MemberRecord, amount: string) {
  const upline =
    member.parentId === null ? null : db.member.findFirst({ where: { id: { equals: member.parentId } } });
  if (!member.toUpline || !upline)
    return fail('function.not.available', 'Transfer to upline is not available', 400);
  const moved = applyBetweenPeople(member.id, upline.id, amount);
  if (!moved.ok) return refused(moved.code);
  notifyMutation();
  return ok(null);
}

/** Minutes after which an unconfirmed C2C transfer counts as received (spec 01 §9: configured). */
const C2C_AUTO_CONFIRM_MINUTES = 30;

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

/** The rows of the query's period and game type, and the page of them the query asks for. */
function paged<T extends { createTime: number; gameType?: string }>(rows: T[], query: RecordQuery) {
  const filtered = rows.filter(
    (r) => inRange(query, r.createTime) && (!query.gameType || r.gameType === query.gameType),
  );
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  return {
    filtered,
    page: {
      list: filtered.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      totalCount: filtered.length,
      totalPages: Math.max(1, Math.ceil(filtered.length / pageSize)),
      pageNo,
    },
  };
}

function page(rows: Row[], query: RecordQuery) {
  return ok(paged(rows, query).page);
}

/** A bet report's page and the filtered period's totals, summed exactly over every bet (not the page). */
function betPage(rows: BetRow[], query: RecordQuery) {
  const { filtered, page: onePage } = paged(rows, query);
  return ok({
    ...onePage,
    summary: {
      betCount: filtered.length,
      betAmount: sum(filtered.map((r) => toDecimalOrZero(r.betAmount))),
      winLoss: sum(filtered.map((r) => toDecimalOrZero(r.winLoss))),
    },
  });
}

/** The products each personal bet report covers (wire protocol §1.3 legacy reports). */
const BET_REPORT_PRODUCTS = {
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
        amount: Number(t.amount),
        status: t.status,
        gameType: t.kind,
        remark: t.kind,
      }))
  );
}

export const walletHandlers = [
  settleDepositsSwitch,

  implement(contract.wallet.balance, ({ member, scenario }) => {
    const wallet = walletOf(member);
    const books = loadBooks(member.id);
    if (!wallet || !books) return fail('WALLET_NOT_FOUND', 'Wallet not found');
    const rows = books.wallets.filter((w) => !scenario.wallet.singleWallet || w.id === MAIN_WALLET);
    return ok({
      sumBalance: Number(wallet.sumBalance),
      currency: wallet.currency,
      currencySymbol: wallet.currencySymbol,
      balance: rows.map((w) => ({
        accountTypeId: Number(w.id),
        availBalance: Number(w.balance),
        accountTypeName: w.name,
        locked: w.locked,
      })),
    });
  }),

  implement(contract.wallet.consolidated, ({ member, scenario }) => {
    const wallet = walletOf(member);
    const agent = isAgentType(member.type);
    // A request flag is up while a contract of that kind waits for this agent's answer (Pending).
    const waiting = (kind: string) =>
      db.agentContract.count({
        where: {
          agentKey: { equals: memberKeyOf(member) },
          kind: { equals: kind },
          status: { equals: 'Pending' },
        },
      }) > 0;
    const on = (flag: boolean, kind: string) => (agent && flag && waiting(kind) ? '1' : '0');
    return ok({
      dailysalreqtype: on(scenario.whitelabel.DAILYSALCONT3, 'daily'),
      divtypereq: on(scenario.whitelabel.SIGNCONDIV3, 'dividend'),
      contracthoursalreq: on(scenario.whitelabel.HOURSAL3, 'hourly'),
      realtimesalreqtype: on(scenario.whitelabel.RTSALARY3, 'realtime'),
      contractmrdailysalinfotype: agent ? { rate: 0.5, status: 'SIGNED' } : null,
      contracthoursalinfo: agent ? { rate: 0.1, status: 'SIGNED' } : null,
      dailysalinfotype: agent ? { rate: 0.3, status: 'PENDING' } : null,
      divtypeinfo: agent ? { rate: 20, status: 'SIGNED' } : null,
      sumBalance: wallet ? Number(wallet.sumBalance) : 0,
      availBalance: wallet ? Number(wallet.mainBalance) : 0,
    });
  }),

  implement(contract.wallet.transfer, ({ member, body, scenario }) => {
    if (scenario.wallet.singleWallet && !body.toUpline)
      return fail('function.not.available', 'Single-wallet merchant: no transfers', 400);
    if (body.toUpline) {
      // Money that goes to another person asks for the payment password while the merchant says so.
      const wrongPassword = scenario.wallet.transferNeedsPaymentPassword
        ? paymentPasswordRefusal(member, body.paymentPassword)
        : null;
      return wrongPassword ?? transferToUpline(member, toDecimalOrZero(body.amount));
    }
    const result = applyToBooks(member.id, (books) =>
      body.recallAll
        ? recallAll(books, newMovementId)
        : transfer(
            books,
            newMovementId(),
            String(body.fromAccountTypeId ?? MAIN_WALLET),
            String(body.toAccountTypeId ?? '1'),
            toDecimal(body.amount ?? null) ?? '0',
          ),
    );
    return result.ok ? ok({ moved: result.moved }) : refused(result.code);
  }),

  implement(contract.wallet.merchantWallet, ({ scenario }) => ok({ isSingle: scenario.wallet.singleWallet })),

  implement(contract.wallet.memTransDet, ({ member, query }) => {
    const from = parseDay(query.startDate, false);
    const to = parseDay(query.endDate, true);
    if (query.accountType === 'POINT') {
      const lines = pointLedger(member).filter(
        (p) => (from === null || p.createdAt >= from) && (to === null || p.createdAt <= to),
      );
      const pageNo = query.pageNo ?? 1;
      const pageSize = query.pageSize ?? 10;
      return ok({
        list: lines.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((p) => ({
          id: p.id,
          transactionType: p.kind,
          amount: p.points,
          balance: p.balanceAfter,
          createTime: p.createdAt,
          remark: p.remark,
        })),
        totalCount: lines.length,
        totalPages: Math.max(1, Math.ceil(lines.length / pageSize)),
        pageNo,
      });
    }
    const rows = db.transaction
      .findMany({ where: { memberId: { equals: member.id } }, orderBy: { createdAt: 'desc' } })
      .filter((t) => (from === null || t.createdAt >= from) && (to === null || t.createdAt <= to));
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 10;
    return ok({
      list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((t) => ({
        id: t.id,
        transactionType: t.kind,
        amount: Number(t.amount),
        balance: Number(t.balanceAfter),
        createTime: t.createdAt,
        status: t.status,
        remark: null,
      })),
      totalCount: rows.length,
      totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
      pageNo,
    });
  }),

  implement(contract.wallet.depositSettings, ({ member, scenario }) => {
    const deposits = db.transaction.count({
      where: { memberId: { equals: member.id }, kind: { equals: 'DEPOSIT' }, status: { equals: 'SUCCESS' } },
    });
    return ok({
      allowDeposit: member.type === 4 || !scenario.wallet.depositAllowed ? 'N' : 'Y',
      totalDepositSuccessCount: deposits,
      depositInfo: {
        minimumAmount: Number(scenario.wallet.depositLimits.minimum),
        maximumAmount: Number(scenario.wallet.depositLimits.maximum),
        channels: ['BANK_TRANSFER', 'ONLINE_BANKING', 'E_WALLET', 'QR'],
        // Designed: the account a manual bank transfer (channel mt) is paid into.
        receivingAccount: {
          bankName: 'Maybank',
          accountName: 'WPS Demo Sdn Bhd',
          accountNumber: '5140 1234 5678',
        },
      },
    });
  }),

  implement(contract.wallet.withdrawSettings, ({ scenario }) =>
    ok({
      minimumAmount: Number(scenario.wallet.withdrawLimits.minimum),
      maximumAmount: Number(scenario.wallet.withdrawLimits.maximum),
    }),
  ),

  implement(contract.wallet.withdraw, ({ member, body, scenario }) => {
    if (member.type === 4) return fail('TRIAL_ACCOUNT_NOT_ALLOWED', 'A real account is needed to withdraw');
    if (db.bankCard.count({ where: { memberId: { equals: member.id } } }) === 0)
      return fail('BANK_CARD_REQUIRED', 'Please bind a bank card first');
    const wrongPassword = paymentPasswordRefusal(member, body.paymentPassword);
    if (wrongPassword) return wrongPassword;
    const amount = toDecimal(body.amount) ?? '0';
    const { minimum, maximum } = scenario.wallet.withdrawLimits;
    if (isLessThan(amount, minimum) || isGreaterThan(amount, maximum))
      return fail('WITHDRAW_AMOUNT_INVALID', `Withdrawal amount must be between ${minimum} and ${maximum}`);
    const id = newMovementId();
    const result = applyToBooks(member.id, (books) => requestWithdrawal(books, id, amount));
    return result.ok ? ok({ transactionId: String(id) }) : refused(result.code);
  }),

  // Deposits, C2C payment confirmations and the member's records.
  implement(contract.wallet.deposit, ({ member, body, params, scenario }) => {
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
          receivedAmount: Math.abs(Number(t.amount)),
          remainingAmount: 0,
          proofImageUrl: null,
          autoConfirmMinutes: C2C_AUTO_CONFIRM_MINUTES,
          createTime: t.createdAt,
        })),
    );
  }),

  implement(contract.wallet.confirmPayment, ({ member, body }) => {
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
    page(transactions(member, ['DEPOSIT']), query),
  ),
  implement(contract.wallet.withdrawRecords, ({ member, query }) =>
    page(transactions(member, ['WITHDRAW']), query),
  ),
  implement(contract.wallet.transactionRecords, ({ member, query }) => page(transactions(member, []), query)),
  implement(contract.wallet.betHistory, ({ member, query }) =>
    betPage(bets(member, BET_REPORT_PRODUCTS.betHistory), query),
  ),
  implement(contract.wallet.lottoPnl, ({ member, query }) =>
    betPage(bets(member, BET_REPORT_PRODUCTS.lottoPnl), query),
  ),
  implement(contract.wallet.pvpFishingPnl, ({ member, query }) =>
    betPage(bets(member, BET_REPORT_PRODUCTS.pvpFishingPnl), query),
  ),
];
