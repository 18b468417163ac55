import type { HttpHandler } from 'msw';
import { agentContract, type ReportQuery, type ReportRow } from '@/contracts/agent.contract';
import { sum as sumAmounts, toDecimalOrZero, type DecimalString } from '@/money/money';
import { db } from '../../db';
import { paginate } from '../../factories/games.factories';
import { isoDate } from '../../lib/agent';
import { reportDays, reportRows, type ReportKind } from '../../lib/agent-reports';
import { implement, ok } from '../../lib/handler';
import { memberKeyOf } from '../../lib/members';
import { DEFAULT_PAGE_SIZE } from '../../lib/paging';
import { teamOf } from '../../lib/team';

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
  return implement(route, { agent: true }, ({ query, member }) => {
    const rows = reportRows(member, kind, reportDays(query), query.username);
    const product = query.gameType;
    const type = query.type;
    return pagedReport(
      rows.filter((r) => (!product || r.productType === product) && (!type || r.type === type)),
      query,
    );
  });
}

/** The agent's reports (spec 02 §2): transfers to the team, the team's bets and results, the agent's income. */
export const agentReportHandlers: HttpHandler[] = [
  implement(agentContract.downlineTransaction, { agent: true }, ({ member, query }) => {
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
];
