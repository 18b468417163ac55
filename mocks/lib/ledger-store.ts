import { add, negate, toDecimalOrZero, sum, type DecimalString } from '@/money/money';
import { db } from '../db';
import { activeScenario, type Scenario } from '../scenarios';
import { now } from './clock';
import { runtimeRng } from './random';
import {
  MAIN_WALLET,
  mainBalance,
  openBooks,
  totalBalance,
  type Books,
  type LedgerResult,
  type Movement,
} from './ledger';

/**
 * Where a member's books live: the main wallet and the sum of the game wallets in `db.wallet` (so
 * the other handlers see them), deposits, withdrawals and transfers as `db.transaction` rows (the
 * records pages read them), and the split between game wallets in `db.gameWalletBalance` (all three
 * are in the browser runner's snapshot, so a reload keeps them).
 */
function storedSplit(memberId: number): Record<string, DecimalString> | null {
  const rows = db.gameWalletBalance.findMany({ where: { memberId: { equals: memberId } } });
  return rows.length === 0
    ? null
    : Object.fromEntries(rows.map((r) => [r.walletId, toDecimalOrZero(r.balance)]));
}

function storeSplit(memberId: number, wallets: readonly { id: string; balance: DecimalString }[]): void {
  for (const w of wallets) {
    const id = `${memberId}:${w.id}`;
    if (db.gameWalletBalance.findFirst({ where: { id: { equals: id } } }))
      db.gameWalletBalance.update({ where: { id: { equals: id } }, data: { balance: w.balance } });
    else db.gameWalletBalance.create({ id, memberId, walletId: w.id, balance: w.balance });
  }
}

const LEDGER_KINDS: ReadonlyArray<Movement['kind']> = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'BET',
  'WIN',
];

export function resetLedgerStore(): void {
  db.gameWalletBalance.deleteMany({ where: {} });
}

export function newMovementId(): number {
  return runtimeRng().int(100_000_000, 999_999_999);
}

function asMovement(row: { id: number; kind: string; amount: number; status: string }): Movement | null {
  const kind = LEDGER_KINDS.find((k) => k === row.kind);
  if (!kind) return null;
  const status = row.status === 'PENDING' || row.status === 'SUCCESS' ? row.status : 'REJECTED';
  const amount = toDecimalOrZero(row.amount);
  return { id: row.id, kind, status, amount: amount.startsWith('-') ? negate(amount) : amount };
}

/** The member's books as stored now, or null without a wallet. */
export function loadBooks(memberId: number): Books | null {
  const wallet = db.wallet.findFirst({ where: { memberId: { equals: memberId } } });
  if (!wallet) return null;
  const locked = new Set(activeScenario().wallet.lockedWallets);
  const books = openBooks(wallet.mainBalance, wallet.gameBalance, locked);
  const split = storedSplit(memberId);
  // Bonuses and agent transfers write db.wallet directly; the split is only trusted while it adds up.
  if (split && sum(Object.values(split)) === toDecimalOrZero(wallet.gameBalance)) {
    books.wallets = books.wallets.map((w) => (w.id in split ? { ...w, balance: split[w.id] ?? '0' } : w));
  }
  books.movements = db.transaction
    .findMany({ where: { memberId: { equals: memberId } } })
    .map(asMovement)
    .filter((m): m is Movement => m !== null);
  return books;
}

/** Stores the books after one operation: balances, new movements and changed statuses. */
function storeBooks(memberId: number, before: Books, after: Books): void {
  const main = mainBalance(after);
  const game = after.wallets.filter((w) => w.id !== MAIN_WALLET);
  storeSplit(memberId, game);
  db.wallet.update({
    where: { memberId: { equals: memberId } },
    data: {
      mainBalance: Number(main),
      gameBalance: Number(sum(game.map((w) => w.balance))),
      sumBalance: Number(totalBalance(after)),
    },
  });
  const known = new Map(before.movements.map((m) => [m.id, m]));
  for (const movement of after.movements) {
    const old = known.get(movement.id);
    if (!old) {
      // Records show the member's view: money leaving the main wallet, or staked, is negative.
      const signed =
        movement.kind === 'WITHDRAW' || movement.kind === 'TRANSFER_OUT' || movement.kind === 'BET';
      db.transaction.create({
        id: movement.id,
        memberId,
        kind: movement.kind,
        amount: Number(signed ? negate(movement.amount) : movement.amount),
        balanceAfter: Number(main),
        status: movement.status,
        createdAt: now(),
      });
    } else if (old.status !== movement.status) {
      db.transaction.update({ where: { id: { equals: movement.id } }, data: { status: movement.status } });
    }
  }
}

/** Loads, applies and stores one operation; the result says what was refused. */
export function applyToBooks(
  memberId: number,
  operation: (books: Books) => LedgerResult,
): LedgerResult | { ok: false; code: 'WALLET_NOT_FOUND' } {
  const before = loadBooks(memberId);
  if (!before) return { ok: false, code: 'WALLET_NOT_FOUND' };
  const result = operation(before);
  if (result.ok) storeBooks(memberId, before, result.books);
  return result;
}

/**
 * Credits (positive `delta`) or debits a member's main wallet and files the movement in its account
 * records. Money between two people (upline, downline) is one debit and one credit of the same amount.
 */
export function moveMain(memberId: number, delta: DecimalString, kind: 'TRANSFER_IN' | 'TRANSFER_OUT'): void {
  const wallet = db.wallet.findFirst({ where: { memberId: { equals: memberId } } });
  if (!wallet) return;
  const after = add(toDecimalOrZero(wallet.mainBalance), delta);
  db.wallet.update({
    where: { memberId: { equals: memberId } },
    data: { mainBalance: Number(after), sumBalance: Number(add(toDecimalOrZero(wallet.sumBalance), delta)) },
  });
  db.transaction.create({
    id: newMovementId(),
    memberId,
    kind,
    amount: Number(delta),
    balanceAfter: Number(after),
    status: 'SUCCESS',
    createdAt: now(),
  });
}

/** Pending deposits of every member (the `/__mock` switch settles them). */
export function pendingDeposits(): Array<{ memberId: number; id: number; amount: number }> {
  return db.transaction
    .findMany({ where: { kind: { equals: 'DEPOSIT' }, status: { equals: 'PENDING' } } })
    .map((t) => ({ memberId: t.memberId, id: t.id, amount: t.amount }));
}

/** A money scenario's starting point for its suggested account (no card, no password, a low balance). */
export function applyWalletSetup(scenario: Scenario): void {
  const { setup } = scenario.wallet;
  const username = scenario.suggestedLogin?.username;
  const member = username ? db.member.findFirst({ where: { account: { equals: username } } }) : null;
  if (!member) return;
  if (setup.removeBankCards) db.bankCard.deleteMany({ where: { memberId: { equals: member.id } } });
  if (setup.clearWithdrawalPassword)
    db.member.update({ where: { id: { equals: member.id } }, data: { paymentPassword: null } });
  if (setup.mainBalance !== null) {
    const wallet = db.wallet.findFirst({ where: { memberId: { equals: member.id } } });
    if (wallet)
      db.wallet.update({
        where: { memberId: { equals: member.id } },
        data: {
          mainBalance: Number(setup.mainBalance),
          sumBalance: Number(sum([setup.mainBalance, toDecimalOrZero(wallet.gameBalance)])),
        },
      });
  }
}
