import type { ModelAPI } from '@mswjs/data/lib/glossary';
import type { AgentModels } from '@mocks/models/agent.models';
import type { GameModels } from '@mocks/models/games.models';
import type { MissionModels } from '@mocks/models/missions.models';
import type { PointModels } from '@mocks/models/points.models';
import {
  hashString,
  intBetween,
  maskName,
  pick,
  playerName,
  round2,
  seededRng,
  gameName as makeGameName,
  type Rng,
} from '@mocks/factories/games.factories';
import type { Rng as SeedRng } from '@mocks/lib/random';
import { groupThousands, toDecimalOrZero } from '@/money/money';

/**
 * Deterministic game-side seed. `buildGameSeed(rng, options)` is pure (same rng sequence → same
 * data); `seedGames(db, rng, options)` inserts it. Timestamps are derived from a fixed epoch so two
 * runs produce identical rows.
 */

export const SEED_EPOCH = Date.UTC(2025, 5, 1, 4, 0, 0);
const DAY = 86_400_000;

export const GAME_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const GAME_CLASSES = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;
export const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
export const AGENT_ACCOUNTS = { agent1: 1, agent2: 2, agent41: 41, agent42: 42 } as const;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
/** The RNG aggregator whose entries open a popup game list instead of launching. */
export const VASSALAGE_VENDOR = 'MG';
export const MAINTENANCE_GAME_ID = 'PG0013';
const GAME_CATALOGUE_SEED = 20250601;

type VendorSpec = readonly [code: string, displayName: string, isHot: 0 | 1];

/** Vendor lanes per category, in display order. */
export const VENDOR_LANES: Record<GameCategory, readonly VendorSpec[]> = {
  RNG: [
    ['PG', 'PG Soft', 1],
    ['JL', 'JILI', 1],
    ['PP', 'Pragmatic Play', 1],
    ['HB', 'Habanero', 0],
    ['SG', 'Spadegaming', 0],
    ['CQ9', 'CQ9 Gaming', 0],
    ['JDB', 'JDB Gaming', 0],
    ['FC', 'Fa Chai', 0],
    ['KA', 'KA Gaming', 0],
    ['RT', 'Red Tiger', 0],
    ['MG', 'Microgaming', 0],
    ['TCG_RNG', 'TCG Slots', 0],
  ],
  LIVE: [
    ['EVO', 'Evolution', 1],
    ['SA', 'SA Gaming', 1],
    ['AG', 'Asia Gaming', 0],
    ['DG', 'Dream Gaming', 0],
    ['SEXY', 'AE Sexy', 0],
    ['WM', 'WM Casino', 0],
    ['PT', 'Playtech Live', 0],
    ['BG', 'Big Gaming', 0],
    ['TCG_LIVE', 'TCG Live', 0],
  ],
  FISH: [
    ['JL', 'JILI', 1],
    ['FC', 'Fa Chai', 0],
    ['JDB', 'JDB Gaming', 1],
    ['CQ9', 'CQ9 Gaming', 0],
    ['KA', 'KA Gaming', 0],
    ['SG', 'Spadegaming', 0],
    ['YL', 'Youlian', 0],
    ['BBIN', 'BBIN', 0],
    ['TCG_FISH', 'TCG Fishing', 0],
  ],
  PVP: [
    ['KY', 'Kaiyuan', 1],
    ['LEG', 'Leg Gaming', 0],
    ['V8', 'V8 Poker', 0],
    ['JL', 'JILI', 0],
    ['MT', 'MT Gaming', 0],
    ['NW', 'New World', 0],
    ['BL', 'Boya', 0],
    ['FG', 'FunGaming', 0],
    ['TCG_PVP', 'TCG Chess', 0],
  ],
  SPORTS: [
    ['FB', 'FB Sports', 1],
    ['SABA', 'SABA Sports', 1],
    ['BTI', 'BTi Sports', 0],
    ['CMD', 'CMD368', 0],
    ['SBO', 'SBOBET', 0],
    ['IM', 'IM Sports', 0],
    ['UG', 'UG Sports', 0],
    ['PIN', 'Pinnacle', 0],
    ['TCG_SPORTS', 'TCG Sports', 0],
  ],
  ESPORTS: [
    ['AV', 'AV Esports', 0],
    ['AI', 'AI Esports', 1],
    ['IMES', 'IM Esports', 1],
    ['TF', 'TF Gaming', 0],
    ['IA', 'IA Esports', 0],
  ],
  LOTT: [
    ['TCG_LOTTO_VN', 'Vietnam Lottery', 1],
    ['TCG_SEA', 'SEA Lottery', 0],
    ['LOTT', 'TCG Lotto', 0],
  ],
  ELOTT: [['ELOTT', 'E-Lottery', 1]],
  COCKFIGHT: [
    ['DS88', 'DS88 Sabong', 1],
    ['SV3', 'SV388', 0],
  ],
};

/** Game-producing lanes and their share of the catalogue. */
const GAME_SHARE: Record<'RNG' | 'FISH' | 'PVP', number> = { RNG: 0.72, FISH: 0.12, PVP: 0.16 };

/** accountTypeId per category, as the real lanes carry (wallet sub-accounts). */
const ACCOUNT_TYPE: Record<GameCategory, number> = {
  RNG: 2,
  LIVE: 3,
  FISH: 4,
  PVP: 5,
  SPORTS: 6,
  ESPORTS: 7,
  LOTT: 8,
  ELOTT: 9,
  COCKFIGHT: 10,
};

const CLASS_WEIGHTS: Record<'RNG' | 'FISH' | 'PVP', readonly (typeof GAME_CLASSES)[number][]> = {
  RNG: ['SC', 'SC', 'SC', 'SC', 'JP', 'JP', 'VP', 'TG', 'BG', 'AC'],
  FISH: ['AC', 'AC', 'AC', 'JP'],
  PVP: ['TG', 'TG', 'TG', 'AC', 'VP', 'BG'],
};

export interface GameSeedOptions {
  /** Number of RNG/FISH/PVP games (default scenario 420, manyGames 2100, emptyLobbies 0). */
  gameCount: number;
}

export const DEFAULT_GAME_COUNT = 420;
export const MANY_GAME_COUNT = 2100;

/** Catalogue volume for a scenario's data switches (`emptyLobbies` → none, `manyGames` → 2100). */
export const gameSeedOptionsFor = (scenario: {
  data: { emptyLobbies: boolean; manyGames: boolean };
}): GameSeedOptions => ({
  gameCount: scenario.data.emptyLobbies ? 0 : scenario.data.manyGames ? MANY_GAME_COUNT : DEFAULT_GAME_COUNT,
});

/** Number of rows `buildGames(gameCount)` produces (each lane's share is rounded). */
export const catalogueSize = (gameCount: number): number =>
  Object.values(GAME_SHARE).reduce((sum, share) => sum + Math.round(gameCount * share), 0);

/** The tables this seed fills: the game side and the points, missions and agent tables. */
type SeededModels = GameModels & PointModels & MissionModels & AgentModels;

type Row<K extends keyof SeededModels> = Parameters<ModelAPI<SeededModels, K>['create']>[0] & { id: string };

export interface GameSeed {
  gameVendor: Row<'gameVendor'>[];
  game: Row<'game'>[];
  lotteryGame: Row<'lotteryGame'>[];
  pointReward: Row<'pointReward'>[];
  mission: Row<'mission'>[];
  missionLeader: Row<'missionLeader'>[];
  winnerRow: Row<'winnerRow'>[];
  agentDownline: Row<'agentDownline'>[];
  agentAffiliateUrl: Row<'agentAffiliateUrl'>[];
  agentTransaction: Row<'agentTransaction'>[];
  agentContract: Row<'agentContract'>[];
}

export function buildGameSeed(rng: Rng, options: GameSeedOptions): GameSeed {
  const gameVendor: GameSeed['gameVendor'] = [];
  for (const category of GAME_CATEGORIES) {
    VENDOR_LANES[category].forEach(([code, displayName, isHot], sort) => {
      gameVendor.push({
        id: `${category}:${code}`,
        code,
        displayName,
        gameType: category,
        accountTypeId: ACCOUNT_TYPE[category],
        isHot,
        sort,
        hue: hashString(code) % 360,
        maintenance: false,
      });
    });
  }

  const game = buildGames(options.gameCount);

  const lotteryGame = buildLottery(rng);
  const pointReward = buildRewards(rng);
  const { mission, missionLeader } = buildMissions(rng);
  const winnerRow = buildWinners(rng, game);
  const agent = buildAgents(rng);

  return { gameVendor, game, lotteryGame, pointReward, mission, missionLeader, winnerRow, ...agent };
}

/**
 * The game catalogue has its own fixed PRNG so that the same nodeIds come back whichever order the
 * other tables are seeded in, and so the handlers can rebuild it when a scenario asks for a
 * different volume (`manyGames`).
 */
export function buildGames(gameCount: number): GameSeed['game'] {
  const rng = seededRng(GAME_CATALOGUE_SEED);
  const game: GameSeed['game'] = [];
  let nodeId = 178000;
  const perVendorSerial = new Map<string, number>();
  for (const category of ['RNG', 'FISH', 'PVP'] as const) {
    const vendors = VENDOR_LANES[category];
    const total = Math.round(gameCount * GAME_SHARE[category]);
    const names = new Map<string, Set<string>>();
    for (let i = 0; i < total; i += 1) {
      // Bigger vendors first: a skewed pick gives the first lanes more games, like real catalogues.
      const vendorIndex = Math.min(vendors.length - 1, Math.floor(rng() ** 1.6 * vendors.length));
      const spec = vendors[vendorIndex];
      if (!spec) continue;
      const [code] = spec;
      const taken = names.get(code) ?? new Set<string>();
      names.set(code, taken);
      const serial = (perVendorSerial.get(code) ?? 0) + 1;
      perVendorSerial.set(code, serial);
      const gameId = `${code.replace(/^TCG_/, 'T')}${String(serial).padStart(4, '0')}`;
      nodeId += 1;
      const isAggregator = category === 'RNG' && code === VASSALAGE_VENDOR;
      game.push({
        id: String(nodeId),
        nodeId,
        gameId,
        gameCode: gameId,
        gameName: makeGameName(rng, category, taken),
        gameType: category,
        vassalage: code,
        gameClassify: pick(rng, CLASS_WEIGHTS[category]),
        minBet: toDecimalOrZero(pick(rng, MIN_BETS)),
        minLineNum: category === 'RNG' ? pick(rng, [1, 5, 9, 20, 25, 50] as const) : 1,
        isHot: rng() < 0.12 ? 1 : 0,
        hue: intBetween(rng, 0, 359),
        sort: i,
        maintenance: gameId === MAINTENANCE_GAME_ID,
        defaultPlayType: isAggregator ? 'VASSALAGE' : 'GAME',
        accountTypeId: ACCOUNT_TYPE[category],
        createdAt: SEED_EPOCH - intBetween(rng, 0, 720) * DAY,
      });
    }
  }

  return game;
}

function buildLottery(rng: Rng): GameSeed['lotteryGame'] {
  const rows: GameSeed['lotteryGame'] = [];
  const groups: readonly [
    group: string,
    groupName: string,
    prizeMode: string,
    vendor: string,
    games: string[],
  ][] = [
    [
      'MB',
      'Miền Bắc',
      'VN',
      'TCG_LOTTO_VN',
      ['Hà Nội', 'Quảng Ninh', 'Bắc Ninh', 'Hải Phòng', 'Nam Định', 'Thái Bình'],
    ],
    [
      'MT',
      'Miền Trung',
      'VN',
      'TCG_LOTTO_VN',
      ['Đà Nẵng', 'Khánh Hòa', 'Huế', 'Phú Yên', 'Quảng Nam', 'Bình Định'],
    ],
    [
      'MN',
      'Miền Nam',
      'VN',
      'TCG_LOTTO_VN',
      ['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau', 'Vũng Tàu', 'Cần Thơ', 'Tây Ninh'],
    ],
    ['SSC', 'Shi Shi Cai', 'LOTT', 'LOTT', ['Chongqing SSC', 'Tianjin SSC', 'Xinjiang SSC', '1-Min SSC']],
    ['K3', 'Fast 3', 'LOTT', 'LOTT', ['Jiangsu K3', 'Anhui K3', '1-Min K3']],
    ['PK10', 'PK10', 'LOTT', 'LOTT', ['Beijing PK10', 'Lucky Airship', '1-Min PK10']],
    ['11X5', '11 Select 5', 'SEA', 'TCG_SEA', ['Guangdong 11x5', 'Shandong 11x5', 'Jiangxi 11x5']],
    ['4D', '4D Lotto', 'SEA', 'TCG_SEA', ['Magnum 4D', 'Da Ma Cai 4D', 'Sports Toto 4D', 'Singapore 4D']],
    ['KENO', 'Keno', 'ELOTT', 'ELOTT', ['Keno Classic', 'Super Keno', 'Keno 1-Min']],
  ];
  let sort = 0;
  for (const [group, groupName, prizeMode, vendor, names] of groups) {
    names.forEach((name, i) => {
      sort += 1;
      rows.push({
        id: `${group}${String(i + 1).padStart(2, '0')}`,
        gameCode: `${group}${String(i + 1).padStart(2, '0')}`,
        gameName: name,
        gameGroupCode: group,
        groupName,
        prizeMode,
        vendor,
        drawIntervalMinutes: name.includes('1-Min')
          ? 1
          : prizeMode === 'VN'
            ? 1440
            : pick(rng, [5, 10, 20] as const),
        sort,
        hue: intBetween(rng, 0, 359),
      });
    });
  }
  return rows;
}

function buildRewards(rng: Rng): GameSeed['pointReward'] {
  const specs: readonly [name: string, category: string, points: number][] = [
    ['Free Credit 10', 'CREDIT', 1000],
    ['Free Credit 50', 'CREDIT', 4800],
    ['Free Credit 100', 'CREDIT', 9500],
    ['10 Free Spins', 'SPIN', 800],
    ['50 Free Spins', 'SPIN', 3600],
    ['Rebate Boost 0.2%', 'BOOST', 2500],
    ['Deposit Bonus 10%', 'BONUS', 3000],
    ['Lucky Draw Ticket', 'TICKET', 500],
    ['Wireless Earbuds', 'GIFT', 25000],
    ['Smart Watch', 'GIFT', 60000],
    ['Travel Voucher', 'GIFT', 120000],
    ['VIP Upgrade Card', 'CARD', 15000],
  ];
  return specs.map(([name, category, points], i) => ({
    id: `RW${String(i + 1).padStart(3, '0')}`,
    name,
    description: `Redeem ${groupThousands(String(points))} points for ${name}.`,
    points,
    stock: category === 'GIFT' ? intBetween(rng, 0, 20) : intBetween(rng, 100, 999),
    category,
    hue: intBetween(rng, 0, 359),
    sort: i,
  }));
}

function buildMissions(rng: Rng): Pick<GameSeed, 'mission' | 'missionLeader'> {
  const specs: readonly [title: string, category: string, target: number, reward: number][] = [
    ['Daily login', 'DAILY', 1, 10],
    ['Spin 50 slot rounds', 'DAILY', 50, 30],
    ['Bet 500 on live casino', 'DAILY', 500, 50],
    ['Catch 200 fish', 'WEEKLY', 200, 80],
    ['Win 10 PVP hands', 'WEEKLY', 10, 100],
    ['Deposit 3 times', 'WEEKLY', 3, 150],
    ['Turnover 10,000', 'MONTHLY', 10000, 500],
    ['Invite a friend', 'MONTHLY', 1, 300],
  ];
  const mission = specs.map(([title, category, target, rewardPoints], i) => ({
    id: `MS${String(i + 1).padStart(2, '0')}`,
    title,
    description: `${title} to earn ${rewardPoints} points.`,
    category,
    target,
    rewardPoints,
    sort: i,
  }));
  const missionLeader = Array.from({ length: 20 }, (_, i) => ({
    id: `ML${String(i + 1).padStart(2, '0')}`,
    rank: i + 1,
    customerName: maskName(playerName(rng)),
    points: 0,
    completed: 0,
  }))
    .map((row) => ({ ...row, points: intBetween(rng, 200, 9000), completed: intBetween(rng, 3, 60) }))
    .sort((a, b) => b.points - a.points)
    .map((row, i) => ({ ...row, rank: i + 1 }));
  return { mission, missionLeader };
}

function buildWinners(rng: Rng, games: GameSeed['game']): GameSeed['winnerRow'] {
  const rows: GameSeed['winnerRow'] = [];
  const liveTables = ['Baccarat A', 'Speed Baccarat', 'Roulette', 'Dragon Tiger', 'Sic Bo', 'Lightning Dice'];
  const sportsBets = ['Premier League Parlay', 'NBA Handicap', 'La Liga 1X2', 'Tennis Over/Under'];
  for (const category of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'] as const) {
    const pool = games.filter((g) => g.gameType === category).map((g) => g.gameName ?? '');
    const names = pool.length > 0 ? pool : category === 'SPORTS' ? sportsBets : liveTables;
    for (let i = 0; i < 30; i += 1) {
      rows.push({
        id: `W-${category}-${i}`,
        gameCategory: category,
        gameName: pick(rng, names),
        customerName: maskName(playerName(rng)),
        winAmount: toDecimalOrZero(round2(10 ** (2 + rng() * 3.5))),
        createdAt: SEED_EPOCH - intBetween(rng, 0, 7 * 24 * 60) * 60_000,
      });
    }
  }
  return rows;
}

function buildAgents(
  rng: Rng,
): Pick<GameSeed, 'agentDownline' | 'agentAffiliateUrl' | 'agentTransaction' | 'agentContract'> {
  const agentDownline: GameSeed['agentDownline'] = [];
  const agentAffiliateUrl: GameSeed['agentAffiliateUrl'] = [];
  const agentTransaction: GameSeed['agentTransaction'] = [];
  const agentContract: GameSeed['agentContract'] = [];
  const kinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
  const periods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
  const statuses = ['Accept', 'Accept', 'Reject', 'Terminate', 'Pending'] as const;
  for (const [agentKey, type] of Object.entries(AGENT_ACCOUNTS)) {
    const count = type === 41 ? 64 : intBetween(rng, 24, 40);
    const downlines: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const username = `${agentKey}d${String(i + 1).padStart(3, '0')}`;
      downlines.push(username);
      const bets = round2(rng() * 80_000);
      agentDownline.push({
        id: username,
        agentKey,
        username,
        nickname: playerName(rng),
        customerType: rng() < 0.15 ? 1 : 0,
        balance: toDecimalOrZero(round2(rng() * 5000)),
        rebate: pick(rng, [0.5, 0.8, 1, 1.2, 1.5] as const),
        status: rng() < 0.9 ? 'ACTIVE' : 'SUSPENDED',
        registeredAt: SEED_EPOCH - intBetween(rng, 1, 400) * DAY,
        lastLoginAt: SEED_EPOCH - intBetween(rng, 0, 30) * DAY,
        deposits: toDecimalOrZero(round2(rng() * 20_000)),
        withdrawals: toDecimalOrZero(round2(rng() * 15_000)),
        bets: toDecimalOrZero(bets),
        profit: toDecimalOrZero(round2((rng() - 0.55) * bets * 0.1)),
      });
    }
    for (let i = 0; i < 3; i += 1) {
      const code = `${agentKey.toUpperCase()}${String.fromCharCode(65 + i)}${intBetween(rng, 100, 999)}`;
      agentAffiliateUrl.push({
        id: `${agentKey}-url-${i + 1}`,
        agentKey,
        code,
        url: `/register?affiliateCode=${code}`,
        registered: intBetween(rng, 0, 40),
        createdAt: SEED_EPOCH - intBetween(rng, 10, 300) * DAY,
      });
    }
    for (let i = 0; i < 80; i += 1) {
      const type = pick(rng, ['DEPOSIT', 'WITHDRAW', 'BET', 'PAYOUT', 'REBATE'] as const);
      agentTransaction.push({
        id: `${agentKey}-tx-${i + 1}`,
        agentKey,
        downline: pick(rng, downlines),
        type,
        amount: toDecimalOrZero(round2(10 ** (1 + rng() * 3))),
        createdAt: SEED_EPOCH - intBetween(rng, 0, 60 * 24 * 60) * 60_000,
      });
    }
    kinds.forEach((kind) => {
      const n = intBetween(rng, 4, 8);
      for (let i = 0; i < n; i += 1) {
        const created = SEED_EPOCH - intBetween(rng, 5, 200) * DAY;
        agentContract.push({
          id: `${agentKey}-${kind}-${i + 1}`,
          agentKey,
          downline: pick(rng, downlines),
          kind,
          period: kind === 'hourly' || kind === 'realtime' ? 'daily' : pick(rng, periods),
          rate: pick(rng, [0.1, 0.2, 0.3, 0.5, 1, 1.5, 2] as const),
          minTurnover: toDecimalOrZero(pick(rng, [1000, 5000, 10000, 50000] as const)),
          activeMembers: intBetween(rng, 1, 20),
          status: pick(rng, statuses),
          createdAt: created,
          updatedAt: created + intBetween(rng, 0, 4) * DAY,
        });
      }
    });
  }
  agentTransaction.sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
  return { agentDownline, agentAffiliateUrl, agentTransaction, agentContract };
}

/** The subset of the combined db the game seed writes to. */
export type GameDb = { [K in keyof SeededModels]: Pick<ModelAPI<SeededModels, K>, 'create'> };

export function seedGames(db: GameDb, rng: SeedRng, options: GameSeedOptions): GameSeed {
  const seed = buildGameSeed(rng.next, options);
  seed.gameVendor.forEach((row) => db.gameVendor.create(row));
  seed.game.forEach((row) => db.game.create(row));
  seed.lotteryGame.forEach((row) => db.lotteryGame.create(row));
  seed.pointReward.forEach((row) => db.pointReward.create(row));
  seed.mission.forEach((row) => db.mission.create(row));
  seed.missionLeader.forEach((row) => db.missionLeader.create(row));
  seed.winnerRow.forEach((row) => db.winnerRow.create(row));
  seed.agentDownline.forEach((row) => db.agentDownline.create(row));
  seed.agentAffiliateUrl.forEach((row) => db.agentAffiliateUrl.create(row));
  seed.agentTransaction.forEach((row) => db.agentTransaction.create(row));
  seed.agentContract.forEach((row) => db.agentContract.create(row));
  return seed;
}
