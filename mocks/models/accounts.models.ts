import { nullable, primaryKey } from '@mswjs/data';

/**
 * Account-side tables of the mock database. Values are primitives (or arrays of them) because
 * @mswjs/data stores flat records; richer shapes are assembled by the handlers.
 */
export const accountModels = {
  member: {
    id: primaryKey(Number),
    account: String,
    password: String,
    nickname: String,
    /** 0 member; 1, 2, 41, 42 agent; 4 trial (wire protocol §1.2). */
    type: Number,
    mobile: nullable(String),
    countryDialingCode: String,
    email: nullable(String),
    payeeName: nullable(String),
    /** `yyyy-MM-dd`; null until the member gives it. */
    birthday: nullable(String),
    /** Identity verification: NOT_SUBMITTED, PENDING, APPROVED or REJECTED. */
    kycStatus: String,
    regDate: Number,
    clubLabelName: String,
    rankLevel: Number,
    memberLabels: () => [] as string[],
    memberLabelColor: String,
    toUpline: Boolean,
    passwordExpired: Boolean,
    firstTimeLogin: Boolean,
    locked: Boolean,
    guest: Boolean,
    language: String,
    avatar: String,
    referralCode: String,
    affiliateCode: nullable(String),
    parentId: nullable(Number),
    /** Decimal strings (ADR 021): money bet this month and in all. */
    monthlyTurnover: String,
    totalTurnover: String,
    /** Payment (withdrawal) password; null until set. */
    paymentPassword: nullable(String),
    /** The member has asked for the sign-up reward (designed `POST /wps/relay/MCSFE_signUpRequestReward`). */
    signUpRewardRequested: Boolean,
  },
  /**
   * Responsible-gambling limits (ADR 043), one row per member, kind and period (`memberId:kind:period`).
   * `amount` is in force; `pendingAmount`/`effectiveAt` an increase or removal (`pendingRemoval`) waiting
   * out its 24 hours.
   */
  rgLimit: {
    id: primaryKey(String),
    memberId: Number,
    kind: String,
    period: String,
    amount: nullable(String),
    pendingAmount: nullable(String),
    pendingRemoval: Boolean,
    effectiveAt: nullable(Number),
  },
  /** A running time-out or self-exclusion (ADR 043); its end cannot be brought forward. */
  rgExclusion: {
    memberId: primaryKey(Number),
    kind: String,
    until: Number,
  },
  /** The member's reality-check interval in minutes (ADR 043); no row: the merchant's default. */
  rgRealityCheck: {
    memberId: primaryKey(Number),
    minutes: Number,
  },
  bankCard: {
    id: primaryKey(Number),
    memberId: Number,
    bankId: Number,
    bankName: String,
    accountName: String,
    accountNo: String,
    branch: nullable(String),
  },
  securityAnswer: {
    id: primaryKey(String),
    memberId: Number,
    questionId: Number,
    answer: String,
  },
  session: {
    token: primaryKey(String),
    memberId: Number,
    deviceId: nullable(String),
    createdAt: Number,
  },
  /**
   * Balances are decimal strings (ADR 021), written only by the ledger store
   * (`mocks/lib/ledger-store.ts`); an answer turns them into the wire's numbers.
   */
  wallet: {
    memberId: primaryKey(Number),
    sumBalance: String,
    /** accountTypeId 2 (the main wallet clients read) */
    mainBalance: String,
    /** accountTypeId 1 (game wallet) */
    gameBalance: String,
    currency: String,
    currencySymbol: String,
  },
  /**
   * How a member's game balance is split between the game wallets (one row per wallet, `memberId:walletId`),
   * written by the ledger; `wallet.gameBalance` keeps the total.
   */
  gameWalletBalance: {
    id: primaryKey(String),
    memberId: Number,
    walletId: String,
    /** Decimal string: the ledger's money never goes through a float here. */
    balance: String,
  },
  message: {
    id: primaryKey(Number),
    memberId: Number,
    title: String,
    content: String,
    read: Boolean,
    createdAt: Number,
  },
  transaction: {
    id: primaryKey(Number),
    memberId: Number,
    /** What the records show: DEPOSIT, WITHDRAW, TRANSFER_IN, TRANSFER_OUT, BONUS, REBATE, BET, WIN. */
    kind: String,
    /**
     * BONUS, REBATE, POINTS or PERSON on money the ledger credited or debited from outside the books
     * (`mocks/lib/ledger.ts`), whatever `kind` the records give it; null on every other row.
     */
    channel: nullable(String),
    /** Decimal strings (ADR 021): signed as the records show it, and the main wallet after it. */
    amount: String,
    balanceAfter: String,
    status: String,
    createdAt: Number,
  },
  notice: {
    id: primaryKey(Number),
    /** PL player notice, PU popup, A general */
    type: String,
    title: String,
    content: String,
    externalLink: nullable(String),
    startDate: Number,
    endDate: Number,
    sequence: Number,
  },
  banner: {
    id: primaryKey(Number),
    groupName: String,
    title: String,
    imageUrl: String,
    /** '' none; 1 internal route, 2 game, 3 external url, 4 promotion */
    linkageType: String,
    target: nullable(String),
    sequence: Number,
    startDate: Number,
    endDate: Number,
  },
  promotion: {
    id: primaryKey(Number),
    title: String,
    category: String,
    content: String,
    imageUrl: String,
    startDate: Number,
    endDate: Number,
    claimable: Boolean,
    sequence: Number,
  },
  smsCode: {
    id: primaryKey(String),
    /** login, register, password */
    purpose: String,
    mobile: String,
    code: String,
    expiresAt: Number,
    used: Boolean,
  },
  captcha: {
    id: primaryKey(String),
    answer: String,
    used: Boolean,
    createdAt: Number,
  },
  loginFailure: {
    key: primaryKey(String),
    count: Number,
  },
  sliderChallenge: {
    id: primaryKey(String),
    targetX: Number,
    used: Boolean,
    createdAt: Number,
  },
  verificationToken: {
    token: primaryKey(String),
    used: Boolean,
    createdAt: Number,
  },
  affiliate: {
    code: primaryKey(String),
    agentId: Number,
    domain: nullable(String),
  },
  /** Rewards a member claimed (promotions, tickets, raffle, daily sign-in). */
  rewardClaim: {
    id: primaryKey(String),
    memberId: Number,
    /** promotion, ticket, raffle, login, spin */
    kind: String,
    refId: String,
    title: String,
    /** Decimal string (ADR 021). */
    amount: String,
    createdAt: Number,
  },
  /** What a member did with a reward ticket besides claiming it: a spin, or its cancellation. */
  ticketAction: {
    id: primaryKey(String),
    memberId: Number,
    transactionId: String,
    /** spin, cancel */
    action: String,
    createdAt: Number,
  },
  /** A member's application to join a promotion (remark and images), reviewed by the operator. */
  promotionApplication: {
    id: primaryKey(String),
    memberId: Number,
    promotionId: String,
    remark: String,
    imageCount: Number,
    /** Applying until reviewed; Rejected or Issued after. */
    status: String,
    createdAt: Number,
  },
  feedback: {
    id: primaryKey(Number),
    memberId: nullable(Number),
    content: String,
    createdAt: Number,
  },
};
