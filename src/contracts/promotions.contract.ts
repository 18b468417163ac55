import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { idLike, knownItems, money, pageQuery, pagedList } from './common';
import { anyValue, responds } from './envelope';
import { designed, meta, wire } from './meta';
import { nameRoutes } from './names';

const c = initContract();

/** A's promotion categories; a promotion without one is filed as other_promo. */
export const promotionCategoryCode = z.enum([
  'all',
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'deposit_promo',
  'player_rank_rules',
  'point_mall',
  'app_download',
  'new_player',
  'other_promo',
]);
export type PromotionCategoryCode = z.infer<typeof promotionCategoryCode>;

/**
 * The wire names a promotion's category (§1.8: none means other_promo) and how lists nest, not the other
 * fields of a promotion, a claim or a category: those are this site's.
 */
export const promotion = designed(
  z
    .object({
      id: idLike,
      title: z.string(),
      content: z.string().nullish(),
      category: wire(z.string().nullish()),
      imageUrl: z.string().nullish(),
      startDate: z.union([z.number(), z.string()]).nullish(),
      endDate: z.union([z.number(), z.string()]).nullish(),
      /** Applying, Rejected, Issued, Claimed, Joined, Close, ... */
      status: z.string().nullish(),
    })
    .passthrough(),
);
export type Promotion = z.infer<typeof promotion>;

export const promotionClaim = designed(
  z
    .object({
      id: idLike,
      promotionId: idLike.nullish(),
      title: z.string().nullish(),
      amount: z.union([z.number(), z.string()]).nullish(),
      status: z.string().nullish(),
      createTime: z.union([z.number(), z.string()]).nullish(),
    })
    .passthrough(),
);
export type PromotionClaim = z.infer<typeof promotionClaim>;

export const promotionCategory = designed(z.object({ code: z.string(), name: z.string() }).passthrough());
export type PromotionCategory = z.infer<typeof promotionCategory>;

/** The wire names the ticket's transactionId (§1.8, §4.7); the rest is this site's. */
export const ticket = z
  .object({
    transactionId: z.string(),
    title: designed(z.string().nullish()),
    /** AVAILABLE, CLAIMED or CANCELLED (the mock's; builds may send more). */
    status: designed(z.string().nullish()),
    expireTime: designed(z.union([z.number(), z.string()]).nullish()),
    /** Designed: spins left on the ticket's slot machine; the last one is taken by Claim. */
    spinsLeft: designed(z.number().int().nullish()),
  })
  .passthrough();
export type Ticket = z.infer<typeof ticket>;

export const ticketBody = z.object({ transactionId: z.string().min(1), isApp: z.enum(['Y', 'N']) });
export type TicketBody = z.infer<typeof ticketBody>;

/** Designed: the raffle, issued and login claims show no fields (§1.8). */
export const promotionIdBody = designed(z.object({ promotionId: idLike }));

export const raffleStatusValue = designed(
  z.object({ status: z.string().nullish(), remainingTimes: z.number().nullish() }).passthrough(),
);
export type RaffleStatusValue = z.infer<typeof raffleStatusValue>;

export const spinValue = z.object({ rewardType: z.string() }).passthrough();

/**
 * One product type's member rebate (manual rebate page). The path is known (wire protocol §1.6,
 * getRebate); the fields are designed (ADR 024): the rate in percent, the valid bets since the last
 * claim and the rebate they earn now.
 */
export const rebateSetting = designed(
  z
    .object({
      productType: z.string(),
      rate: money,
      validBet: money,
      amount: money,
      /** The least rebate that can be claimed; absent means any positive amount. */
      minimumClaim: money.nullish(),
    })
    .passthrough(),
);
export type RebateSetting = z.infer<typeof rebateSetting>;

/**
 * An application to join a promotion (spec 02 §5 "activity application"): a remark of at most 140
 * characters and up to three png or jpg images, sent as data URLs. The path is the legacy promotions
 * call (L: POST /wps/promotions); no source shows its payload, so the body is designed (ADR 025).
 */
export const promotionApplyBody = designed(
  z.object({
    promotionId: idLike,
    remark: z.string().max(140),
    images: z.array(z.string().regex(/^data:image\/(png|jpeg);base64,/)).max(3),
  }),
);
export type PromotionApplyBody = z.infer<typeof promotionApplyBody>;

export const rebateClaimBody = z.object({ productType: z.string().min(1) });

const tokenRelay = (source: 'A' | 'B' | 'G', modId: string | null = 'REWCEN3') =>
  meta({ modId, token: true, encrypted: false, source });

export const promotionsContract = c.router(
  {
    available: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getAvailablePromotions',
      responses: responds(knownItems(promotion)),
      summary: 'Promotions the member can join (header promo count)',
      metadata: tokenRelay('B'),
    },
    merchantAvailable: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
      responses: responds(knownItems(promotion)),
      summary: 'Promotions of the merchant, for visitors',
      metadata: meta({ modId: 'REWCEN3', token: false, encrypted: false, source: 'B' }),
    },
    // The paging of the promotion lists is designed: the wire shows none of their requests (§1.8).
    claimList: {
      method: 'GET',
      path: '/wps/relay/MCS2_getPromotionClaimList',
      query: designed(pageQuery),
      responses: responds(pagedList(promotionClaim)),
      summary: 'Reward-centre claim list',
      metadata: tokenRelay('B'),
    },
    claimPromotion: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getClaimPromotion',
      query: designed(pageQuery),
      responses: responds(pagedList(promotionClaim)),
      summary: 'Claimable promotions',
      metadata: tokenRelay('G', null),
    },
    raffleClaim: {
      method: 'POST',
      path: '/wps/relay/MCS2_claimRafflePromotion',
      body: promotionIdBody,
      responses: responds(anyValue),
      summary: 'Claim the raffle promotion',
      metadata: tokenRelay('A'),
    },
    raffleStatus: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getRafflePromotionStatus',
      query: designed(z.object({ promotionId: z.string().optional() })),
      responses: responds(raffleStatusValue),
      summary: 'Raffle promotion status',
      metadata: tokenRelay('B'),
    },
    categories: {
      method: 'GET',
      path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
      responses: responds(knownItems(promotionCategory)),
      summary: 'Promotion page categories',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'B' }),
    },
    claimTicketList: {
      method: 'GET',
      path: '/wps/relay/PROMOFE_getClaimTicketList',
      query: designed(pageQuery),
      responses: responds(pagedList(ticket)),
      summary: 'Reward tickets the member can claim',
      metadata: tokenRelay('G', null),
    },
    claimTicket: {
      method: 'POST',
      path: '/wps/relay/PROMOFE_claimTicket',
      body: ticketBody,
      responses: responds(anyValue),
      summary: 'Claim a reward ticket',
      metadata: tokenRelay('G', null),
    },
    spinSlotMachine: {
      method: 'POST',
      path: '/wps/relay/PROMOFE_spinSlotMachine',
      body: ticketBody,
      responses: responds(spinValue),
      summary: 'Spin the promotion slot machine with a ticket (value.rewardType)',
      metadata: tokenRelay('G', null),
    },
    cancelTicket: {
      method: 'POST',
      path: '/wps/relay/MCSFE_cancelTicket',
      body: designed(z.object({ transactionId: z.string().min(1) })),
      responses: responds(anyValue),
      summary: 'Cancel a reward ticket (body designed: the ticket transactionId)',
      metadata: tokenRelay('G', null),
    },
    claimIssued: {
      method: 'POST',
      path: '/wps/relay/MCSFE_claimIssuedPromotion',
      body: promotionIdBody,
      responses: responds(anyValue),
      summary: 'Claim an issued promotion reward',
      metadata: tokenRelay('G', null),
    },
    claimLogin: {
      method: 'POST',
      path: '/wps/relay/MCSFE_claimLoginPromotion',
      body: promotionIdBody,
      responses: responds(anyValue),
      summary: 'Claim the daily sign-in reward',
      metadata: tokenRelay('G', null),
    },
    loginPromotion: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getLoginPromotion',
      responses: responds(z.unknown()),
      summary: 'Daily sign-in promotion',
      metadata: tokenRelay('G', null),
    },
    rebateSettings: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
      responses: responds(knownItems(rebateSetting)),
      summary: 'Member rebate per product type (path B; fields designed, ADR 024)',
      metadata: tokenRelay('B', null),
    },
    claimRebate: {
      method: 'POST',
      path: '/wps/relay/MCSFE_claimManualRebate',
      body: rebateClaimBody,
      responses: responds(anyValue),
      summary: 'Designed: claim the rebate of one product type (no source names this call, ADR 024)',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'designed' }),
    },
    apply: {
      method: 'POST',
      path: '/wps/promotions',
      body: promotionApplyBody,
      responses: responds(anyValue),
      summary: 'Apply to join a promotion: remark and images (path L; body designed, ADR 025)',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'L' }),
    },
    registerPromotions: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getRegisterPromotionList',
      responses: responds(knownItems(promotion)),
      summary: 'Promotions offered at registration',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'G' }),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('promotions', promotionsContract);
