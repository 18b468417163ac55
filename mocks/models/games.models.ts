import { nullable, primaryKey } from '@mswjs/data';

/**
 * Game-side tables of the mock database (H8). `mocks/db.ts` spreads `gameModels` into the one
 * `factory({...})`. Members are referred to by `memberKey` (the member's account, lower-cased) so
 * these tables need no relation to the accounts models and survive a sessionStorage round trip.
 *
 * Large derived values (SVG icons) are NOT stored: handlers build them from the stored hue/code so
 * the persisted state stays small even in the `manyGames` scenario.
 */
export const gameModels = {
  /** One vendor inside one category lane (a vendor may appear in several lanes). */
  gameVendor: {
    id: primaryKey(String),
    code: String,
    displayName: String,
    /** Category title: RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT. */
    gameType: String,
    accountTypeId: Number,
    isHot: Number,
    sort: Number,
    hue: Number,
    maintenance: Boolean,
  },
  game: {
    id: primaryKey(String),
    nodeId: Number,
    gameId: String,
    gameCode: String,
    gameName: String,
    gameType: String,
    vassalage: String,
    gameClassify: String,
    minBet: String,
    minLineNum: Number,
    isHot: Number,
    hue: Number,
    sort: Number,
    maintenance: Boolean,
    /** VASSALAGE marks an aggregator entry: the client opens a popup game list instead of launching. */
    defaultPlayType: String,
    accountTypeId: Number,
    createdAt: Number,
  },
  favouriteGame: {
    id: primaryKey(String),
    memberKey: String,
    nodeId: Number,
    vendor: String,
    gameType: String,
    createdAt: Number,
  },
  recentGame: {
    id: primaryKey(String),
    memberKey: String,
    nodeId: Number,
    playedAt: Number,
  },
  lotteryGame: {
    id: primaryKey(String),
    gameCode: String,
    gameName: String,
    gameGroupCode: String,
    groupName: String,
    /** LOTT, ELOTT, SEA or VN. */
    prizeMode: String,
    vendor: String,
    drawIntervalMinutes: Number,
    sort: Number,
    hue: Number,
  },
  lotteryRecent: {
    id: primaryKey(String),
    memberKey: String,
    gameCode: String,
    playedAt: Number,
  },
  pointAccount: {
    id: primaryKey(String),
    balance: Number,
    totalEarned: Number,
    totalRedeemed: Number,
  },
  pointReward: {
    id: primaryKey(String),
    name: String,
    description: String,
    points: Number,
    stock: Number,
    category: String,
    hue: Number,
    sort: Number,
  },
  /** The points ledger (memTransDet accountType=POINT): every earning and spending, balance after it. */
  pointMovement: {
    id: primaryKey(String),
    memberKey: String,
    /** EARN, REDEEM, CONVERT. */
    kind: String,
    /** Signed: earned positive, spent negative. */
    points: Number,
    balanceAfter: Number,
    remark: nullable(String),
    createdAt: Number,
  },
  pointRedeem: {
    id: primaryKey(String),
    memberKey: String,
    rewardId: String,
    rewardName: String,
    points: Number,
    quantity: Number,
    /** In Process, Rejected, Approved. */
    status: String,
    remark: nullable(String),
    createdAt: Number,
  },
  mission: {
    id: primaryKey(String),
    title: String,
    description: String,
    category: String,
    target: Number,
    rewardPoints: Number,
    sort: Number,
  },
  missionLeader: {
    id: primaryKey(String),
    rank: Number,
    customerName: String,
    points: Number,
    completed: Number,
  },
  winnerRow: {
    id: primaryKey(String),
    gameCategory: String,
    gameName: String,
    customerName: String,
    winAmount: String,
    createdAt: Number,
  },
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

export type GameModels = typeof gameModels;
