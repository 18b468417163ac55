import { contract } from '@/contracts';
import { compare } from '@/money/money';
import { db } from '../db';
import { implement, ok } from '../lib/handler';
import { now } from '../lib/clock';

const DEFAULT_TYPES = 'B,PL,PU,PR';

function active<T extends { startDate: number; endDate: number }>(rows: T[]): T[] {
  const t = now();
  return rows.filter((r) => r.startDate <= t && t <= r.endDate);
}

/** Code order of the group keys (ASCII names): localeCompare's first call builds a collator, a boot cost. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function bannerItems() {
  return active(db.banner.getAll())
    .sort((a, b) => byCode(a.groupName, b.groupName) || a.sequence - b.sequence)
    .map((b) => ({
      id: b.id,
      bannerId: b.id,
      title: b.title,
      content: null,
      groupName: b.groupName,
      category: 'B',
      url: b.imageUrl,
      announcementImages: [{ sequence: 1, url: b.imageUrl, imageUrl: b.imageUrl }],
      linkageType: b.linkageType || null,
      linkage: b.target,
      startDate: b.startDate,
      endDate: b.endDate,
    }));
}

function noticeItems(type: string) {
  return active(
    db.notice.findMany({ where: { type: { equals: type } }, orderBy: { startDate: 'desc' } }),
  ).map((n) => ({
    id: n.id,
    title: n.title,
    content: n.content,
    externalLink: n.externalLink,
    announcementDisplaySpeed: 30,
    announcementImages: [],
    startDate: n.startDate,
    endDate: n.endDate,
    category: n.type,
    groupName: null,
  }));
}

function promotionAnnouncements() {
  return active(db.promotion.findMany({ where: {}, orderBy: { sequence: 'asc' } })).map((p) => ({
    id: p.id,
    title: p.title,
    content: p.content,
    externalLink: null,
    announcementImages: [{ sequence: 1, url: p.imageUrl, imageUrl: p.imageUrl }],
    startDate: p.startDate,
    endDate: p.endDate,
    category: p.category || 'other_promo',
    groupName: 'w_promotion',
  }));
}

function announcementsFor(typesParam: string | undefined) {
  const types = new Set((typesParam || DEFAULT_TYPES).split(',').map((t) => t.trim().toUpperCase()));
  return {
    banners: types.has('B') ? bannerItems() : [],
    player:
      types.has('PL') || types.has('A')
        ? [...noticeItems('PL'), ...(types.has('A') ? noticeItems('A') : [])]
        : [],
    popup: types.has('PU') ? noticeItems('PU') : [],
    promotion: types.has('PR') ? promotionAnnouncements() : [],
  };
}

export const homeHandlers = [
  implement(contract.home.announcements, ({ query }) => ok(announcementsFor(query.types))),

  implement(contract.home.ccsfeAnnouncements, ({ query }) => {
    const value = announcementsFor(query.types ?? 'PR');
    return ok({ promotion: value.promotion, list: [...value.player, ...value.promotion] });
  }),

  implement(contract.home.winnerBoard, ({ query, scenario }) => {
    if (scenario.data.emptyLobbies) return ok({ list: [] });
    const rows = db.winnerRow
      .getAll()
      .filter((r) => !query.gameCategory || r.gameCategory === query.gameCategory)
      .sort((a, b) => compare(b.winAmount, a.winAmount))
      .slice(0, query.limitNum ?? 20);
    return ok({
      list: rows.map((r) => ({
        vo: {
          gameName: r.gameName,
          customerName: r.customerName,
          winAmount: Number(r.winAmount),
          gameCategory: r.gameCategory,
          createTime: r.createdAt,
        },
      })),
    });
  }),

  // The counter in the UI adds 165.11 every 3 s; the server value grows at the same pace.
  implement(contract.home.jackpot, () =>
    ok({ amount: Math.round((8_888_888.88 + ((now() / 3000) % 100_000) * 165.11) * 100) / 100 }),
  ),
];
