import type { HttpHandler } from 'msw';
import { agentContract } from '@/contracts/agent.contract';
import {
  add,
  isGreaterThan,
  isLessThan,
  toDecimal,
  toDecimalOrZero,
  type DecimalString,
} from '@/money/money';
import { db } from '../../db';
import { memberFactory, walletFactory } from '../../factories/accounts.factories';
import { paginate } from '../../factories/games.factories';
import { nextMemberId, paymentPasswordRefusal } from '../../lib/accounts';
import { AGENT_ERRORS, MAX_REBATE, PRODUCTS, rebatesFor } from '../../lib/agent';
import { now } from '../../lib/clock';
import { fail, implement, ok } from '../../lib/handler';
import { debit } from '../../lib/ledger';
import { applyBetweenPeople, applyToBooks, newMovementId } from '../../lib/ledger-store';
import { memberKeyOf } from '../../lib/members';
import { DEFAULT_PAGE_SIZE } from '../../lib/paging';
import { runtimeRng } from '../../lib/random';
import { notifyMutation } from '../../lib/state';
import { DEFAULT_DOWNLINE_REBATE, findInTeam, teamOf, toDownline } from '../../lib/team';

const USERNAME = /^[a-zA-Z0-9]{4,16}$/;
const PASSWORD = /^(?=.*[a-zA-Z])(?=.*\d).{6,20}$/;

/** The agent's team (spec 02 §2, ADR 026): its downlines and their rebates, a new downline, a promotion, a transfer. */
export const agentTeamHandlers: HttpHandler[] = [
  implement(agentContract.downlines, { agent: true }, ({ member, query }) => {
    const name = query.username?.trim().toLowerCase();
    const rows = teamOf(member).filter((d) => !name || d.username.includes(name));
    const page = paginate(rows, query.pageNo ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
    return ok({
      list: page.items.map(toDownline),
      totalPages: rows.length === 0 ? 0 : page.totalPages,
      totalCount: page.totalCount,
      pageNo: page.pageNo,
    });
  }),

  implement(agentContract.downlineRebates, { agent: true }, ({ member, query }) => {
    if (!query.username) return ok(rebatesFor(1));
    const row = findInTeam(member, query.username);
    if (!row) return fail(...AGENT_ERRORS.downlineNotFound);
    if (row.rebateRates) {
      const rates = JSON.parse(row.rebateRates) as Record<string, string>;
      return ok(
        PRODUCTS.map((productType) => ({
          productType,
          rebate: rates[productType] ?? String(DEFAULT_DOWNLINE_REBATE),
          maxRebate: MAX_REBATE[productType],
        })),
      );
    }
    return ok(rebatesFor(row.rebate));
  }),

  implement(agentContract.registerDownline, { agent: true }, ({ member, body }) => {
    if (!USERNAME.test(body.username)) return fail(...AGENT_ERRORS.invalidUsername);
    if (!PASSWORD.test(body.password)) return fail(...AGENT_ERRORS.weakPassword);
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
      return fail(...AGENT_ERRORS.passwordMismatch);
    }
    const username = body.username.toLowerCase();
    const taken =
      db.member.getAll().some((m) => m.account.toLowerCase() === username) ||
      db.agentDownline.findFirst({ where: { username: { equals: username } } }) !== null;
    if (taken) return fail(...AGENT_ERRORS.usernameTaken);
    // Each product's rate within the agent's own for it (ADR 040); a product not given takes the default.
    const rates: Record<string, DecimalString> = {};
    for (const product of PRODUCTS)
      rates[product] = String(Math.min(MAX_REBATE[product], DEFAULT_DOWNLINE_REBATE));
    for (const given of body.rebates ?? []) {
      const product = PRODUCTS.find((p) => p === given.productType);
      if (!product) return fail(...AGENT_ERRORS.rebateProduct);
      const rate = toDecimal(given.rebate);
      if (rate === null || isLessThan(rate, '0') || isGreaterThan(rate, String(MAX_REBATE[product])))
        return fail(...AGENT_ERRORS.rebateAboveOwn);
      rates[product] = rate;
    }
    const rebate =
      Math.max(0, ...(body.rebates ?? []).map((r) => Number(r.rebate)).filter(Number.isFinite)) ||
      DEFAULT_DOWNLINE_REBATE;
    // A real account under the agent: it can log in, and money sent to it lands in its own wallet.
    const id = nextMemberId();
    const rng = runtimeRng();
    db.member.create(
      memberFactory(rng, {
        id,
        account: username,
        password: body.password,
        nickname: body.username,
        type: body.accountType === 'agent' ? 1 : 0,
        regDate: now(),
        rankLevel: 0,
        clubLabelName: 'VIP0',
        firstTimeLogin: true,
        parentId: member.id,
        monthlyTurnover: '0',
        totalTurnover: '0',
      }),
    );
    db.wallet.create(walletFactory(rng, { memberId: id, mainBalance: '0', gameBalance: '0' }));
    db.agentDownline.create({
      id: username,
      agentKey: memberKeyOf(member),
      username,
      nickname: body.username,
      customerType: body.accountType === 'agent' ? 1 : 0,
      balance: '0',
      rebate,
      rebateRates: body.rebates?.length ? JSON.stringify(rates) : null,
      status: 'ACTIVE',
      registeredAt: now(),
      lastLoginAt: now(),
      deposits: '0',
      withdrawals: '0',
      bets: '0',
      profit: '0',
    });
    notifyMutation();
    const created = findInTeam(member, username);
    return created ? ok(toDownline(created)) : fail(...AGENT_ERRORS.downlineNotFound);
  }),

  implement(agentContract.transferEnabled, { agent: true }, ({ scenario }) => {
    return ok(scenario.agent.transferEnabled);
  }),

  implement(agentContract.transferDownline, { agent: true }, ({ member, body, scenario }) => {
    if (!scenario.agent.transferEnabled) return fail(...AGENT_ERRORS.featureOff);
    if (scenario.wallet.transferNeedsPaymentPassword) {
      const wrongPassword = paymentPasswordRefusal(member, body.paymentPassword);
      if (wrongPassword) return wrongPassword;
    }
    const downline = findInTeam(member, body.downlineUsername);
    if (!downline) return fail(...AGENT_ERRORS.downlineNotFound);
    const amount = toDecimal(body.amount);
    if (amount === null || !isGreaterThan(amount, '0')) return fail(...AGENT_ERRORS.invalidAmount);
    // One debit and one credit of the same amount: the money changes hands, none is made or lost. A
    // downline without an account of its own keeps its balance on its team row.
    const paid =
      downline.memberId !== null
        ? applyBetweenPeople(member.id, downline.memberId, amount)
        : applyToBooks(member.id, (books) => debit(books, newMovementId(), 'PERSON', amount));
    if (!paid.ok) return fail(...AGENT_ERRORS.insufficient);
    if (downline.memberId === null) {
      db.agentDownline.update({
        where: { id: { equals: downline.username } },
        data: { balance: add(downline.balance, amount) },
      });
    }
    db.agentTransaction.create({
      id: `${memberKeyOf(member)}-tx-${now()}-${downline.username}`,
      agentKey: memberKeyOf(member),
      downline: downline.username,
      type: 'TRANSFER_OUT',
      amount,
      createdAt: now(),
    });
    notifyMutation();
    const after = findInTeam(member, downline.username);
    const agentWallet = db.wallet.findFirst({ where: { memberId: { equals: member.id } } });
    return ok({
      balance: toDecimalOrZero(agentWallet?.mainBalance),
      downlineBalance: after?.balance ?? null,
    });
  }),

  implement(agentContract.promoteDownlineToAgent, { agent: true }, ({ member, body }) => {
    const downline = findInTeam(member, body.username);
    if (!downline) return fail(...AGENT_ERRORS.downlineNotFound);
    if (downline.customerType !== 0) return fail(...AGENT_ERRORS.alreadyAgent);
    db.agentDownline.update({ where: { id: { equals: downline.username } }, data: { customerType: 1 } });
    if (downline.memberId !== null) {
      db.member.update({ where: { id: { equals: downline.memberId } }, data: { type: 1 } });
    }
    notifyMutation();
    return ok(null);
  }),
];
