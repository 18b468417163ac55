import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { amount, idLike, pageQuery, pagedList, knownItems } from './common';
import { anyValue, responds } from './envelope';
import { designed, meta } from './meta';
import { nameRoutes } from './names';

const c = initContract();

const points = (encrypted = false) => meta({ modId: 'PTSYS3', token: true, encrypted, source: 'A' });

/**
 * Designed: the wire lists the points-shop calls (§1.7) without their fields; spec 02 §3 names a redeem
 * entry's points, quantity, status and remark.
 */
/** Without `point` the balance is unknown, and the shop says so instead of failing (ADR 050). */
export const pointBalanceValue = designed(z.object({ point: amount.nullish() }).passthrough());
export type PointBalanceValue = z.infer<typeof pointBalanceValue>;

export const pointReward = designed(
  z
    .object({
      id: idLike,
      name: z.string(),
      points: z.number(),
      imageUrl: z.string().nullish(),
      stock: z.number().nullish(),
      description: z.string().nullish(),
    })
    .passthrough(),
);
export type PointReward = z.infer<typeof pointReward>;

/** Redeem record; status labels In Process, Rejected, Approved. */
export const redeemEntry = z
  .object({
    id: designed(idLike),
    rewardName: designed(z.string().nullish()),
    points: z.number(),
    quantity: z.number(),
    status: z.string(),
    remark: z.string().nullish(),
    createTime: designed(z.union([z.number(), z.string()]).nullish()),
  })
  .passthrough();
export type RedeemEntry = z.infer<typeof redeemEntry>;

/**
 * The reward a redeem entry is for (designed: not every build sends it), read when present beside
 * `redeemEntry`; an entry without it may be any reward's.
 */
export const redeemEntryReward = z
  .object({ rewardId: z.union([z.string(), z.number()]).nullish() })
  .passthrough();

export const pointConfig = designed(
  z
    .object({
      /** Points per currency unit when converting; configurable per merchant. */
      exchangeRatio: amount.nullish(),
      minConvertPoints: z.number().nullish(),
      enabled: z.boolean().nullish(),
    })
    .passthrough(),
);
export type PointConfig = z.infer<typeof pointConfig>;

/** Plaintext of the encrypted redeem; the password-check relay verifies the member password. */
export const redeemBody = designed(
  z.object({
    rewardId: idLike,
    quantity: z.number().int().positive(),
    password: z.string().optional(),
  }),
);
export type RedeemBody = z.infer<typeof redeemBody>;

export const convertBody = designed(
  z.object({ points: z.number().positive(), password: z.string().optional() }),
);
export type ConvertBody = z.infer<typeof convertBody>;

export const pointsContract = c.router(
  {
    balance: {
      method: 'GET',
      path: '/wps/relay/MCS2_getPointBalance',
      responses: responds(pointBalanceValue),
      summary: 'Points balance',
      metadata: points(),
    },
    rewards: {
      method: 'GET',
      path: '/wps/relay/MCS2_getPointReward',
      query: designed(pageQuery),
      responses: responds(pagedList(pointReward)),
      summary: 'Points-shop rewards',
      metadata: points(),
    },
    conversionTypes: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getPointRewardConversionType',
      responses: responds(
        designed(knownItems(z.object({ type: z.string(), name: z.string().nullish() }).passthrough())),
      ),
      summary: 'Reward conversion types',
      metadata: meta({ modId: 'PTSYS3', token: true, encrypted: false, source: 'B' }),
    },
    redeem: {
      method: 'POST',
      path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      body: redeemBody,
      responses: responds(anyValue),
      summary: 'Redeem a reward with points (encrypted, password-checked)',
      metadata: points(true),
    },
    redeemList: {
      method: 'GET',
      path: '/wps/relay/MCS2_getRedeemPointList',
      query: designed(pageQuery),
      responses: responds(pagedList(redeemEntry)),
      summary: 'Redeem history',
      metadata: points(),
    },
    config: {
      method: 'GET',
      path: '/wps/relay/MCS2_getPointConfig',
      responses: responds(pointConfig),
      summary: 'Points configuration (exchange ratio)',
      metadata: points(),
    },
    convert: {
      method: 'POST',
      path: '/wps/relay/passwordCheck/MCS2_convertPoint',
      body: convertBody,
      responses: responds(anyValue),
      summary: 'Convert points to wallet balance (encrypted, password-checked)',
      metadata: points(true),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('points', pointsContract);
