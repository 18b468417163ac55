import { nullable, primaryKey } from '@mswjs/data';

/**
 * Agent-centre tables of the mock database (ADR 026): the seeded team rows, the affiliate links, the
 * transfers to downlines and the contracts. `agentKey` is the agent's account, lower-cased.
 */
export const agentModels = {
  agentDownline: {
    id: primaryKey(String),
    agentKey: String,
    username: String,
    nickname: String,
    /** 0 member, 1/2/41/42 agent types. */
    customerType: Number,
    /** Decimal string (ADR 021): the agent's ledger never holds money in a float. */
    balance: String,
    rebate: Number,
    /** The rate per product set at registration, as JSON `{"RNG":"1.2",...}`; null: `rebate` for every product. */
    rebateRates: nullable(String),
    status: String,
    registeredAt: Number,
    lastLoginAt: Number,
    deposits: String,
    withdrawals: String,
    bets: String,
    profit: String,
  },
  agentAffiliateUrl: {
    id: primaryKey(String),
    agentKey: String,
    code: String,
    url: String,
    registered: Number,
    createdAt: Number,
  },
  agentTransaction: {
    id: primaryKey(String),
    agentKey: String,
    downline: String,
    /** TRANSFER_OUT, DEPOSIT, WITHDRAW, BET, PAYOUT, REBATE. */
    type: String,
    /** Decimal string (ADR 021). */
    amount: String,
    createdAt: Number,
  },
  agentContract: {
    id: primaryKey(String),
    agentKey: String,
    downline: String,
    /** dividend, daily, hourly, realtime. */
    kind: String,
    /** daily, weekly, semimonthly, monthly. */
    period: String,
    rate: Number,
    minTurnover: String,
    activeMembers: Number,
    /** Pending, Accept, Reject, Terminate. */
    status: String,
    createdAt: Number,
    updatedAt: Number,
  },
};

export type AgentModels = typeof agentModels;
