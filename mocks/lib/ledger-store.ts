import { negate, toDecimalOrZero, sum, type DecimalString } from '@/money/money';
import { db } from '../db';
import { activeScenario, type Scenario } from '../scenarios';
import { now } from './clock';
import { runtimeRng } from './random';
import {
  betweenPeople,
  CHANNELS,
  MAIN_WALLET,
  mainBalance,
  openBooks,
  totalBalance,
  type Books,
  type LedgerResult,
  type Movement,
  type Refusal,
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

interface StoredMovement {
  id: number;
  kind: string;
  channel: string | null;
  amount: DecimalString;
  status: string;
}

/**
 * A `db.transaction` row as the ledger's movement. A row with a channel is a credit or a debit (its
 * sign says which) whatever the records call it; rows the ledger did not write (the seed's canned
 * bonuses and rebates) are not movements.
 */
function asMovement(row: StoredMovement): Movement | null {
  const status = row.status === 'PENDING' || row.status === 'SUCCESS' ? row.status : 'REJECTED';
  const signed = toDecimalOrZero(row.amount);
  const amount = signed.startsWith('-') ? negate(signed) : signed;
  const channel = CHANNELS.find((c) => c === row.channel);
  if (channel)
    return { id: row.id, kind: signed.startsWith('-') ? 'DEBIT' : 'CREDIT', status, amount, channel };
  const kind = LEDGER_KINDS.find((k) => k === row.kind);
  return kind ? { id: row.id, kind, status, amount } : null;
}

/** The member's books as stored now, or null without a wallet. */
export function loadBooks(memberId: number): Books | null {
  const wallet = db.wallet.findFirst({ where: { memberId: { equals: memberId } } });
  if (!wallet) return null;
  const locked = new Set(activeScenario().wallet.lockedWallets);
  const books = openBooks(wallet.mainBalance, wallet.gameBalance, locked);
  const split = storedSplit(memberId);
  // The seed writes no split (its game balance is all on the first game wallet); a split is only
  // trusted while it adds up to the stored total.
  if (split && sum(Object.values(split)) === toDecimalOrZero(wallet.gameBalance)) {
    books.wallets = books.wallets.map((w) => (w.id in split ? { ...w, balance: split[w.id] ?? '0' } : w));
  }
  books.movements = db.transaction
    .findMany({ where: { memberId: { equals: memberId } } })
    .map(asMovement)
    .filter((m): m is Movement => m !== null);
  return books;
}

/** Records show the member's view: money leaving the main wallet, or staked, is negative. */
const LEAVES: ReadonlySet<Movement['kind']> = new Set(['WITHDRAW', 'TRANSFER_OUT', 'BET', 'DEBIT']);

/**
 * What the account records call a movement (wire protocol §1.3 `transactionType`): a bonus and a
 * rebate by their name, converted points and money from or to another person as a transfer.
 */
function recordKind(movement: Movement): string {
  if (movement.kind !== 'CREDIT' && movement.kind !== 'DEBIT') return movement.kind;
  if (movement.channel === 'BONUS' || movement.channel === 'REBATE') return movement.channel;
  return movement.kind === 'CREDIT' ? 'TRANSFER_IN' : 'TRANSFER_OUT';
}

/** The one writer of `db.wallet`: the balances of the books just applied. */
function storeBalances(memberId: number, books: Books): void {
  const game = books.wallets.filter((w) => w.id !== MAIN_WALLET);
  storeSplit(memberId, game);
  db.wallet.update({
    where: { memberId: { equals: memberId } },
    data: {
      mainBalance: mainBalance(books),
      gameBalance: sum(game.map((w) => w.balance)),
      sumBalance: totalBalance(books),
    },
  });
}

/** Stores the books after one operation: balances, new movements and changed statuses. */
function storeBooks(memberId: number, before: Books, after: Books): void {
  storeBalances(memberId, after);
  const main = mainBalance(after);
  const known = new Map(before.movements.map((m) => [m.id, m]));
  for (const movement of after.movements) {
    const old = known.get(movement.id);
    if (!old) {
      db.transaction.create({
        id: movement.id,
        memberId,
        kind: recordKind(movement),
        channel: movement.channel ?? null,
        // Canonical ("2.50" is stored as "2.5"), as every other decimal the ledger writes.
        amount: LEAVES.has(movement.kind) ? negate(movement.amount) : toDecimalOrZero(movement.amount),
        balanceAfter: main,
        status: movement.status,
        createdAt: now(),
      });
    } else if (old.status !== movement.status) {
      db.transaction.update({ where: { id: { equals: movement.id } }, data: { status: movement.status } });
    }
  }
}

type Applied = LedgerResult | { ok: false; code: 'WALLET_NOT_FOUND' };

/**
 * Loads, applies and stores one operation; the result says what was refused. This and
 * `applyBetweenPeople` are how the mock's wallets change: a lint rule refuses `db.wallet.update`
 * outside this file, so every change is a ledger movement.
 */
export function applyToBooks(memberId: number, operation: (books: Books) => LedgerResult): Applied {
  const before = loadBooks(memberId);
  if (!before) return { ok: false, code: 'WALLET_NOT_FOUND' };
  const result = operation(before);
  if (result.ok) storeBooks(memberId, before, result.books);
  return result;
}

/**
 * Money from one person's main wallet to another's (an upline, a downline): both books are loaded
 * first, so a missing wallet moves nothing, and stored together.
 */
export function applyBetweenPeople(
  payerId: number,
  payeeId: number,
  amount: DecimalString,
): { ok: true } | { ok: false; code: Refusal } {
  const payer = loadBooks(payerId);
  const payee = loadBooks(payeeId);
  if (!payer || !payee) return { ok: false, code: 'WALLET_NOT_FOUND' };
  const result = betweenPeople(payer, payee, { out: newMovementId(), in: newMovementId() }, amount);
  if (!result.ok) return result;
  storeBooks(payerId, payer, result.payer);
  storeBooks(payeeId, payee, result.payee);
  return { ok: true };
}

/** Pending deposits of every member (the `/__mock` switch settles them). */
export function pendingDeposits(): Array<{ memberId: number; id: number; amount: DecimalString }> {
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
  const opening = setup.mainBalance;
  const books = opening === null ? null : loadBooks(member.id);
  // The scenario's starting point, not a movement: the main wallet is set as if the books opened there.
  if (opening !== null && books) storeBalances(member.id, withMain(books, opening));
}

const withMain = (books: Books, balance: DecimalString): Books => ({
  ...books,
  wallets: books.wallets.map((w) => (w.id === MAIN_WALLET ? { ...w, balance } : w)),
});
