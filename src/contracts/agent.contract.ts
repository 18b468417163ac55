import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  amount,
  dateRangeQuery,
  idLike,
  money,
  pageQuery,
  pagedList,
  moneyAmount,
  knownItems,
} from './common';
import { anyValue, responds } from './envelope';
import { designed, meta } from './meta';
import { nameRoutes } from './names';
import { announcement } from './home.contract';

const c = initContract();

/**
 * Legacy agent API (wire protocol §1.6): all calls carry the token; module ids are not shown. The wire
 * lists paths only (and `?affiUrlId=` on the link delete), so every field below is designed (ADR 050).
 */
const legacy = (encrypted = false) => meta({ modId: null, token: true, encrypted, source: 'L' });

/** Designed agent-centre overview (the current-generation "ac" library's paths are not public). */
export const agentOverview = designed(
  z
    .object({
      teamSize: z.number(),
      directDownlines: z.number(),
      newMembersToday: z.number(),
      activeMembersToday: z.number().nullish(),
      teamBalance: amount,
      teamBetAmount: amount,
      teamDeposit: amount,
      teamWithdraw: amount,
      myIncome: amount.nullish(),
    })
    .passthrough(),
);
export type AgentOverview = z.infer<typeof agentOverview>;

export const downline = designed(
  z
    .object({
      customerId: idLike,
      username: z.string(),
      /** Account type: 1, 2, 41, 42 agent; otherwise member. */
      type: z.coerce.number().nullish(),
      /** Read as a decimal string (ADR 021): the transfer form compares amounts with it. */
      balance: money.nullish(),
      rebate: amount.nullish(),
      registerTime: z.union([z.number(), z.string()]).nullish(),
      lastLoginTime: z.union([z.number(), z.string()]).nullish(),
      teamSize: z.number().nullish(),
    })
    .passthrough(),
);
export type Downline = z.infer<typeof downline>;

export const downlinesQuery = designed(pageQuery.extend({ username: z.string().optional() }));

export const rebateSetting = designed(
  z.object({ productType: z.string(), rebate: amount, maxRebate: amount.nullish() }).passthrough(),
);
export type RebateSetting = z.infer<typeof rebateSetting>;

export const affiliateUrl = designed(
  z
    .object({
      affiUrlId: idLike,
      url: z.string(),
      affiliateCode: z.string().nullish(),
      registeredCount: z.number().nullish(),
      createTime: z.union([z.number(), z.string()]).nullish(),
    })
    .passthrough(),
);
export type AffiliateUrl = z.infer<typeof affiliateUrl>;

export const addAffiliateUrlBody = designed(
  z.object({
    domain: z.string().optional(),
    /** Downline type the link registers: member or agent. */
    accountType: z.enum(['member', 'agent']).optional(),
    rebates: z.array(rebateSetting).optional(),
  }),
);
export type AddAffiliateUrlBody = z.infer<typeof addAffiliateUrlBody>;

export const registeredAffiliate = designed(
  z
    .object({
      username: z.string(),
      registerTime: z.union([z.number(), z.string()]).nullish(),
      affiUrlId: idLike.nullish(),
    })
    .passthrough(),
);
export type RegisteredAffiliate = z.infer<typeof registeredAffiliate>;

/** Plaintext of the encrypted downline registration. */
export const registerDownlineBody = designed(
  z.object({
    username: z.string().min(1),
    password: z.string().min(1),
    confirmPassword: z.string().optional(),
    accountType: z.enum(['member', 'agent']).optional(),
    rebates: z.array(rebateSetting).optional(),
  }),
);
export type RegisterDownlineBody = z.infer<typeof registerDownlineBody>;

/** Plaintext of the encrypted transfer to a downline. */
export const transferDownlineBody = designed(
  z.object({
    downlineUsername: z.string().min(1),
    amount: moneyAmount,
    paymentPassword: z.string().optional(),
  }),
);
export type TransferDownlineBody = z.infer<typeof transferDownlineBody>;

export const promoteDownlineBody = designed(z.object({ username: z.string().min(1) }));

export const reportQuery = designed(
  pageQuery.merge(dateRangeQuery).extend({
    username: z.string().optional(),
    /**
     * Designed (the legacy reports' query fields are not shown): narrows a team report to one product,
     * as `gameType` narrows the personal reports; team betting asks the PVP/fishing report for fishing only.
     */
    gameType: z.string().optional(),
    /**
     * Designed, like `gameType`: narrows the income report to one kind of payout (REBATE, DIVIDEND,
     * DAILY_SALARY, HOURLY_SALARY, REALTIME_SALARY), a contract page's payout history (ADR 040).
     */
    type: z.string().optional(),
  }),
);
export type ReportQuery = z.infer<typeof reportQuery>;

/** Report rows differ per report; each carries a username/date plus amount columns. */
export const reportRow = designed(
  z
    .object({
      username: z.string().nullish(),
      date: z.string().nullish(),
      betAmount: amount.nullish(),
      validBetAmount: amount.nullish(),
      winLoss: amount.nullish(),
      amount: amount.nullish(),
    })
    .passthrough(),
);
export type ReportRow = z.infer<typeof reportRow>;

export const reportValue = pagedList(reportRow).extend({
  summary: designed(z.record(z.string(), amount).nullish()),
});
export type ReportValue = z.infer<typeof reportValue>;

/** Contract decision on a dividend or salary contract: Accept, Reject or Terminate. */
export const contractAction = z.enum(['ACCEPT', 'REJECT', 'TERMINATE']);
export type ContractAction = z.infer<typeof contractAction>;

/** Kinds of agent contract, one page each (spec 02 §2): dividend, daily, hourly and real-time salary. */
export const AGENT_CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type AgentContractKind = (typeof AGENT_CONTRACT_KINDS)[number];

/** The income report's row type of each kind's payouts: a contract page's payout history. */
export const CONTRACT_PAYOUT_TYPE = {
  dividend: 'DIVIDEND',
  daily: 'DAILY_SALARY',
  hourly: 'HOURLY_SALARY',
  realtime: 'REALTIME_SALARY',
} as const satisfies Record<AgentContractKind, string>;

/**
 * A dividend or salary contract as the processing calls list it (designed: the calls' responses are
 * not shown). Status Pending is an offer waiting for an answer.
 */
export const agentContractItem = designed(
  z
    .object({
      contractId: idLike,
      downline: z.string(),
      kind: z.string().nullish(),
      /** daily, weekly, semimonthly, monthly (spec 02 §9). */
      period: z.string().nullish(),
      /** Percent. */
      rate: amount.nullish(),
      minTurnover: money.nullish(),
      activeMembers: z.number().nullish(),
      status: z.enum(['Pending', 'Accept', 'Reject', 'Terminate']),
      createTime: z.union([z.number(), z.string()]).nullish(),
      updateTime: z.union([z.number(), z.string()]).nullish(),
    })
    .passthrough(),
);
export type AgentContractItem = z.infer<typeof agentContractItem>;

/** What a processing call answers: the kind's contracts (after an action, with the changed one). */
export const agentContractList = designed(z.object({ list: z.array(agentContractItem) }).passthrough());

export const contractActionQuery = designed(
  z.object({
    contractId: z.string().optional(),
    action: contractAction.optional(),
  }),
);
/** Without an action the call lists the kind's contracts (designed, as the GET calls do). */
export const contractActionBody = designed(
  z.object({
    contractId: idLike.optional(),
    action: contractAction.optional(),
  }),
);
export type ContractActionBody = z.infer<typeof contractActionBody>;

const report = (path: string, summary: string) =>
  ({
    method: 'GET',
    path,
    query: reportQuery,
    responses: responds(reportValue),
    summary,
    metadata: legacy(),
  }) as const;

export const agentContract = c.router(
  {
    overview: {
      method: 'GET',
      path: '/wps/relay/ACFE_getTeamOverview',
      query: dateRangeQuery,
      responses: responds(agentOverview),
      summary: 'Designed: team overview figures for the agent centre default page',
      metadata: meta({ modId: 'AGENTCENTRE3', token: true, encrypted: false, source: 'designed' }),
    },
    announcements: {
      method: 'GET',
      path: '/wps/agent/announcements',
      query: designed(pageQuery),
      responses: responds(z.array(announcement)),
      summary: 'Agent announcements',
      metadata: legacy(),
    },
    globalRebateSettings: {
      method: 'GET',
      path: '/wps/agent/globalRebateSettings',
      responses: responds(knownItems(rebateSetting)),
      summary: 'Merchant rebate limits per product',
      metadata: legacy(),
    },
    downlines: {
      method: 'GET',
      path: '/wps/agent/downlines',
      query: downlinesQuery,
      responses: responds(pagedList(downline)),
      summary: 'Team management: direct downlines',
      metadata: legacy(),
    },
    downlineRebates: {
      method: 'GET',
      path: '/wps/agent/downlineRebates',
      query: designed(z.object({ username: z.string().optional() })),
      responses: responds(knownItems(rebateSetting)),
      summary: 'Rebate settings of a downline',
      metadata: legacy(),
    },
    affiliateUrls: {
      method: 'GET',
      path: '/wps/agent/affiliateUrls',
      responses: responds(knownItems(affiliateUrl)),
      summary: 'Affiliate (registration) links of the agent',
      metadata: legacy(),
    },
    addAffiliateUrl: {
      method: 'POST',
      path: '/wps/agent/affiliateUrl',
      body: addAffiliateUrlBody,
      responses: responds(anyValue),
      summary: 'Create an affiliate link',
      metadata: legacy(),
    },
    deleteAffiliateUrl: {
      method: 'DELETE',
      path: '/wps/agent/affiliateUrl',
      query: z.object({ affiUrlId: z.string().min(1) }),
      body: c.noBody(),
      responses: responds(anyValue),
      summary: 'Delete an affiliate link (?affiUrlId=)',
      metadata: legacy(),
    },
    registeredAffiliates: {
      method: 'GET',
      path: '/wps/agent/registeredAffiliates',
      query: designed(pageQuery),
      responses: responds(pagedList(registeredAffiliate)),
      summary: 'Members registered through the agent links',
      metadata: legacy(),
    },
    transferEnabled: {
      method: 'GET',
      path: '/wps/agent/transferEnabled',
      responses: responds(z.boolean()),
      summary: 'Whether the agent may transfer to downlines',
      metadata: legacy(),
    },
    defaults: {
      method: 'GET',
      path: '/wps/agent/default',
      responses: responds(z.record(z.string(), z.unknown())),
      summary: 'Agent defaults (default rebates for new downlines)',
      metadata: legacy(),
    },
    registerDownline: {
      method: 'POST',
      path: '/wps/agent/downline',
      body: registerDownlineBody,
      responses: responds(anyValue),
      summary: 'Register a downline (encrypted)',
      metadata: legacy(true),
    },
    transferDownline: {
      method: 'PUT',
      path: '/wps/agent/transferDownline',
      body: transferDownlineBody,
      responses: responds(anyValue),
      summary: 'Transfer funds to a downline (encrypted)',
      metadata: legacy(true),
    },
    promoteDownlineToAgent: {
      method: 'PUT',
      path: '/wps/agent/promoteDownlineToAgent',
      body: promoteDownlineBody,
      responses: responds(anyValue),
      summary: 'Promote a downline member to agent',
      metadata: legacy(),
    },
    downlineTransaction: report('/wps/report/downlineTransaction', 'Report: downline transaction details'),
    downlineLottoPNL: report('/wps/report/downlineLottoPNL', 'Report: downline lottery profit and loss'),
    teamPVPFishingPNL: report('/wps/report/teamPVPFishingPNL', 'Report: team PVP/fishing profit and loss'),
    teamPVPRNGBetting: report('/wps/report/teamPVPRNGBetting', 'Report: team PVP/RNG betting'),
    income: report('/wps/report/income', 'Report: my income'),
    commission: report('/wps/report/commission', 'Report: commission'),
    processDividendReq: {
      method: 'GET',
      path: '/wps/relay/MCS2_processDividendReq',
      query: contractActionQuery,
      responses: responds(anyValue),
      summary: 'Answer a dividend-contract request (query fields designed)',
      metadata: meta({ modId: 'SIGNCONDIV3', token: true, encrypted: false, source: 'A' }),
    },
    processDailySalary: {
      method: 'GET',
      path: '/wps/relay/MCS2_processDailySalContract',
      query: contractActionQuery,
      responses: responds(anyValue),
      summary: 'Answer a daily-salary contract (query fields designed)',
      metadata: meta({ modId: 'DAILYSALCONT3', token: true, encrypted: false, source: 'A' }),
    },
    processContractHourSalary: {
      method: 'POST',
      path: '/wps/relay/MCS2_processContractHourSalary',
      body: contractActionBody,
      responses: responds(anyValue),
      summary: 'Answer an hourly-salary contract (body fields designed)',
      metadata: meta({ modId: 'HOURSAL3', token: true, encrypted: false, source: 'A' }),
    },
    processRealTimeSalaryContract: {
      method: 'POST',
      path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
      body: contractActionBody,
      responses: responds(anyValue),
      summary: 'Answer a real-time salary contract (body fields designed)',
      metadata: meta({ modId: 'RTSALARY3', token: true, encrypted: false, source: 'A' }),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('agent', agentContract);
