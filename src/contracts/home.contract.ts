import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { idLike } from './common';
import { responds } from './envelope';
import { designed, meta } from './meta';
import { nameRoutes } from './names';
import { rankListValue } from './games.contract';

const c = initContract();

export const announcementImage = z
  .object({ sequence: z.number().nullish(), url: z.string().nullish(), imageUrl: z.string().nullish() })
  .passthrough();
export type AnnouncementImage = z.infer<typeof announcementImage>;

/** Notice / announcement item. Dates are epoch ms or date strings depending on the build. */
export const announcement = z
  .object({
    id: idLike,
    title: z.string(),
    content: z.string().nullish(),
    externalLink: z.string().nullish(),
    announcementDisplaySpeed: z.number().nullish(),
    announcementImages: z.array(announcementImage).nullish(),
    startDate: z.union([z.number(), z.string()]).nullish(),
    endDate: z.union([z.number(), z.string()]).nullish(),
    category: z.string().nullish(),
    /** Banner group, e.g. w_home, w_rng, w_promotion. */
    groupName: z.string().nullish(),
  })
  .passthrough();
export type Announcement = z.infer<typeof announcement>;

/** Banner: an announcement of type B with an image `url` and an optional link target. */
export const banner = announcement.extend({
  bannerId: idLike.nullish(),
  url: z.string().nullish(),
  linkageType: z.string().nullish(),
  /** Designed: spec 01 §3 names the linkage type, not its target. */
  linkage: designed(z.string().nullish()),
});
export type Banner = z.infer<typeof banner>;

export const announcementsValue = z
  .object({
    banners: z.array(banner).default([]),
    player: z.array(announcement).default([]),
    popup: z.array(announcement).default([]),
    promotion: z.array(announcement).default([]),
  })
  .passthrough();
export type AnnouncementsValue = z.infer<typeof announcementsValue>;

/** Types: B banners, PL player notices, PU popups, PR promotions, H; platform W; execution B. */
export const announcementsQuery = z.object({
  types: z.string().optional(),
  platform: z.string().optional(),
  execution: z.string().optional(),
});

export const ccsfeAnnouncementsValue = z
  .object({ promotion: z.array(announcement).optional(), list: z.array(announcement).optional() })
  .passthrough();
export type CcsfeAnnouncementsValue = z.infer<typeof ccsfeAnnouncementsValue>;

/** Designed: the wire shows getJackpot's path only (§1.4). */
/** Without an amount the counter starts from the time, as spec 02 §3 allows (ADR 050). */
export const jackpotValue = z
  .object({ amount: designed(z.union([z.number(), z.string()]).nullish()) })
  .passthrough();

export const homeContract = c.router(
  {
    announcements: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getListAnnouncements',
      query: announcementsQuery,
      responses: responds(announcementsValue),
      summary: 'Banners, notices, popups and promotions (no token; sent when logged in)',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'A' }),
    },
    ccsfeAnnouncements: {
      method: 'GET',
      path: '/wps/relay/CCSFE_getListAnnouncements',
      query: announcementsQuery,
      responses: responds(ccsfeAnnouncementsValue),
      summary: 'Game-page (CCSFE) announcements: value.promotion or value.list',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'A' }),
    },
    winnerBoard: {
      method: 'GET',
      path: '/wps/relay/ODSFE2_getWinnerBoard',
      // Designed query: the wire shows winnerBoard's request as `{data}` only (§1.5).
      query: designed(
        z.object({ limitNum: z.coerce.number().int().optional(), gameCategory: z.string().optional() }),
      ),
      responses: responds(rankListValue),
      summary: 'Winner board rows {vo:{winAmount,...}}, sorted by winAmount in the UI',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'A' }),
    },
    jackpot: {
      method: 'GET',
      path: '/wps/relay/VIS_getJackpot',
      responses: responds(jackpotValue),
      summary: 'Jackpot amount (the rng counter may derive its start from time instead)',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'B' }),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('home', homeContract);
