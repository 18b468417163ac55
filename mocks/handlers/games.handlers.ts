import type { HttpHandler } from 'msw';
import { gamesContract, GAME_FLAG_VASSALAGE, type Game, type VendorCard } from '@/contracts/games.contract';
import { compare, toDecimalOrZero } from '@/money/money';
import { db } from '../db';
import { openGameSession } from '../lib/game-rounds';
import { now } from '../lib/clock';
import { fail, implement, ok } from '../lib/handler';
import type { Scenario } from '../scenarios';
import { exclusionRefusal, limitLaunchRefusal } from '../lib/responsible-gambling';
import { isTrial, memberKeyOf } from '../lib/members';
import { siteOrigin } from '../lib/origin';
import { DEFAULT_PAGE_SIZE } from '../lib/paging';
import {
  GAME_ICON_SIZE,
  gameIcon,
  hashString,
  paginate,
  seededRng,
  vendorIcon,
  intBetween,
} from '../factories/games.factories';
import { GAME_CATEGORIES, buildGames, catalogueSize, gameSeedOptionsFor } from '../seed/games.seed';

type GameRow = ReturnType<typeof db.game.getAll>[number];
type VendorRow = ReturnType<typeof db.gameVendor.getAll>[number];

/** Error codes the game handlers answer with (the UI maps them to its own messages). */
const GAME_ERRORS = {
  maintenance: ['GAME_MAINTENANCE', 'Game maintenance'],
  trial: ['TRIAL_ACCOUNT_NOT_ALLOWED', 'Please use a real member account to play'],
  notFound: ['GAME_NOT_FOUND', 'Game not found'],
} as const;

/**
 * Seeds once per db, but a scenario switch may ask for another volume (`manyGames`): the catalogue
 * is derived data, so it is rebuilt in place when its size does not match.
 */
function ensureCatalogue(scenario: Scenario): void {
  const want = gameSeedOptionsFor(scenario).gameCount;
  if (db.game.count() === catalogueSize(want)) return;
  db.game.deleteMany({ where: { nodeId: { gte: 0 } } });
  for (const row of buildGames(want)) db.game.create(row);
}

const sameText = (a: string | undefined, b: string): boolean => !a || a.toUpperCase() === b.toUpperCase();

function toGame(row: GameRow): Game {
  const aggregator = row.defaultPlayType === GAME_FLAG_VASSALAGE;
  return {
    nodeId: row.nodeId,
    gameId: row.gameId,
    gameType: row.gameType,
    vassalage: row.vassalage,
    vendor: row.vassalage,
    gameCode: row.gameCode,
    nodeTypeManageId: row.gameCode,
    gameName: row.gameName,
    nodeName: row.gameName,
    displayName: row.gameName,
    // The picture once, as a short path on the mock's image CDN (mocks/lib/art.ts).
    iconUrl: gameIcon(row.gameName, row.vassalage, row.hue),
    width: GAME_ICON_SIZE.width,
    height: GAME_ICON_SIZE.height,
    isHot: row.isHot,
    minBet: Number(row.minBet),
    minLineNum: row.minLineNum,
    gameClassify: row.gameClassify,
    isGame: aggregator ? 0 : 1,
    defaultPlayType: row.defaultPlayType,
    flags: aggregator ? [GAME_FLAG_VASSALAGE] : [],
    maintenance: row.maintenance,
    accountTypeId: row.accountTypeId,
  };
}

/** Vendor-only categories (live, sports, ...) launch a vendor lobby: the hot list shows vendors as entries. */
function vendorAsGame(vendor: VendorRow): Game {
  return {
    nodeId: 900000 + (hashString(vendor.id) % 90000),
    gameId: vendor.code,
    gameType: vendor.gameType,
    vassalage: vendor.code,
    vendor: vendor.code,
    gameCode: vendor.code,
    gameName: vendor.displayName,
    iconUrl: vendorIcon(vendor.code, vendor.hue, GAME_ICON_SIZE),
    width: GAME_ICON_SIZE.width,
    height: GAME_ICON_SIZE.height,
    isHot: vendor.isHot,
    isGame: 0,
    defaultPlayType: 'LOBBY',
    flags: [],
    maintenance: vendor.maintenance,
    accountTypeId: vendor.accountTypeId,
  };
}

function toCard(vendor: VendorRow): VendorCard {
  return {
    vassalage: vendor.code,
    displayName: vendor.displayName,
    gameType: vendor.gameType,
    accountTypeId: vendor.accountTypeId,
    isHot: vendor.isHot,
    lagerIcon: vendorIcon(vendor.code, vendor.hue),
    smallIcon: vendorIcon(vendor.code, vendor.hue, { width: 64, height: 64 }),
    maintenance: vendor.maintenance,
  };
}

const sortedGames = (): GameRow[] => db.game.getAll().sort((a, b) => a.sort - b.sort);
const byNodeId = (): Map<number, GameRow> => new Map(db.game.getAll().map((g) => [g.nodeId, g]));

interface GameFilter {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameName?: string | undefined;
  gameClassify?: string | undefined;
  minBet?: number | undefined;
  minLineNum?: number | undefined;
}

function filterGames(rows: readonly GameRow[], f: GameFilter): GameRow[] {
  const name = f.gameName?.trim().toLowerCase();
  return rows.filter(
    (g) =>
      sameText(f.gameType, g.gameType) &&
      sameText(f.vassalage, g.vassalage) &&
      sameText(f.gameClassify, g.gameClassify) &&
      (!name || g.gameName.toLowerCase().includes(name)) &&
      (f.minBet === undefined || compare(g.minBet, toDecimalOrZero(f.minBet)) === 0) &&
      (f.minLineNum === undefined || g.minLineNum >= f.minLineNum),
  );
}

/**
 * Absolute address of the local stand-in game page, so the client does not prefix it with a
 * launch CDN host. It is the site's own origin, so it is served as a sandboxed path (ADR 011): the
 * dev and preview servers send it `Content-Security-Policy: sandbox allow-scripts`, and the game
 * frame never gives a same-origin page `allow-same-origin`, so the game runs in an opaque origin.
 */
const gameUrl = (request: Request, id: string, name: string, mode?: string, session?: string): string =>
  `${siteOrigin(request)}/mock-game.html?game=${encodeURIComponent(id)}&name=${encodeURIComponent(name)}${mode ? `&mode=${mode}` : ''}${session ? `&session=${session}` : ''}`;

/** Upserts the member's recent entry so a replayed game moves to the top. */
function recordRecent(memberKey: string, nodeId: number): void {
  const id = `${memberKey}:${nodeId}`;
  const playedAt = now();
  if (db.recentGame.findFirst({ where: { id: { equals: id } } })) {
    db.recentGame.update({ where: { id: { equals: id } }, data: { playedAt } });
  } else {
    db.recentGame.create({ id, memberKey, nodeId, playedAt });
  }
}

function recordLotteryRecent(memberKey: string, gameCode: string): void {
  const id = `${memberKey}:${gameCode}`;
  const playedAt = now();
  if (db.lotteryRecent.findFirst({ where: { id: { equals: id } } })) {
    db.lotteryRecent.update({ where: { id: { equals: id } }, data: { playedAt } });
  } else {
    db.lotteryRecent.create({ id, memberKey, gameCode, playedAt });
  }
}

type LaunchInput = {
  gameId?: string | undefined;
  nodeId?: number | undefined;
  vassalage?: string | undefined;
};

function findLaunchTarget(q: LaunchInput): { game: GameRow } | { vendor: VendorRow } | null {
  if (q.nodeId !== undefined) {
    const game = db.game.findFirst({ where: { nodeId: { equals: q.nodeId } } });
    if (game) return { game };
  }
  if (q.gameId) {
    const game = db.game.findFirst({ where: { gameId: { equals: q.gameId } } });
    if (game) return { game };
  }
  const code = q.vassalage ?? q.gameId;
  if (code) {
    const vendor = db.gameVendor
      .getAll()
      .find(
        (v) => v.code.toUpperCase() === code.toUpperCase() && !['RNG', 'FISH', 'PVP'].includes(v.gameType),
      );
    if (vendor) return { vendor };
  }
  return null;
}

const PVP_ROOMS = [
  ['Novice', 0.1],
  ['Elementary', 1],
  ['Intermediate', 5],
  ['Advanced', 20],
  ['VIP', 100],
] as const;

export const gamesHandlers: HttpHandler[] = [
  implement(gamesContract.list, ({ query, scenario }) => {
    ensureCatalogue(scenario);
    const rows = scenario.data.emptyLobbies ? [] : filterGames(sortedGames(), query);
    const page = paginate(rows, query.pageNo ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
    return ok({
      games: page.items.map(toGame),
      totalPages: rows.length === 0 ? 0 : page.totalPages,
      totalCount: page.totalCount,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    });
  }),

  implement(gamesContract.hot, ({ query, scenario }) => {
    ensureCatalogue(scenario);
    if (scenario.data.emptyLobbies) return ok({ list: [] });
    const hotGames = filterGames(sortedGames(), { gameType: query.gameType, vassalage: query.vassalage })
      .filter((g) => g.isHot === 1)
      .map(toGame);
    const hotVendors = db.gameVendor
      .getAll()
      .filter(
        (v) =>
          ['LIVE', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'].includes(v.gameType) &&
          sameText(query.gameType, v.gameType) &&
          sameText(query.vassalage, v.code),
      )
      .sort((a, b) => b.isHot - a.isHot || a.sort - b.sort)
      .map(vendorAsGame);
    return ok({ list: [...hotGames, ...hotVendors] });
  }),

  implement(gamesContract.recent, ({ query, member, scenario }) => {
    ensureCatalogue(scenario);
    const games = byNodeId();
    const rows = scenario.data.emptyLobbies
      ? []
      : db.recentGame
          .findMany({ where: { memberKey: { equals: memberKeyOf(member) } } })
          .sort((a, b) => b.playedAt - a.playedAt)
          .map((r) => games.get(r.nodeId))
          .filter((g): g is GameRow => g !== undefined && sameText(query.gameType, g.gameType));
    const page = paginate(rows, query.pageNo ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
    return ok({
      list: page.items.map(toGame),
      totalPages: rows.length === 0 ? 0 : page.totalPages,
      totalCount: page.totalCount,
      pageNo: page.pageNo,
    });
  }),

  implement(gamesContract.favouriteIds, ({ member }) => {
    const ids = db.favouriteGame
      .findMany({ where: { memberKey: { equals: memberKeyOf(member) } } })
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((f) => f.nodeId);
    return ok(ids);
  }),

  implement(gamesContract.favourites, ({ query, member, scenario }) => {
    ensureCatalogue(scenario);
    const games = byNodeId();
    const rows = db.favouriteGame
      .findMany({ where: { memberKey: { equals: memberKeyOf(member) } } })
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((f) => games.get(f.nodeId))
      .filter((g): g is GameRow => g !== undefined && sameText(query.gameType, g.gameType));
    const page = paginate(rows, query.pageNo ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
    return ok({
      content: page.items.map(toGame),
      pageNum: page.pageNo,
      totalPages: rows.length === 0 ? 0 : page.totalPages,
      totalElements: page.totalCount,
    });
  }),

  implement(gamesContract.addFavourite, ({ body, member, scenario }) => {
    ensureCatalogue(scenario);
    const nodeId = Number(body.nodeId);
    const game = db.game.findFirst({ where: { nodeId: { equals: nodeId } } });
    if (!game) return fail(...GAME_ERRORS.notFound);
    const key = memberKeyOf(member);
    const id = `${key}:${nodeId}`;
    if (!db.favouriteGame.findFirst({ where: { id: { equals: id } } })) {
      db.favouriteGame.create({
        id,
        memberKey: key,
        nodeId,
        vendor: body.vendor || game.vassalage,
        gameType: body.gameType || game.gameType,
        createdAt: now(),
      });
    }
    return ok(null);
  }),

  implement(gamesContract.removeFavourite, ({ body, member }) => {
    db.favouriteGame.delete({ where: { id: { equals: `${memberKeyOf(member)}:${Number(body.nodeId)}` } } });
    return ok(null);
  }),

  implement(gamesContract.vassGameType, ({ scenario }) => {
    ensureCatalogue(scenario);
    const content: Record<string, Record<string, string[]>> = {};
    for (const vendor of db.gameVendor.getAll().sort((a, b) => a.sort - b.sort)) {
      const lane = (content[vendor.gameType] ??= {});
      lane[vendor.code] = [];
    }
    for (const game of scenario.data.emptyLobbies ? [] : db.game.getAll()) {
      const list = ((content[game.gameType] ??= {})[game.vassalage] ??= []);
      if (!list.includes(game.gameClassify)) list.push(game.gameClassify);
    }
    return ok({ content });
  }),

  implement(gamesContract.vendors, () => {
    const vendors = db.gameVendor.getAll().sort((a, b) => a.sort - b.sort);
    const lanes = GAME_CATEGORIES.map((title) => {
      const cards = vendors.filter((v) => v.gameType === title).map(toCard);
      return { title, cards, gameClassify: ['RNG', 'FISH', 'PVP'].includes(title) ? cards : [] };
    }).filter((lane) => lane.cards.length > 0);
    return ok({ data: { lanes } });
  }),

  implement(gamesContract.rankList, ({ query }) => {
    const limit = query.limitNum ?? 10;
    const rows = db.winnerRow
      .getAll()
      .filter((w) => sameText(query.gameCategory, w.gameCategory))
      .sort((a, b) => compare(b.winAmount, a.winAmount))
      .slice(0, limit)
      .map((w) => ({
        vo: {
          gameName: w.gameName,
          customerName: w.customerName,
          winAmount: Number(w.winAmount),
          gameCategory: w.gameCategory,
          createTime: w.createdAt,
        },
      }));
    return ok({ list: rows });
  }),

  implement(gamesContract.launch, ({ query, member, scenario, request }) => {
    if (isTrial(member)) return fail(...GAME_ERRORS.trial);
    ensureCatalogue(scenario);
    if (query.launchMode === 'LOTT') {
      // The lottery lobby takes real-money bets: the same refusals as any real-money launch (ADR 043).
      const refusedLottery = exclusionRefusal(member) ?? limitLaunchRefusal(member);
      if (refusedLottery) return refusedLottery;
      const code = query.lottoGameCode;
      const lottery = code ? db.lotteryGame.findFirst({ where: { gameCode: { equals: code } } }) : null;
      if (lottery) recordLotteryRecent(memberKeyOf(member), lottery.gameCode);
      const view = query.lottoView ?? 'lobby';
      return ok({
        content: {
          game_url: gameUrl(
            request,
            lottery?.gameCode ?? `LOTTO-${query.lottoArea ?? 'VN'}`,
            lottery?.gameName ?? 'Lottery',
            view,
          ),
        },
      });
    }
    const target = findLaunchTarget(query);
    if (!target) return fail(...GAME_ERRORS.notFound);
    if ('vendor' in target) {
      if (target.vendor.maintenance) return fail(...GAME_ERRORS.maintenance);
      return ok({ content: { game_url: gameUrl(request, target.vendor.code, target.vendor.displayName) } });
    }
    const { game } = target;
    if (game.maintenance) return fail(...GAME_ERRORS.maintenance);
    recordRecent(memberKeyOf(member), game.nodeId);
    const mode = query.accountType === 0 ? 'free' : query.roomId ? `room-${query.roomId}` : undefined;
    // No real-money launch during a time-out or self-exclusion (ADR 043); free play stays.
    // Nor once a loss limit or the daily session-time limit is used up (ADR 043, UKGC RTS 12).
    const refused = mode === 'free' ? null : (exclusionRefusal(member) ?? limitLaunchRefusal(member));
    if (refused) return refused;
    // A real-money launch opens a game session the mock game page plays rounds on (ADR 034).
    const session = mode === 'free' ? undefined : openGameSession(member.id, game.gameType);
    const url = gameUrl(request, game.gameId, game.gameName, mode, session);
    return ok(game.gameType === 'PVP' ? { content: url } : { content: { game_url: url } });
  }),

  implement(gamesContract.trialLaunch, ({ query, scenario, request }) => {
    ensureCatalogue(scenario);
    const target = findLaunchTarget(query);
    if (!target) return fail(...GAME_ERRORS.notFound);
    const row = 'game' in target ? target.game : target.vendor;
    if (row.maintenance) return fail(...GAME_ERRORS.maintenance);
    const id = 'game' in target ? target.game.gameId : target.vendor.code;
    const name = 'game' in target ? target.game.gameName : target.vendor.displayName;
    return ok({ content: { game_url: gameUrl(request, id, name, 'demo') } });
  }),

  implement(gamesContract.launchFB, ({ request }) => {
    const fb = db.gameVendor.findFirst({ where: { code: { equals: 'FB' } } });
    if (!fb) return fail(...GAME_ERRORS.notFound);
    if (fb.maintenance) return fail(...GAME_ERRORS.maintenance);
    return ok({ content: { game_url: gameUrl(request, fb.code, fb.displayName) } });
  }),

  implement(gamesContract.pvpRooms, ({ query }) => {
    const key = query.gameId ?? query.vassalage ?? 'PVP';
    const rng = seededRng(hashString(key));
    const list = PVP_ROOMS.map(([roomName, minBet], i) => ({
      roomId: `${key}-${i + 1}`,
      roomName,
      gameId: query.gameId ?? null,
      minBet,
      onlineCount: intBetween(rng, 5, 900) >> i,
    }));
    return ok({ list });
  }),
];
