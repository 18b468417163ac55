import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { money, dateRangeQuery, flag, idLike, pageQuery, pagedList, moneyAmount, knownItems } from './common';
import { anyValue, responds } from './envelope';
import { designed, meta } from './meta';

const c = initContract();

export const walletRow = z.object({ accountTypeId: idLike, availBalance: money }).passthrough();
export type WalletRow = z.infer<typeof walletRow>;

export const balanceValue = z
  .object({
    sumBalance: money,
    currency: z.string().nullish(),
    currencySymbol: z.string().nullish(),
    balance: z.array(walletRow).optional(),
  })
  .passthrough();
export type BalanceValue = z.infer<typeof balanceValue>;

/** Contract request/info markers read by the home salary panels; values vary by build. */
const contractMarker = z.union([z.string(), z.number(), z.boolean()]).nullish();

export const consolidatedValue = z
  .object({
    dailysalreqtype: contractMarker,
    divtypereq: contractMarker,
    contracthoursalreq: contractMarker,
    realtimesalreqtype: contractMarker,
    contractmrdailysalinfotype: z.unknown().optional(),
    contracthoursalinfo: z.unknown().optional(),
    dailysalinfotype: z.unknown().optional(),
    divtypeinfo: z.unknown().optional(),
    /** Some builds also carry the balance here (used as a fallback). */
    sumBalance: money.optional(),
    availBalance: money.optional(),
  })
  .passthrough();
export type ConsolidatedValue = z.infer<typeof consolidatedValue>;

/**
 * Designed body: the map does not show the fields (wire protocol §1.3). It is sent encrypted because a
 * transfer to the upline carries the payment password, and every call that carries a password is
 * encrypted (wire protocol §3.6: withdraw, paymentPassword, agent/transferDownline).
 */
export const transferBody = designed(
  z.object({
    amount: moneyAmount.optional(),
    fromAccountTypeId: idLike.optional(),
    toAccountTypeId: idLike.optional(),
    /** Transfer to the upline (member centre "transfer to upline"). */
    toUpline: z.boolean().optional(),
    /**
     * The payment (withdrawal) password, sent with a transfer to the upline while the merchant asks
     * for it (settings.transferNeedsPaymentPassword): the money goes to another person.
     */
    paymentPassword: z.string().optional(),
    /** Designed: every unlocked game wallet back to the main wallet in one call (recall all). */
    recallAll: z.boolean().optional(),
  }),
).refine((body) => body.recallAll === true || body.amount !== undefined, 'amount required');
export type TransferBody = z.infer<typeof transferBody>;

export const merchantWalletValue = z.object({ isSingle: flag }).passthrough();
export type MerchantWalletValue = z.infer<typeof merchantWalletValue>;

/** Designed: the wire shows memTransDet's path only (§1.3, §1.7), not its fields. */
export const memberTransaction = designed(
  z
    .object({
      id: idLike.optional(),
      transactionType: z.string().nullish(),
      amount: money,
      balance: money.nullish(),
      createTime: z.union([z.number(), z.string()]).nullish(),
      remark: z.string().nullish(),
    })
    .passthrough(),
);
export type MemberTransaction = z.infer<typeof memberTransaction>;

/**
 * A balance row's lock (designed: the wire's rows carry no lock), read when the backend sends one
 * (`safeParse` on a passthrough row); a row without it is unlocked.
 */
export const balanceRowLock = z.object({ locked: z.boolean().nullish() }).passthrough();

export const depositSettings = z
  .object({
    allowDeposit: z.string(),
    totalDepositSuccessCount: z.number().optional(),
    depositInfo: z.unknown().optional(),
  })
  .passthrough();
export type DepositSettings = z.infer<typeof depositSettings>;

/**
 * depositInfo is not mapped (wire protocol §1.3); what is read here is designed: the limits, the
 * channels the merchant offers, the account a bank transfer goes to and the quick amounts. It is read
 * leniently beside `depositSettings` (`safeParse`), so a backend that sends another shape loses none of
 * the deposit page: the page falls back to bank transfer and the default quick amounts.
 */
export const depositInfo = z
  .object({
    minimumAmount: z.union([z.number(), z.string()]).nullish(),
    maximumAmount: z.union([z.number(), z.string()]).nullish(),
    channels: z.array(z.string()).nullish(),
    receivingAccount: z
      .object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() })
      .nullish(),
    quickAmounts: z.array(z.union([z.number(), z.string()])).nullish(),
  })
  .passthrough();

/**
 * The withdraw answer is not mapped (wire protocol §1.3): designed, a transaction id read when present
 * (`safeParse` beside the route's `anyValue`); without it the result shows no reference.
 */
export const withdrawAnswer = z
  .object({ transactionId: z.union([z.string(), z.number()]).nullish() })
  .passthrough();

export const withdrawSettings = z.object({ minimumAmount: money, maximumAmount: money }).passthrough();
export type WithdrawSettings = z.infer<typeof withdrawSettings>;

/** Designed plaintext of the encrypted v2 withdraw. */
export const withdrawBody = designed(
  z.object({
    amount: moneyAmount,
    paymentPassword: z.string().optional(),
    bankCardId: idLike.optional(),
  }),
);
export type WithdrawBody = z.infer<typeof withdrawBody>;

/**
 * Legacy member reports behind the member-centre record pages. Designed query and rows: the wire lists
 * the report paths without their fields (§1.3 legacy).
 */
export const recordQuery = designed(
  pageQuery.merge(dateRangeQuery).extend({ gameType: z.string().optional() }),
);
export type RecordQuery = z.infer<typeof recordQuery>;

export const recordRow = designed(
  z
    .object({
      id: idLike.nullish(),
      createTime: z.union([z.number(), z.string()]).nullish(),
      amount: money.nullish(),
      betAmount: money.nullish(),
      winLoss: money.nullish(),
      status: z.string().nullish(),
      gameName: z.string().nullish(),
      remark: z.string().nullish(),
    })
    .passthrough(),
);
export type RecordRow = z.infer<typeof recordRow>;

/**
 * Designed (the legacy reports' fields are not shown; the agent reports answer their totals the same
 * way): the whole filtered period's totals, over every page, so a profit and loss never sums pages in
 * the browser. Absent from an older backend: the page then says its total may be incomplete (ADR 040).
 */
export const betSummary = designed(
  z
    .object({ betCount: z.number().nullish(), betAmount: money.nullish(), winLoss: money.nullish() })
    .passthrough(),
);
export type BetSummary = z.infer<typeof betSummary>;

export const betReportValue = pagedList(recordRow).extend({ summary: betSummary.nullish() });
export type BetReportValue = z.infer<typeof betReportValue>;

/** Designed, like the deposit below: the wire lists the legacy bank and deposit paths only (§1.3). */
export const bank = designed(
  z.object({ bankId: idLike, bankName: z.string(), bankCode: z.string().nullish() }).passthrough(),
);
export type Bank = z.infer<typeof bank>;

export const depositChannel = z.enum(['pg', 'mt', 'ma', 'qr']);
export type DepositChannel = z.infer<typeof depositChannel>;

export const depositBody = designed(
  z.object({
    amount: moneyAmount,
    bankId: idLike.optional(),
    paymentMethodId: idLike.optional(),
    remark: z.string().optional(),
    /** The deposit promotion the member joins with this deposit (optional). */
    promotionId: idLike.optional(),
  }),
);
export type DepositBody = z.infer<typeof depositBody>;

export const depositValue = designed(
  z
    .object({
      redirectUrl: z.string().nullish(),
      qrCode: z.string().nullish(),
      transactionId: idLike.nullish(),
    })
    .passthrough(),
);
export type DepositValue = z.infer<typeof depositValue>;

/**
 * C2C withdrawal awaiting the member's confirmation that the money arrived. Designed keys: the wire shows
 * the call only (§1.3, B); spec 02 §3 names the data (received amount, remaining amount, proof image).
 */
export const paymentConfirmation = designed(
  z
    .object({
      transactionId: idLike,
      receivedAmount: money,
      remainingAmount: money.nullish(),
      proofImageUrl: z.string().nullish(),
      /** Minutes after which an unconfirmed transfer counts as received. */
      autoConfirmMinutes: z.number().nullish(),
      createTime: z.union([z.number(), z.string()]).nullish(),
    })
    .passthrough(),
);
export type PaymentConfirmation = z.infer<typeof paymentConfirmation>;

export const confirmPaymentBody = designed(
  z.object({
    transactionId: idLike,
    received: z.boolean(),
    /** Proof pictures (png or jpg data URLs, at most 3; spec 01 §5 and §9). */
    proofImages: z.array(z.string()).max(3).optional(),
  }),
);
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBody>;

const legacy = () => meta({ modId: null, token: true, encrypted: false, source: 'L' });
const record = (path: string, summary: string) =>
  ({
    method: 'GET',
    path,
    query: recordQuery,
    responses: responds(pagedList(recordRow)),
    summary,
    metadata: legacy(),
  }) as const;
/** A bet report: a page of bets and the period's totals (`summary`). */
const betReport = (path: string, summary: string) =>
  ({ ...record(path, summary), responses: responds(betReportValue) }) as const;

export const walletContract = c.router(
  {
    balance: {
      method: 'GET',
      path: '/wps/v2/wallets/balance',
      query: z.object({ typeId: z.coerce.number().int().optional() }),
      responses: responds(balanceValue),
      summary: 'Wallet balance: value.sumBalance plus per-wallet rows',
      metadata: meta({ modId: 'COMM3', token: true, encrypted: false, source: 'A' }),
    },
    consolidated: {
      method: 'GET',
      path: '/wps/member/info/funds/consolidated',
      responses: responds(consolidatedValue),
      summary: 'Consolidated funds and salary/dividend contract markers',
      metadata: meta({ modId: 'COMM3', token: true, encrypted: false, source: 'A' }),
    },
    transfer: {
      method: 'POST',
      path: '/wps/relay/GCS_walletTransfer',
      body: transferBody,
      responses: responds(anyValue),
      summary: 'Transfer between wallets or to the upline (encrypted: may carry the payment password)',
      metadata: meta({ modId: 'FUNDTRANS3', token: true, encrypted: true, source: 'A' }),
    },
    merchantWallet: {
      method: 'GET',
      path: '/wps/relay/GCS_merchantWallet',
      responses: responds(merchantWalletValue),
      summary: 'Single-wallet merchant or not (spec 02 §7: no token)',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'A' }),
    },
    memTransDet: {
      method: 'GET',
      path: '/wps/relay/ODSFE2_MemTransDet',
      query: designed(
        pageQuery.merge(dateRangeQuery).extend({
          /**
           * Designed (the request fields are not shown, wire protocol §1.7 lists the call under the points
           * shop): `POINT` answers the points ledger, each row's amount in points, signed (earned positive,
           * spent negative), balance the points after it; absent answers the wallet's movements.
           */
          accountType: z.enum(['WALLET', 'POINT']).optional(),
        }),
      ),
      responses: responds(pagedList(memberTransaction)),
      summary: 'Member transaction details (account record; accountType=POINT: the points ledger)',
      metadata: meta({ modId: 'MEMTRANS3', token: true, encrypted: false, source: 'A' }),
    },
    depositSettings: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getDepositSettings',
      responses: responds(depositSettings),
      summary: 'Whether deposits are allowed and deposit info',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'G' }),
    },
    withdrawSettings: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getWithdrawSettings',
      query: z.object({ groupId: z.coerce.number().int().optional() }),
      responses: responds(withdrawSettings),
      summary: 'Withdrawal minimum and maximum amounts',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'G' }),
    },
    withdraw: {
      method: 'POST',
      path: '/wps/v2/transaction/withdraw',
      body: withdrawBody,
      responses: responds(anyValue),
      summary: 'Request a withdrawal (encrypted body; fields designed)',
      metadata: meta({ modId: null, token: true, encrypted: true, source: 'A' }),
    },
    deposit: {
      method: 'POST',
      path: '/wps/transaction/deposit/:channel',
      pathParams: z.object({ channel: depositChannel }),
      body: depositBody,
      responses: responds(depositValue),
      summary: 'Create a deposit by channel: payment gateway, manual transfer, ma, QR (legacy)',
      metadata: legacy(),
    },
    depositBanks: {
      method: 'GET',
      path: '/wps/system/depositBanks',
      responses: responds(knownItems(bank)),
      summary: 'Banks accepted for deposits (legacy)',
      metadata: legacy(),
    },
    withdrawBanks: {
      method: 'GET',
      path: '/wps/system/withdrawBanks',
      responses: responds(knownItems(bank)),
      summary: 'Banks accepted for withdrawals (legacy)',
      metadata: legacy(),
    },
    paymentConfirmations: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getPaymentConfirmationList',
      responses: responds(knownItems(paymentConfirmation)),
      summary: 'Withdrawals waiting for a received/not-received confirmation (fields designed)',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'B' }),
    },
    confirmPayment: {
      method: 'POST',
      path: '/wps/relay/MCSFE_processC2CTransaction',
      body: confirmPaymentBody,
      responses: responds(anyValue),
      summary: 'Confirm a C2C withdrawal as received or not received (fields designed)',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'B' }),
    },
    depositRecords: record('/wps/report/depositTransaction', 'Deposit records (legacy report)'),
    withdrawRecords: record('/wps/report/withdrawTransaction', 'Withdrawal records (legacy report)'),
    transactionRecords: record('/wps/report/transaction', 'Account records (legacy report)'),
    betHistory: betReport(
      '/wps/report/accountGameBetHistory',
      'Betting records per product (gameType) with the period totals (legacy report)',
    ),
    lottoPnl: betReport('/wps/report/detailedLottoPNL', 'Personal lottery profit and loss (legacy report)'),
    pvpFishingPnl: betReport(
      '/wps/report/personalPVPFishingPNL',
      'Personal PVP/fishing profit and loss (legacy report)',
    ),
  },
  { strictStatusCodes: true },
);
