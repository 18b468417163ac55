// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, sum, toDecimalOrZero } from '@/money/money';
import {
  approveDeposit,
  betweenPeople,
  CHANNELS,
  conservedTotal,
  credit,
  debit,
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
  type Channel,
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
  | { kind: 'round'; wallet: string; result: 'BET' | 'WIN'; amount: string }
  | { kind: 'credit' | 'debit'; channel: Channel; amount: string };

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
  fc.record({
    kind: fc.constantFrom('credit' as const, 'debit' as const),
    channel: fc.constantFrom(...CHANNELS),
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
    case 'credit':
      return credit(books, nextId(), o.channel, o.amount);
    case 'debit':
      return debit(books, nextId(), o.channel, o.amount);
  }
}

const isLessThanMain = (books: Books, amount: string) => compare(mainBalance(books), amount) < 0;

describe('the mock keeps the books', () => {
  it('conserves money: Σ wallets + held + paid out + staked + debited − won − approved deposits − credited never changes', () => {
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

  it('moves money between two people without making or losing any, both sides or neither', () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.array(fc.record({ payerIsFirst: fc.boolean(), amount: cents }), { maxLength: 40 }),
        (first, second, moves) => {
          let id = 1;
          let people: [Books, Books] = [openBooks(first, '0', new Set()), openBooks(second, '0', new Set())];
          const each = people.map(conservedTotal);
          const together = () => sum(people.map(totalBalance));
          const before = together();
          for (const move of moves) {
            const [payer, payee] = move.payerIsFirst ? people : [people[1], people[0]];
            const result = betweenPeople(payer, payee, { out: id++, in: id++ }, move.amount);
            if (!result.ok) {
              expect(result.code).toBe(
                isLessThanMain(payer, move.amount) ? 'INSUFFICIENT_BALANCE' : 'INVALID_AMOUNT',
              );
              continue;
            }
            people = move.payerIsFirst ? [result.payer, result.payee] : [result.payee, result.payer];
          }
          expect(together()).toBe(before);
          // Each person's own books still balance: what left is a debit, what came a credit.
          expect(people.map(conservedTotal)).toEqual(each);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('credits and debits the main wallet exactly: 0.1 of bonus and 0.2 of rebate are 0.3', () => {
    const bonus = credit(openBooks('0', '0', new Set()), 1, 'BONUS', '0.1');
    if (!bonus.ok) throw new Error(bonus.code);
    const rebate = credit(bonus.books, 2, 'REBATE', '0.2');
    if (!rebate.ok) throw new Error(rebate.code);
    expect(mainBalance(rebate.books)).toBe('0.3');
    expect(debit(rebate.books, 3, 'PERSON', '0.31')).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE' });
    expect(credit(rebate.books, 4, 'POINTS', '0')).toEqual({ ok: false, code: 'INVALID_AMOUNT' });
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
