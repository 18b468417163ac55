import { contract } from '@/contracts';
import { db } from '../db';
import { fail, implement, ok, type MemberRecord } from '../lib/handler';
import { now } from '../lib/clock';
import { runtimeRng } from '../lib/random';
import { isAgentType } from '../lib/accounts';

const round2 = (n: number) => Math.round(n * 100) / 100;
const noSession = () => fail('login.not.session', 'customer not login or login timeout', 401);

function walletOf(member: MemberRecord) {
  return db.wallet.findFirst({ where: { memberId: { equals: member.id } } });
}

function setBalances(memberId: number, mainBalance: number, gameBalance: number) {
  db.wallet.update({
    where: { memberId: { equals: memberId } },
    data: {
      mainBalance: round2(mainBalance),
      gameBalance: round2(gameBalance),
      sumBalance: round2(mainBalance + gameBalance),
    },
  });
}

function record(memberId: number, kind: string, amount: number, balanceAfter: number) {
  db.transaction.create({
    id: runtimeRng().int(100_000_000, 999_999_999),
    memberId,
    kind,
    amount: round2(amount),
    balanceAfter: round2(balanceAfter),
    status: 'SUCCESS',
    createdAt: now(),
  });
}

function parseDay(text: string | undefined, endOfDay: boolean): number | null {
  if (!text) return null;
  const t = Date.parse(`${text}T${endOfDay ? '23:59:59' : '00:00:00'}Z`);
  return Number.isNaN(t) ? null : t;
}

export const walletHandlers = [
  implement(contract.wallet.balance, ({ member }) => {
    if (!member) return noSession();
    const wallet = walletOf(member);
    if (!wallet) return fail('WALLET_NOT_FOUND', 'Wallet not found');
    return ok({
      sumBalance: wallet.sumBalance,
      currency: wallet.currency,
      currencySymbol: wallet.currencySymbol,
      balance: [
        { accountTypeId: 2, availBalance: wallet.mainBalance, accountTypeName: 'Main wallet' },
        { accountTypeId: 1, availBalance: wallet.gameBalance, accountTypeName: 'Game wallet' },
      ],
    });
  }),

  implement(contract.wallet.consolidated, ({ member, scenario }) => {
    if (!member) return noSession();
    const wallet = walletOf(member);
    const agent = isAgentType(member.type);
    const on = (flag: boolean) => (agent && flag ? '1' : '0');
    return ok({
      dailysalreqtype: on(scenario.whitelabel.DAILYSAL3),
      divtypereq: on(scenario.whitelabel.DIVIDEND3),
      contracthoursalreq: on(scenario.whitelabel.HOURSAL3),
      realtimesalreqtype: on(scenario.whitelabel.RTSAL3),
      contractmrdailysalinfotype: agent ? { rate: 0.5, status: 'SIGNED' } : null,
      contracthoursalinfo: agent ? { rate: 0.1, status: 'SIGNED' } : null,
      dailysalinfotype: agent ? { rate: 0.3, status: 'PENDING' } : null,
      divtypeinfo: agent ? { rate: 20, status: 'SIGNED' } : null,
      sumBalance: wallet?.sumBalance ?? 0,
      availBalance: wallet?.mainBalance ?? 0,
    });
  }),

  implement(contract.wallet.transfer, ({ member, body }) => {
    if (!member) return noSession();
    const wallet = walletOf(member);
    if (!wallet) return fail('WALLET_NOT_FOUND', 'Wallet not found');
    if (body.toUpline) {
      if (!member.toUpline || member.parentId === null)
        return fail('function.not.available', 'Transfer to upline is not available', 400);
      if (body.amount > wallet.mainBalance) return fail('INSUFFICIENT_BALANCE', 'Insufficient balance');
      setBalances(member.id, wallet.mainBalance - body.amount, wallet.gameBalance);
      record(member.id, 'TRANSFER_OUT', -body.amount, wallet.mainBalance - body.amount);
      return ok(null);
    }
    const fromGame = String(body.fromAccountTypeId ?? '2') === '1';
    const available = fromGame ? wallet.gameBalance : wallet.mainBalance;
    if (body.amount > available) return fail('INSUFFICIENT_BALANCE', 'Insufficient balance');
    const main = fromGame ? wallet.mainBalance + body.amount : wallet.mainBalance - body.amount;
    const game = fromGame ? wallet.gameBalance - body.amount : wallet.gameBalance + body.amount;
    setBalances(member.id, main, game);
    record(member.id, fromGame ? 'TRANSFER_IN' : 'TRANSFER_OUT', fromGame ? body.amount : -body.amount, main);
    return ok(null);
  }),

  implement(contract.wallet.merchantWallet, () => ok({ isSingle: false })),

  implement(contract.wallet.memTransDet, ({ member, query }) => {
    if (!member) return noSession();
    const from = parseDay(query.startDate, false);
    const to = parseDay(query.endDate, true);
    const rows = db.transaction
      .findMany({ where: { memberId: { equals: member.id } }, orderBy: { createdAt: 'desc' } })
      .filter((t) => (from === null || t.createdAt >= from) && (to === null || t.createdAt <= to));
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 10;
    return ok({
      list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((t) => ({
        id: t.id,
        transactionType: t.kind,
        amount: t.amount,
        balance: t.balanceAfter,
        createTime: t.createdAt,
        status: t.status,
        remark: null,
      })),
      totalCount: rows.length,
      totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
      pageNo,
    });
  }),

  implement(contract.wallet.depositSettings, ({ member }) => {
    if (!member) return noSession();
    const deposits = db.transaction.count({
      where: { memberId: { equals: member.id }, kind: { equals: 'DEPOSIT' } },
    });
    return ok({
      allowDeposit: member.type === 4 ? 'N' : 'Y',
      totalDepositSuccessCount: deposits,
      depositInfo: {
        minimumAmount: 100,
        maximumAmount: 50_000,
        channels: ['ONLINE_BANKING', 'E_WALLET', 'QR'],
      },
    });
  }),

  implement(contract.wallet.withdrawSettings, ({ member }) =>
    member ? ok({ minimumAmount: 100, maximumAmount: 50_000 }) : noSession(),
  ),

  implement(contract.wallet.withdraw, ({ member, body }) => {
    if (!member) return noSession();
    if (member.type === 4) return fail('TRIAL_ACCOUNT_NOT_ALLOWED', 'A real account is needed to withdraw');
    const wallet = walletOf(member);
    if (!wallet) return fail('WALLET_NOT_FOUND', 'Wallet not found');
    if (body.amount < 100 || body.amount > 50_000)
      return fail('WITHDRAW_AMOUNT_INVALID', 'Withdrawal amount must be between 100 and 50,000');
    if (body.amount > wallet.mainBalance) return fail('INSUFFICIENT_BALANCE', 'Insufficient balance');
    setBalances(member.id, wallet.mainBalance - body.amount, wallet.gameBalance);
    record(member.id, 'WITHDRAW', -body.amount, wallet.mainBalance - body.amount);
    return ok({ transactionId: String(runtimeRng().int(10_000_000, 99_999_999)) });
  }),
];
