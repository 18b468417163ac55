import type { HttpHandler } from 'msw';
import {
  agentContract,
  CONTRACT_PAYOUT_TYPE,
  type AffiliateUrl,
  type ContractAction,
  type RebateSetting,
  type ReportQuery,
  type ReportRow,
} from '@/contracts/agent.contract';
import {
  add,
  divide,
  isGreaterThan,
  isLessThan,
  multiply,
  roundToCents,
  sum as sumAmounts,
  toDecimal,
  toDecimalOrZero,
  type DecimalString,
} from '@/money/money';
import { db } from '../db';
import { memberFactory, walletFactory } from '../factories/accounts.factories';
import { nextMemberId, paymentPasswordRefusal } from '../lib/accounts';
import { now } from '../lib/clock';
import { fail, implement, ok, type MemberRecord } from '../lib/handler';
import { debit } from '../lib/ledger';
import { applyBetweenPeople, applyToBooks, newMovementId } from '../lib/ledger-store';
import { runtimeRng } from '../lib/random';
import { notifyMutation } from '../lib/state';
import { DEFAULT_DOWNLINE_REBATE, findInTeam, teamOf, toDownline, type TeamMember } from '../lib/team';
import type { Scenario, WhitelabelModId } from '../scenarios';
import { hashString, intBetween, paginate, pick, round2, seededRng } from '../factories/games.factories';
import { DEFAULT_PAGE_SIZE, GAME_ERRORS, isAgent, memberKeyOf, siteOrigin } from './games.handlers';

type ContractRow = ReturnType<typeof db.agentContract.getAll>[number];
type Resolved = { status: 200; body: { success: false; errorCode: string; message: string } };

const DAY = 86_400_000;

export const AGENT_ERRORS = {
  notAgent: GAME_ERRORS.notAgent,
  downlineNotFound: ['DOWNLINE_NOT_FOUND', 'Downline not found'],
  usernameTaken: ['US_CUSTOMER_EXIST_ERROR', 'Username already exists'],
  invalidUsername: ['USERNAME_INVALID', 'Username must be 4-16 letters or digits'],
  weakPassword: ['PASSWORD_INVALID', 'Password must be 6-20 characters with letters and digits'],
  passwordMismatch: ['PASSWORD_NOT_MATCH', 'Passwords do not match'],
  insufficient: ['INSUFFICIENT_BALANCE', 'Insufficient balance'],
  invalidAmount: ['INVALID_AMOUNT', 'Invalid amount'],
  alreadyAgent: ['ALREADY_AGENT', 'This downline is already an agent'],
  urlNotFound: ['AFFILIATE_URL_NOT_FOUND', 'Affiliate link not found'],
  contractNotFound: ['CONTRACT_NOT_FOUND', 'Contract not found'],
  contractState: ['CONTRACT_STATUS_INVALID', 'This contract cannot be changed in its current status'],
  featureOff: ['#543 function.not.available', 'The feature is under maintenance'],
  rebateAboveOwn: ['REBATE_ABOVE_OWN', "A downline's rebate may not be higher than yours for that product"],
  rebateProduct: ['REBATE_PRODUCT_UNKNOWN', 'No rebate is set for this product'],
} as const;

/** Every agent route answers this to members that are not agents (types 1, 2, 41, 42). */
function refuseNonAgent(member: MemberRecord | null): Resolved | null {
  if (member && isAgent(member)) return null;
  return fail(...AGENT_ERRORS.notAgent);
}

const PRODUCTS = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'] as const;
const MAX_REBATE: Record<(typeof PRODUCTS)[number], number> = {
  RNG: 1.5,
  LIVE: 1,
  FISH: 1.5,
  PVP: 1.2,
  SPORTS: 1,
  LOTT: 2,
};

const rebatesFor = (base: number): RebateSetting[] =>
  PRODUCTS.map((productType) => ({
    productType,
    rebate: Math.min(MAX_REBATE[productType], round2(base * (productType === 'LOTT' ? 1.3 : 1))),
    maxRebate: MAX_REBATE[productType],
  }));

/** Registration must accept the agent's link codes, so each one is mirrored in the affiliates table. */
function ensureAffiliateCode(code: string, agentId: number): void {
  if (!db.affiliate.findFirst({ where: { code: { equals: code } } })) {
    db.affiliate.create({ code, agentId, domain: null });
  }
}

function toAffiliateUrl(
  row: ReturnType<typeof db.agentAffiliateUrl.getAll>[number],
  origin: string,
): AffiliateUrl {
  return {
    affiUrlId: row.id,
    url: `${origin}${row.url}`,
    affiliateCode: row.code,
    registeredCount: row.registered,
    createTime: row.createdAt,
  };
}

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Inclusive day list of a report's range; the last 30 days when the query gives none. */
function reportDays(query: ReportQuery): string[] {
  const today = Math.floor(now() / DAY) * DAY;
  const parse = (s: string | undefined): number | null => {
    if (!s || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return null;
    const t = Date.parse(`${s}T00:00:00Z`);
    return Number.isNaN(t) ? null : t;
  };
  const end = Math.min(parse(query.endDate) ?? today, today);
  const start = Math.max(parse(query.startDate) ?? end - 29 * DAY, end - 365 * DAY);
  const days: string[] = [];
  for (let t = end; t >= start; t -= DAY) days.push(isoDate(t));
  return days;
}

type ReportKind = 'lotto' | 'pvpFishing' | 'pvpRng' | 'income' | 'commission';

/**
 * Per-day report rows derived from (agent, report, day, downline): the same range always shows the
 * same figures, and rows exist only for days on which that downline "played".
 */
function reportRows(
  agent: MemberRecord,
  kind: ReportKind,
  days: readonly string[],
  username?: string,
): ReportRow[] {
  const agentKey = memberKeyOf(agent);
  const players = teamOf(agent).filter((d) => !username || d.username.includes(username.toLowerCase()));
  const rows: ReportRow[] = [];
  for (const date of days) {
    if (kind === 'income' || kind === 'commission') {
      const rng = seededRng(hashString(`${agentKey}:${kind}:${date}`));
      const validBetAmount = round2(rng() * 40_000);
      const rate = pick(rng, [0.3, 0.5, 0.8, 1] as const);
      rows.push({
        date,
        username: agentKey,
        type: kind === 'income' ? 'REBATE' : 'COMMISSION',
        validBetAmount,
        rate,
        amount: round2((validBetAmount * rate) / 100),
        activeMembers: intBetween(rng, 0, Math.max(1, players.length)),
      });
      if (kind === 'income') rows.push(...contractPayouts(agent, date));
      continue;
    }
    for (const player of players) {
      const rng = seededRng(hashString(`${agentKey}:${kind}:${date}:${player.username}`));
      if (rng() > 0.25) continue;
      const betAmount = round2(10 ** (1 + rng() * 3));
      const validBetAmount = round2(betAmount * (0.85 + rng() * 0.15));
      const product =
        kind === 'lotto'
          ? pick(rng, ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT'] as const)
          : kind === 'pvpFishing'
            ? pick(rng, ['PVP', 'FISH'] as const)
            : pick(rng, ['PVP', 'RNG'] as const);
      rows.push({
        date,
        username: player.username,
        productType: product,
        betCount: intBetween(rng, 1, 300),
        betAmount,
        validBetAmount,
        winLoss: round2((rng() - 0.52) * betAmount),
      });
    }
  }
  return rows;
}

/**
 * A day's payouts under the agent's accepted contracts (income report rows of the contract's kind,
 * ADR 040): one per contract in force that day, its valid bets drawn from (contract, day) and the
 * amount the contract's rate of them.
 */
function contractPayouts(agent: MemberRecord, date: string): ReportRow[] {
  const day = Date.parse(`${date}T00:00:00Z`);
  return db.agentContract
    .findMany({ where: { agentKey: { equals: memberKeyOf(agent) }, status: { equals: 'Accept' } } })
    .filter((c) => Math.floor(c.createdAt / DAY) * DAY <= day)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((c) => {
      const rng = seededRng(hashString(`${c.id}:${date}`));
      // The turnover is money: the day's random part is added to it, and the rate applied, in decimals.
      const validBet = add(c.minTurnover, toDecimalOrZero(round2(rng() * 20_000)));
      const payout = roundToCents(divide(multiply(validBet, toDecimalOrZero(c.rate)), '100'));
      return {
        date,
        username: c.downline,
        type: CONTRACT_PAYOUT_TYPE[c.kind as ContractKind] ?? c.kind,
        validBetAmount: Number(validBet),
        rate: c.rate,
        amount: Number(payout),
        activeMembers: c.activeMembers,
      };
    });
}

function summarise(rows: readonly ReportRow[]): Record<string, number | DecimalString> {
  // Exact sums (ADR 021): the rows carry cents, and so does their total.
  const total = (field: 'betAmount' | 'validBetAmount' | 'winLoss' | 'amount'): DecimalString =>
    sumAmounts(rows.map((r) => toDecimalOrZero(r[field])));
  return {
    rows: rows.length,
    betAmount: total('betAmount'),
    validBetAmount: total('validBetAmount'),
    winLoss: total('winLoss'),
    amount: total('amount'),
  };
}

function pagedReport(rows: ReportRow[], query: ReportQuery) {
  const page = paginate(rows, query.pageNo ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
  return ok({
    list: page.items,
    totalPages: rows.length === 0 ? 0 : page.totalPages,
    totalCount: page.totalCount,
    pageNo: page.pageNo,
    summary: summarise(rows),
  });
}

function reportHandler(route: (typeof agentContract)['income'], kind: ReportKind): HttpHandler {
  return implement(route, ({ query, member }) => {
    const refused = refuseNonAgent(member);
    if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
    const rows = reportRows(member, kind, reportDays(query), query.username);
    const product = query.gameType;
    const type = query.type;
    return pagedReport(
      rows.filter((r) => (!product || r.productType === product) && (!type || r.type === type)),
      query,
    );
  });
}

type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';
const CONTRACT_FLAG: Record<ContractKind, WhitelabelModId> = {
  dividend: 'SIGNCONDIV3',
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
};
const ACTION_STATUS: Record<ContractAction, 'Accept' | 'Reject' | 'Terminate'> = {
  ACCEPT: 'Accept',
  REJECT: 'Reject',
  TERMINATE: 'Terminate',
};

function toContract(row: ContractRow) {
  return {
    contractId: row.id,
    downline: row.downline,
    kind: row.kind,
    period: row.period,
    rate: row.rate,
    minTurnover: Number(row.minTurnover),
    activeMembers: row.activeMembers,
    status: row.status,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
  };
}

/**
 * Lists the agent's contracts of a kind (no action) or applies an action: Accept/Reject answer a
 * Pending contract, Terminate ends an accepted one. Without a contractId the newest Pending (or, for
 * Terminate, the newest accepted) contract is used.
 */
function processContract(
  member: MemberRecord | null,
  scenario: Scenario,
  kind: ContractKind,
  action: ContractAction | undefined,
  contractId: string | undefined,
) {
  const refused = refuseNonAgent(member);
  if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
  if (!scenario.whitelabel[CONTRACT_FLAG[kind]]) return fail(...AGENT_ERRORS.featureOff);
  const agentKey = memberKeyOf(member);
  const list = () =>
    db.agentContract
      .findMany({ where: { agentKey: { equals: agentKey }, kind: { equals: kind } } })
      .sort((a, b) => b.createdAt - a.createdAt);
  if (!action) return ok({ list: list().map(toContract) });
  const from = action === 'TERMINATE' ? 'Accept' : 'Pending';
  const target = contractId ? list().find((c) => c.id === contractId) : list().find((c) => c.status === from);
  if (!target) return fail(...AGENT_ERRORS.contractNotFound);
  if (target.status !== from) return fail(...AGENT_ERRORS.contractState);
  const updated = db.agentContract.update({
    where: { id: { equals: target.id } },
    data: { status: ACTION_STATUS[action], updatedAt: now() },
  });
  return ok({ contract: updated ? toContract(updated) : null, list: list().map(toContract) });
}

const USERNAME = /^[a-zA-Z0-9]{4,16}$/;
const PASSWORD = /^(?=.*[a-zA-Z])(?=.*\d).{6,20}$/;

export const agentHandlers: HttpHandler[] = [
  implement(agentContract.overview, ({ member }) => {
    const refused = refuseNonAgent(member);
    if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
    const team = teamOf(member);
    const today = isoDate(now());
    const sum = (f: (d: TeamMember) => DecimalString) => sumAmounts(team.map(f));
    const income = sumAmounts(reportRows(member, 'income', [today]).map((r) => toDecimalOrZero(r.amount)));
    return ok({
      teamSize: team.length + team.reduce((s, d) => s + (toDownline(d).teamSize ?? 0), 0),
      directDownlines: team.length,
      newMembersToday: team.filter((d) => now() - d.registeredAt < DAY).length,
      activeMembersToday: team.filter((d) => hashString(`${d.username}:${today}`) % 3 === 0).length,
      teamBalance: sum((d) => d.balance),
      teamBetAmount: sum((d) => d.bets),
      teamDeposit: sum((d) => d.deposits),
      teamWithdraw: sum((d) => d.withdrawals),
      teamProfit: sum((d) => d.profit),
      myIncome: income,
    });
  }),

  implement(agentContract.announcements, ({ member, query }) => {
    const refused = refuseNonAgent(member);
    if (refused) return refused;
    const items = [
      [
        'Agent commission settles every Monday',
        'Weekly commission is calculated on Monday 04:00 and credited by noon.',
      ],
      ['New downline rebate limits', 'Maximum rebates for slots and fishing are now 1.5%.'],
      ['Dividend contracts', 'Dividend contracts can be proposed to downline agents from the Dividend page.'],
      ['Real-time salary', 'Real-time salary settles every 5 minutes for accepted contracts.'],
      [
        'Maintenance notice',
        'Reports may be delayed during scheduled maintenance on the first Tuesday of the month.',
      ],
    ].map(([title, content], i) => ({
      id: i + 1,
      title: title ?? '',
      content: `<p>${content ?? ''}</p>`,
      startDate: now() - (i + 1) * 3 * DAY,
      endDate: now() + 30 * DAY,
      category: 'AGENT',
    }));
    const page = paginate(items, query.pageNo ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
    return ok(page.items);
  }),

  implement(agentContract.globalRebateSettings, ({ member }) => {
    const refused = refuseNonAgent(member);
    if (refused) return refused;
    return ok(
      PRODUCTS.map((productType) => ({
        productType,
        rebate: MAX_REBATE[productType],
        maxRebate: MAX_REBATE[productType],
      })),
    );
  }),

  implement(agentContract.downlines, ({ member, query }) => {
    const refused = refuseNonAgent(member);
    if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
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

  implement(agentContract.downlineRebates, ({ member, query }) => {
    const refused = refuseNonAgent(member);
    if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
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

  implement(agentContract.affiliateUrls, ({ member, request }) => {
    const refused = refuseNonAgent(member);
    if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
    const origin = siteOrigin(request);
    const rows = db.agentAffiliateUrl
      .findMany({ where: { agentKey: { equals: memberKeyOf(member) } } })
      .sort((a, b) => b.createdAt - a.createdAt);
    rows.forEach((row) => ensureAffiliateCode(row.code, member.id));
    return ok(rows.map((row) => toAffiliateUrl(row, origin)));
  }),

  implement(agentContract.addAffiliateUrl, ({ member, body, request }) => {
    const refused = refuseNonAgent(member);
    if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
    const agentKey = memberKeyOf(member);
    const n = db.agentAffiliateUrl.count({ where: { agentKey: { equals: agentKey } } }) + 1;
    const rng = seededRng(hashString(`${agentKey}:url:${n}:${now()}`));
    const code = `${agentKey.toUpperCase().slice(0, 8)}${intBetween(rng, 1000, 9999)}`;
    const created = db.agentAffiliateUrl.create({
      id: `${agentKey}-url-${n}-${Math.floor(now() / 1000)}`,
      agentKey,
      code,
      url: `/register?affiliateCode=${code}${body.accountType === 'agent' ? '&type=agent' : ''}`,
      registered: 0,
      createdAt: now(),
    });
    ensureAffiliateCode(code, member.id);
    return ok(toAffiliateUrl(created, body.domain ? `https://${body.domain}` : siteOrigin(request)));
  }),

  implement(agentContract.deleteAffiliateUrl, ({ member, query }) => {
    const refused = refuseNonAgent(member);
    if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
    const row = db.agentAffiliateUrl.findFirst({
      where: { id: { equals: query.affiUrlId }, agentKey: { equals: memberKeyOf(member) } },
    });
    if (!row) return fail(...AGENT_ERRORS.urlNotFound);
    db.agentAffiliateUrl.delete({ where: { id: { equals: row.id } } });
    db.affiliate.delete({ where: { code: { equals: row.code } } });
    return ok(null);
  }),

  implement(agentContract.registeredAffiliates, ({ member, query }) => {
    const refused = refuseNonAgent(member);
    if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
    const agentKey = memberKeyOf(member);
    const urls = db.agentAffiliateUrl.findMany({ where: { agentKey: { equals: agentKey } } });
    const rows = teamOf(member)
      .filter((d) => urls.length > 0 && hashString(d.username) % 3 === 0)
      .map((d) => ({
        username: d.username,
        registerTime: d.registeredAt,
        affiUrlId: urls[hashString(d.username) % urls.length]?.id ?? null,
      }));
    const page = paginate(rows, query.pageNo ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
    return ok({
      list: page.items,
      totalPages: rows.length === 0 ? 0 : page.totalPages,
      totalCount: page.totalCount,
      pageNo: page.pageNo,
    });
  }),

  implement(agentContract.transferEnabled, ({ member, scenario }) => {
    const refused = refuseNonAgent(member);
    if (refused) return refused;
    return ok(scenario.agent.transferEnabled);
  }),

  implement(agentContract.defaults, ({ member }) => {
    const refused = refuseNonAgent(member);
    if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
    return ok({
      defaultRebates: rebatesFor(0.8),
      accountTypes: ['member', 'agent'],
      canRegisterAgent: member.type !== 42,
      minTransferAmount: 10,
      maxTransferAmount: 50_000,
    });
  }),

  implement(agentContract.registerDownline, ({ member, body }) => {
    const refused = refuseNonAgent(member);
    if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
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

  implement(agentContract.transferDownline, ({ member, body, scenario }) => {
    const refused = refuseNonAgent(member);
    if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
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

  implement(agentContract.promoteDownlineToAgent, ({ member, body }) => {
    const refused = refuseNonAgent(member);
    if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
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

  implement(agentContract.downlineTransaction, ({ member, query }) => {
    const refused = refuseNonAgent(member);
    if (refused || !member) return refused ?? fail(...AGENT_ERRORS.notAgent);
    const days = new Set(reportDays(query));
    const name = query.username?.toLowerCase();
    // Seeded history sits before the seed epoch; without a date range the whole history is listed.
    const ranged = query.startDate !== undefined || query.endDate !== undefined;
    const team = new Set(teamOf(member).map((d) => d.username));
    const rows: ReportRow[] = db.agentTransaction
      .findMany({ where: { agentKey: { equals: memberKeyOf(member) } } })
      .filter(
        (t) =>
          team.has(t.downline) &&
          (!ranged || days.has(isoDate(t.createdAt))) &&
          (!name || t.downline.includes(name)),
      )
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((t) => ({
        id: t.id,
        username: t.downline,
        date: isoDate(t.createdAt),
        type: t.type,
        amount: t.amount,
        createTime: t.createdAt,
      }));
    return pagedReport(rows, query);
  }),
  reportHandler(agentContract.downlineLottoPNL, 'lotto'),
  reportHandler(agentContract.teamPVPFishingPNL, 'pvpFishing'),
  reportHandler(agentContract.teamPVPRNGBetting, 'pvpRng'),
  reportHandler(agentContract.income, 'income'),
  reportHandler(agentContract.commission, 'commission'),

  implement(agentContract.processDividendReq, ({ member, scenario, query }) =>
    processContract(member, scenario, 'dividend', query.action, query.contractId),
  ),
  implement(agentContract.processDailySalary, ({ member, scenario, query }) =>
    processContract(member, scenario, 'daily', query.action, query.contractId),
  ),
  implement(agentContract.processContractHourSalary, ({ member, scenario, body }) =>
    processContract(
      member,
      scenario,
      'hourly',
      body.action,
      body.contractId === undefined ? undefined : String(body.contractId),
    ),
  ),
  implement(agentContract.processRealTimeSalaryContract, ({ member, scenario, body }) =>
    processContract(
      member,
      scenario,
      'realtime',
      body.action,
      body.contractId === undefined ? undefined : String(body.contractId),
    ),
  ),
];
