// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sum, toDecimalOrZero } from '@/money/money';
import {
  approveDeposit,
  conservedTotal,
  gameRound,
  heldAmount,
  mainBalance,
  openBooks,
  payWithdrawal,
  recallAll,
  rejectDeposit,
  rejectWithdrawal,
  requestDeposit,
  requestWithdrawal,
  totalBalance,
  transfer,
  type Books,
  type LedgerResult,
} from '../lib/ledger';

const WALLETS = ['2', '1', '3', '4'];
const cents = fc.integer({ min: 0, max: 5_000_000_00 }).map((c) => (c / 100).toFixed(2));

type Op =
  | { kind: 'deposit'; amount: string }
  | { kind: 'settleDeposit'; pick: number; approve: boolean }
  | { kind: 'withdraw'; amount: string }
  | { kind: 'settleWithdrawal'; pick: number; paid: boolean }
  | { kind: 'transfer'; from: string; to: string; amount: string }
  | { kind: 'recall' }
  | { kind: 'round'; wallet: string; result: 'BET' | 'WIN'; amount: string };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: cents }),
  fc.record({ kind: fc.constant('settleDeposit' as const), pick: fc.nat(), approve: fc.boolean() }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: cents }),
  fc.record({ kind: fc.constant('settleWithdrawal' as const), pick: fc.nat(), paid: fc.boolean() }),
  fc.record({
    kind: fc.constant('transfer' as const),
    from: fc.constantFrom(...WALLETS),
    to: fc.constantFrom(...WALLETS),
    amount: cents,
  }),
  fc.record({ kind: fc.constant('recall' as const) }),
  fc.record({
    kind: fc.constant('round' as const),
    wallet: fc.constantFrom(...WALLETS),
    result: fc.constantFrom('BET' as const, 'WIN' as const),
    amount: cents,
  }),
);

function apply(books: Books, o: Op, nextId: () => number): LedgerResult {
  const pending = (kind: 'DEPOSIT' | 'WITHDRAW') =>
    books.movements.filter((m) => m.kind === kind && m.status === 'PENDING');
  switch (o.kind) {
    case 'deposit':
      return requestDeposit(books, nextId(), o.amount);
    case 'settleDeposit': {
      const target = pending('DEPOSIT')[o.pick % Math.max(1, pending('DEPOSIT').length)];
      if (!target) return { ok: false, code: 'TRANSACTION_NOT_FOUND' };
      return o.approve ? approveDeposit(books, target.id) : rejectDeposit(books, target.id);
    }
    case 'withdraw':
      return requestWithdrawal(books, nextId(), o.amount);
    case 'settleWithdrawal': {
      const target = pending('WITHDRAW')[o.pick % Math.max(1, pending('WITHDRAW').length)];
      if (!target) return { ok: false, code: 'TRANSACTION_NOT_FOUND' };
      return o.paid ? payWithdrawal(books, target.id) : rejectWithdrawal(books, target.id);
    }
    case 'transfer':
      return transfer(books, nextId(), o.from, o.to, o.amount);
    case 'recall':
      return recallAll(books, nextId);
    case 'round':
      return gameRound(books, nextId(), o.wallet, o.result, o.amount);
  }
}

describe('the mock keeps the books', () => {
  it('conserves money: Σ wallets + held + paid out + staked − won − approved deposits never changes', () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.subarray(['1', '3', '4']),
        fc.array(op, { maxLength: 60 }),
        (main, game, locked, ops) => {
          let id = 1;
          const nextId = () => id++;
          let books = openBooks(main, game, new Set(locked));
          const before = conservedTotal(books);
          for (const o of ops) {
            const result = apply(books, o, nextId);
            if (result.ok) books = result.books;
            // No wallet ever goes below zero.
            for (const w of books.wallets) expect(w.balance.startsWith('-')).toBe(false);
          }
          expect(conservedTotal(books)).toBe(before);
          expect(before).toBe(toDecimalOrZero(sum([main, game])));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds a withdrawal until it is paid or rejected', () => {
    let books = openBooks('1000', '0', new Set());
    const held = requestWithdrawal(books, 7, '250.50');
    if (!held.ok) throw new Error(held.code);
    books = held.books;
    expect(mainBalance(books)).toBe('749.5');
    expect(heldAmount(books)).toBe('250.5');
    const rejected = rejectWithdrawal(books, 7);
    if (!rejected.ok) throw new Error(rejected.code);
    expect(mainBalance(rejected.books)).toBe('1000');
    expect(heldAmount(rejected.books)).toBe('0');
    expect(requestWithdrawal(books, 8, '749.51')).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE' });
  });

  it('refuses locked wallets and recalls only unlocked ones', () => {
    let books = openBooks('100', '50', new Set(['3']));
    const toLive = transfer(books, 1, '2', '3', '10');
    expect(toLive).toEqual({ ok: false, code: 'WALLET_LOCKED' });
    const toSports = transfer(books, 2, '2', '4', '30');
    if (!toSports.ok) throw new Error(toSports.code);
    books = toSports.books;
    let id = 10;
    const recalled = recallAll(books, () => id++);
    if (!recalled.ok) throw new Error(recalled.code);
    expect(recalled.moved).toBe('80');
    expect(mainBalance(recalled.books)).toBe('150');
  });

  it('moves a game round exactly on the game wallet: Bet 10 then Win 25 is the total + 15', () => {
    let books = openBooks('1000.10', '50.05', new Set());
    const bet = gameRound(books, 1, '1', 'BET', '10');
    if (!bet.ok) throw new Error(bet.code);
    books = bet.books;
    const win = gameRound(books, 2, '1', 'WIN', '25');
    if (!win.ok) throw new Error(win.code);
    expect(totalBalance(win.books)).toBe('1065.15');
    expect(mainBalance(win.books)).toBe('1000.1');
    expect(gameRound(books, 3, '1', 'BET', '40.06')).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE' });
    expect(gameRound(openBooks('0', '50', new Set(['1'])), 4, '1', 'WIN', '1')).toEqual({
      ok: false,
      code: 'WALLET_LOCKED',
    });
  });
});
