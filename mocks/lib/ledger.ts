import {
  add,
  compare,
  isLessThan,
  isPositive,
  subtract,
  sum,
  toDecimalOrZero,
  type DecimalString,
} from '@/money/money';

/**
 * The mock's books (ADR 021): a main wallet and game wallets per member, deposits that
 * wait for approval, withdrawals that hold their amount, transfers between wallets and recall all.
 * Pure and exact (big.js on decimal strings): handlers load a member's books, apply one operation
 * and store the result (`ledger-store.ts`); records are the movements written here, not canned.
 *
 * Conservation: Σ wallets + held (pending withdrawals) + paid out + staked − won − approved deposits
 * − credited + debited never changes (`conservedTotal`; property-tested with fast-check in
 * mocks/tests/ledger.test.ts): a game's bet is money leaving the books through the game, its win money
 * entering through it; a credit (bonus, rebate, converted points, money from another person) enters
 * them from outside, a debit leaves them.
 */

/** accountTypeId 2 is the main wallet every client reads (wire protocol §1.3). */
export const MAIN_WALLET = '2';

export interface Wallet {
  id: string;
  name: string;
  balance: DecimalString;
  locked: boolean;
}

export type MovementStatus = 'PENDING' | 'SUCCESS' | 'REJECTED';

/**
 * Where money that enters or leaves a member's books from outside them comes from or goes to: the
 * house (a promotion's bonus, a rebate, points converted to money) or another person (an upline, a
 * downline).
 */
export type Channel = 'BONUS' | 'REBATE' | 'POINTS' | 'PERSON';
export const CHANNELS: ReadonlyArray<Channel> = ['BONUS', 'REBATE', 'POINTS', 'PERSON'];

export interface Movement {
  id: number;
  /**
   * DEPOSIT, WITHDRAW (pending = held), TRANSFER_OUT/TRANSFER_IN (main wallet's view), BET/WIN (a game
   * round on the wallet the game plays on), CREDIT/DEBIT (the main wallet, through a `channel`).
   */
  kind: 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER_OUT' | 'TRANSFER_IN' | 'BET' | 'WIN' | 'CREDIT' | 'DEBIT';
  amount: DecimalString;
  status: MovementStatus;
  /** The game wallet of a transfer, or the wallet a bet or win was on. */
  walletId?: string;
  /** Where a credit came from or a debit went. */
  channel?: Channel;
}

export interface Books {
  wallets: Wallet[];
  movements: Movement[];
}

export type Refusal =
  | 'INSUFFICIENT_BALANCE'
  | 'WALLET_LOCKED'
  | 'WALLET_NOT_FOUND'
  | 'SAME_WALLET'
  | 'INVALID_AMOUNT'
  | 'TRANSACTION_NOT_FOUND'
  | 'NOTHING_TO_RECALL';

export type LedgerResult = { ok: true; books: Books; moved: DecimalString } | { ok: false; code: Refusal };

const refuse = (code: Refusal): LedgerResult => ({ ok: false, code });

function walletOf(books: Books, id: string): Wallet | undefined {
  return books.wallets.find((w) => w.id === id);
}

function withBalance(books: Books, id: string, change: (balance: DecimalString) => DecimalString): Wallet[] {
  return books.wallets.map((w) => (w.id === id ? { ...w, balance: change(w.balance) } : w));
}

const totalOf = (movements: Movement[], kind: Movement['kind'], status: MovementStatus) =>
  sum(movements.filter((m) => m.kind === kind && m.status === status).map((m) => m.amount));

export const mainBalance = (books: Books): DecimalString => walletOf(books, MAIN_WALLET)?.balance ?? '0';
export const totalBalance = (books: Books): DecimalString => sum(books.wallets.map((w) => w.balance));
/** Withdrawals waiting to be paid hold their amount (not spendable, not gone). */
export const heldAmount = (books: Books): DecimalString => totalOf(books.movements, 'WITHDRAW', 'PENDING');

/**
 * What never changes under any operation: money only enters by approved deposits and game wins, and
 * leaves by paid withdrawals and game bets.
 */
export function conservedTotal(books: Books): DecimalString {
  const paidOut = totalOf(books.movements, 'WITHDRAW', 'SUCCESS');
  const deposited = totalOf(books.movements, 'DEPOSIT', 'SUCCESS');
  const staked = totalOf(books.movements, 'BET', 'SUCCESS');
  const won = totalOf(books.movements, 'WIN', 'SUCCESS');
  const credited = totalOf(books.movements, 'CREDIT', 'SUCCESS');
  const debited = totalOf(books.movements, 'DEBIT', 'SUCCESS');
  const left = sum([totalBalance(books), heldAmount(books), paidOut, staked, debited]);
  return subtract(left, sum([won, deposited, credited]));
}

/** A deposit is created pending; nothing moves until it is settled. */
export function requestDeposit(books: Books, id: number, amount: DecimalString): LedgerResult {
  if (!isPositive(amount)) return refuse('INVALID_AMOUNT');
  return {
    ok: true,
    books: { ...books, movements: [...books.movements, { id, kind: 'DEPOSIT', amount, status: 'PENDING' }] },
    moved: '0',
  };
}

function settle(
  books: Books,
  id: number,
  kind: 'DEPOSIT' | 'WITHDRAW',
  status: 'SUCCESS' | 'REJECTED',
): LedgerResult {
  const movement = books.movements.find((m) => m.id === id && m.kind === kind && m.status === 'PENDING');
  if (!movement) return refuse('TRANSACTION_NOT_FOUND');
  const movements = books.movements.map((m) => (m === movement ? { ...m, status } : m));
  // An approved deposit credits the main wallet; a rejected withdrawal gives its hold back.
  const credits = (kind === 'DEPOSIT') === (status === 'SUCCESS');
  const wallets = credits ? withBalance(books, MAIN_WALLET, (b) => add(b, movement.amount)) : books.wallets;
  return { ok: true, books: { wallets, movements }, moved: credits ? movement.amount : '0' };
}

export const approveDeposit = (books: Books, id: number) => settle(books, id, 'DEPOSIT', 'SUCCESS');
export const rejectDeposit = (books: Books, id: number) => settle(books, id, 'DEPOSIT', 'REJECTED');
/** The money reached the member (C2C "received"): the hold leaves the books. */
export const payWithdrawal = (books: Books, id: number) => settle(books, id, 'WITHDRAW', 'SUCCESS');
export const rejectWithdrawal = (books: Books, id: number) => settle(books, id, 'WITHDRAW', 'REJECTED');

/** A withdrawal takes the amount out of the main wallet and holds it until it is paid or rejected. */
export function requestWithdrawal(books: Books, id: number, amount: DecimalString): LedgerResult {
  if (!isPositive(amount)) return refuse('INVALID_AMOUNT');
  if (isLessThan(mainBalance(books), amount)) return refuse('INSUFFICIENT_BALANCE');
  return {
    ok: true,
    books: {
      wallets: withBalance(books, MAIN_WALLET, (b) => subtract(b, amount)),
      movements: [...books.movements, { id, kind: 'WITHDRAW', amount, status: 'PENDING' }],
    },
    moved: amount,
  };
}

/** Main ↔ game wallet (or game ↔ game); locked wallets take part in nothing. */
export function transfer(
  books: Books,
  id: number,
  from: string,
  to: string,
  amount: DecimalString,
): LedgerResult {
  if (!isPositive(amount)) return refuse('INVALID_AMOUNT');
  if (from === to) return refuse('SAME_WALLET');
  const source = walletOf(books, from);
  const target = walletOf(books, to);
  if (!source || !target) return refuse('WALLET_NOT_FOUND');
  if (source.locked || target.locked) return refuse('WALLET_LOCKED');
  if (compare(source.balance, amount) < 0) return refuse('INSUFFICIENT_BALANCE');
  const wallets = books.wallets.map((w) =>
    w.id === from
      ? { ...w, balance: subtract(w.balance, amount) }
      : w.id === to
        ? { ...w, balance: add(w.balance, amount) }
        : w,
  );
  const outOfMain = from === MAIN_WALLET;
  const movement: Movement = {
    id,
    kind: outOfMain ? 'TRANSFER_OUT' : 'TRANSFER_IN',
    amount,
    status: 'SUCCESS',
    walletId: outOfMain ? to : from,
  };
  return { ok: true, books: { wallets, movements: [...books.movements, movement] }, moved: amount };
}

/**
 * One game round's money on the wallet the game plays on (the mock game page's Bet and Win): a bet
 * leaves the books through the game and needs the money; a win enters through it. A locked wallet
 * plays nothing.
 */
export function gameRound(
  books: Books,
  id: number,
  walletId: string,
  kind: 'BET' | 'WIN',
  amount: DecimalString,
): LedgerResult {
  if (!isPositive(amount)) return refuse('INVALID_AMOUNT');
  const wallet = walletOf(books, walletId);
  if (!wallet) return refuse('WALLET_NOT_FOUND');
  if (wallet.locked) return refuse('WALLET_LOCKED');
  if (kind === 'BET' && isLessThan(wallet.balance, amount)) return refuse('INSUFFICIENT_BALANCE');
  const wallets = withBalance(books, walletId, (b) =>
    kind === 'BET' ? subtract(b, amount) : add(b, amount),
  );
  const movement: Movement = { id, kind, amount, status: 'SUCCESS', walletId };
  return { ok: true, books: { wallets, movements: [...books.movements, movement] }, moved: amount };
}

/**
 * Money into the main wallet from outside the member's books (`channel` says from where); no lock
 * applies: a scenario's locks (`lockedWallets`) are on game wallets, never on the main one.
 */
export function credit(books: Books, id: number, channel: Channel, amount: DecimalString): LedgerResult {
  if (!isPositive(amount)) return refuse('INVALID_AMOUNT');
  const movement: Movement = { id, kind: 'CREDIT', amount, status: 'SUCCESS', channel };
  return {
    ok: true,
    books: {
      wallets: withBalance(books, MAIN_WALLET, (b) => add(b, amount)),
      movements: [...books.movements, movement],
    },
    moved: amount,
  };
}

/** Money out of the main wallet to outside the member's books; it needs the money. */
export function debit(books: Books, id: number, channel: Channel, amount: DecimalString): LedgerResult {
  if (!isPositive(amount)) return refuse('INVALID_AMOUNT');
  if (isLessThan(mainBalance(books), amount)) return refuse('INSUFFICIENT_BALANCE');
  const movement: Movement = { id, kind: 'DEBIT', amount, status: 'SUCCESS', channel };
  return {
    ok: true,
    books: {
      wallets: withBalance(books, MAIN_WALLET, (b) => subtract(b, amount)),
      movements: [...books.movements, movement],
    },
    moved: amount,
  };
}

export type BetweenResult = { ok: true; payer: Books; payee: Books } | { ok: false; code: Refusal };

/**
 * One person's main wallet to another's: one debit and one credit of the same amount, both or
 * neither, so the two books together hold what they held.
 */
export function betweenPeople(
  payer: Books,
  payee: Books,
  ids: { out: number; in: number },
  amount: DecimalString,
): BetweenResult {
  const paid = debit(payer, ids.out, 'PERSON', amount);
  if (!paid.ok) return paid;
  const received = credit(payee, ids.in, 'PERSON', amount);
  if (!received.ok) return received;
  return { ok: true, payer: paid.books, payee: received.books };
}

/** Every unlocked game wallet back to the main wallet (one TRANSFER_IN per wallet that held money). */
export function recallAll(books: Books, nextId: () => number): LedgerResult {
  const recallable = books.wallets.filter((w) => w.id !== MAIN_WALLET && !w.locked && isPositive(w.balance));
  if (recallable.length === 0) return refuse('NOTHING_TO_RECALL');
  let current = books;
  for (const wallet of recallable) {
    const result = transfer(current, nextId(), wallet.id, MAIN_WALLET, wallet.balance);
    if (!result.ok) return result;
    current = result.books;
  }
  return { ok: true, books: current, moved: sum(recallable.map((w) => w.balance)) };
}

/** The wallet a game type plays on: live casino 3, sports and esports 4, every other game 1. */
export function walletOfGameType(gameType: string): string {
  const type = gameType.toUpperCase();
  if (type === 'LIVE') return '3';
  if (type === 'SPORTS' || type === 'ESPORTS') return '4';
  return '1';
}

/** Game wallets every member has (besides main); names are what the balance rows show. */
export const GAME_WALLETS: ReadonlyArray<{ id: string; name: string }> = [
  { id: '1', name: 'Game wallet' },
  { id: '3', name: 'Live casino wallet' },
  { id: '4', name: 'Sports wallet' },
];

export function openBooks(main: number | string, game: number | string, locked: ReadonlySet<string>): Books {
  return {
    wallets: [
      { id: MAIN_WALLET, name: 'Main wallet', balance: toDecimalOrZero(main), locked: false },
      ...GAME_WALLETS.map((w, i) => ({
        ...w,
        balance: i === 0 ? toDecimalOrZero(game) : '0',
        locked: locked.has(w.id),
      })),
    ],
    movements: [],
  };
}
