import { nullable, primaryKey } from '@mswjs/data';

/**
 * Points tables of the mock database (ADR 027): each member's account, the shop's rewards, the ledger and
 * the redeem orders. Members are referred to by `memberKey` (the account, lower-cased), as on the game side.
 */
export const pointModels = {
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
};

export type PointModels = typeof pointModels;
