import type { HttpHandler } from 'msw';
import { agentContract } from '@/contracts/agent.contract';
import { sum as sumAmounts, toDecimalOrZero, type DecimalString } from '@/money/money';
import { hashString, paginate } from '../../factories/games.factories';
import { DAY, MAX_REBATE, PRODUCTS, isoDate, rebatesFor } from '../../lib/agent';
import { reportRows } from '../../lib/agent-reports';
import { now } from '../../lib/clock';
import { implement, ok } from '../../lib/handler';
import { DEFAULT_PAGE_SIZE } from '../../lib/paging';
import { teamOf, toDownline, type TeamMember } from '../../lib/team';

/** The agent centre's home (spec 02 §2, ADR 026): the team overview, notices, and the settings its forms start from. */
export const agentOverviewHandlers: HttpHandler[] = [
  implement(agentContract.overview, { agent: true }, ({ member }) => {
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

  implement(agentContract.announcements, { agent: true }, ({ query }) => {
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

  implement(agentContract.globalRebateSettings, { agent: true }, () => {
    return ok(
      PRODUCTS.map((productType) => ({
        productType,
        rebate: MAX_REBATE[productType],
        maxRebate: MAX_REBATE[productType],
      })),
    );
  }),

  implement(agentContract.defaults, { agent: true }, ({ member }) => {
    return ok({
      defaultRebates: rebatesFor(0.8),
      accountTypes: ['member', 'agent'],
      canRegisterAgent: member.type !== 42,
      minTransferAmount: 10,
      maxTransferAmount: 50_000,
    });
  }),
];
