// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptBody } from '@/api/wire-crypto';
import { add } from '@/money/money';
import { db } from '../db';
import { RSA_MODULUS_HEX } from '../lib/keys';
import { createRng } from '../lib/random';
import { useScenario } from '../scenarios';
import { seedDb } from '../seed';
import {
  buildGameSeed,
  gameSeedOptionsFor,
  MAINTENANCE_GAME_ID,
  VENDOR_LANES,
  type GameSeed,
} from '../seed/games.seed';
import { gamesHandlers } from './games.handlers';
import { lotteryHandlers } from './lottery.handlers';
import { pointsHandlers } from './points.handlers';
import { missionsHandlers } from './missions.handlers';

const server = setupServer(...gamesHandlers, ...lotteryHandlers, ...pointsHandlers, ...missionsHandlers);
const BASE = 'http://wps.test';

type Envelope = { success: boolean; value?: unknown; errorCode?: string; message?: string };
type GamesPage = {
  games: {
    nodeId: number;
    gameName: string;
    gameType: string;
    vassalage: string;
    gameClassify: string;
    minBet: number;
  }[];
  totalPages: number;
  totalCount: number;
};

/** A session row for a seeded account, the way a real login leaves it. */
function tokenFor(account: string): string {
  const member = db.member.findFirst({ where: { account: { equals: account } } });
  if (!member) throw new Error(`no seeded member ${account}`);
  const token = `test-token-${account}`;
  if (!db.session.findFirst({ where: { token: { equals: token } } })) {
    db.session.create({ token, memberId: member.id, deviceId: null, createdAt: Date.now() });
  }
  return token;
}

async function call(
  path: string,
  init: { method?: string; token?: string; body?: unknown; encrypted?: boolean } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Merchant: 'demo01a' };
  if (init.token) headers.Authorization = init.token;
  let body: string | undefined;
  if (init.body !== undefined) {
    if (init.encrypted) {
      const enc = encryptBody(init.body, RSA_MODULUS_HEX);
      Object.assign(headers, enc.headers);
      body = JSON.stringify(enc.body);
    } else body = JSON.stringify(init.body);
  }
  const res = await fetch(`${BASE}${path}`, { method: init.method ?? 'GET', headers, body });
  return { status: res.status, json: (await res.json()) as Envelope };
}

const list = async (qs: string) => (await call(`/wps/relay/GCSGAME_gameList?${qs}`)).json.value as GamesPage;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  useScenario('default');
  seedDb();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('game seed', () => {
  const build = (): GameSeed =>
    buildGameSeed(createRng(20250602).next, gameSeedOptionsFor(useScenario('default')));

  it('is deterministic: two seeds are equal', () => {
    expect(build()).toEqual(build());
  });

  it('has the volumes and vendors the lobbies need', () => {
    const seed = build();
    expect(seed.game.length).toBeGreaterThanOrEqual(400);
    for (const lane of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'] as const) {
      expect(VENDOR_LANES[lane].length).toBeGreaterThanOrEqual(8);
    }
    expect(Math.max(...Object.values(VENDOR_LANES).map((v) => v.length))).toBeGreaterThanOrEqual(11);
    const codes = (lane: keyof typeof VENDOR_LANES) => VENDOR_LANES[lane].map(([code]) => code);
    expect(codes('ESPORTS')).toEqual(expect.arrayContaining(['AV', 'AI', 'IMES', 'TF', 'IA']));
    expect(codes('COCKFIGHT')).toContain('DS88');
    expect(codes('SPORTS')).toContain('FB');
    expect([...codes('LOTT'), ...codes('ELOTT')]).toEqual(
      expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT']),
    );
    expect(seed.gameVendor.filter((v) => v.code?.startsWith('TCG_')).length).toBeGreaterThanOrEqual(4);
    expect(seed.gameVendor.some((v) => v.isHot === 1)).toBe(true);
    expect(seed.game.some((g) => g.defaultPlayType === 'VASSALAGE')).toBe(true);
    expect(new Set(seed.game.map((g) => g.gameClassify))).toEqual(
      new Set(['SC', 'VP', 'TG', 'AC', 'JP', 'BG']),
    );
    expect(new Set(seed.game.map((g) => g.minBet))).toEqual(new Set(['0.01', '0.05', '0.1', '0.5', '0.75']));
    expect(new Set(seed.game.map((g) => g.nodeId)).size).toBe(seed.game.length);
  });

  it('scales with the scenario: manyGames ≥ 2000, emptyLobbies none', () => {
    expect(
      buildGameSeed(createRng(1).next, gameSeedOptionsFor(useScenario('manyGames'))).game.length,
    ).toBeGreaterThanOrEqual(2000);
    expect(
      buildGameSeed(createRng(1).next, gameSeedOptionsFor(useScenario('emptyLobbies'))).game,
    ).toHaveLength(0);
  });
});

describe('game list', () => {
  it('pages 12 by default with correct totals', async () => {
    const first = await list('gameType=RNG');
    const rngCount = db.game.getAll().filter((g) => g.gameType === 'RNG').length;
    expect(first.games).toHaveLength(12);
    expect(first.totalCount).toBe(rngCount);
    expect(first.totalPages).toBe(Math.ceil(rngCount / 12));
    const last = await list(`gameType=RNG&pageNo=${first.totalPages}`);
    expect(last.games.length).toBe(rngCount - 12 * (first.totalPages - 1));
    const second = await list('gameType=RNG&pageNo=2&pageSize=12');
    expect(second.games.map((g) => g.nodeId)).not.toEqual(first.games.map((g) => g.nodeId));
  });

  it('filters by vendor, class, minimum bet and a case-insensitive name', async () => {
    const filtered = await list('gameType=rng&vassalage=PG&gameClassify=SC&minBet=0.1&pageSize=200');
    expect(filtered.totalCount).toBeGreaterThan(0);
    for (const g of filtered.games) {
      expect([g.gameType, g.vassalage, g.gameClassify, g.minBet]).toEqual(['RNG', 'PG', 'SC', 0.1]);
    }
    const sample = filtered.games[0]?.gameName.split(' ')[0] ?? 'Fortune';
    const byName = await list(`gameName=${encodeURIComponent(sample.toUpperCase())}&pageSize=200`);
    expect(byName.totalCount).toBeGreaterThan(0);
    expect(byName.games.every((g) => g.gameName.toLowerCase().includes(sample.toLowerCase()))).toBe(true);
  });

  it('answers empty lobbies and thousands of games by scenario', async () => {
    useScenario('emptyLobbies');
    expect(await list('gameType=RNG')).toMatchObject({ games: [], totalCount: 0 });
    useScenario('manyGames');
    expect((await list('')).totalCount).toBeGreaterThanOrEqual(2000);
  });

  it('serves vendor lanes for every category, each card with an SVG icon', async () => {
    const { json } = await call('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop');
    const lanes = (json.value as { data: { lanes: { title: string; cards: { lagerIcon: string }[] }[] } })
      .data.lanes;
    expect(lanes.map((l) => l.title)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'LOTT',
      'ELOTT',
      'COCKFIGHT',
    ]);
    expect(lanes[0]?.cards[0]?.lagerIcon).toMatch(/^\/mock-art\/vendor\.svg\?/);
  });
});

describe('favourites and recent games', () => {
  it('persists favourites added and removed', async () => {
    const token = tokenFor('player01');
    const [a, b] = (await list('gameType=RNG')).games;
    if (!a || !b) throw new Error('seed has games');
    for (const g of [a, b]) {
      const res = await call('/wps/relay/MCSFE_addFavoriteGameV2', {
        method: 'POST',
        token,
        body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType },
      });
      expect(res.json.success).toBe(true);
    }
    expect((await call('/wps/relay/MCSFE_getFavoriteGames', { token })).json.value).toEqual([
      b.nodeId,
      a.nodeId,
    ]);
    await call('/wps/relay/MCSFE_removeFavoriteGameV2', {
      method: 'DELETE',
      token,
      body: { nodeId: a.nodeId, vendor: a.vassalage, gameType: a.gameType },
    });
    const page = (
      await call('/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG&pageNo=1&pageSize=12', { token })
    ).json.value as { content: { nodeId: number }[]; pageNum: number; totalPages: number };
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(page.content.map((g) => g.nodeId)).toEqual([b.nodeId]);
    // Another member's favourites are separate.
    expect(
      (await call('/wps/relay/MCSFE_getFavoriteGames', { token: tokenFor('vip05') })).json.value,
    ).toEqual([]);
  });

  it('lists launched games newest first', async () => {
    const token = tokenFor('player01');
    const [a, b] = (await list('gameType=RNG&vassalage=JL')).games;
    if (!a || !b) throw new Error('seed has games');
    for (const g of [a, b, a]) {
      const res = await call(
        `/wps/game/launchGame?launchMode=GLS&nodeId=${g.nodeId}&vassalage=${g.vassalage}`,
        { token },
      );
      expect(res.json.success).toBe(true);
    }
    const recent = (await call('/wps/relay/GCS_recentGame?pageNo=1&pageSize=12', { token })).json.value as {
      list: { nodeId: number }[];
      totalPages: number;
    };
    expect(recent.list.map((g) => g.nodeId)).toEqual([a.nodeId, b.nodeId]);
    expect(recent.totalPages).toBe(1);
  });
});

describe('launch', () => {
  it('returns a local game page, a plain string for pvp', async () => {
    const token = tokenFor('player01');
    const [rng] = (await list('gameType=RNG&vassalage=PP')).games;
    const [pvp] = (await list('gameType=PVP')).games;
    if (!rng || !pvp) throw new Error('seed has games');
    const slot = await call(`/wps/game/launchGame?launchMode=GLS&nodeId=${rng.nodeId}`, { token });
    expect(slot.json.value).toEqual({
      content: {
        game_url: expect.stringMatching(/^http:\/\/wps\.test\/mock-game\.html\?game=PP\d{4}&name=/),
      },
    });
    const card = await call(`/wps/game/launchGame?launchMode=GLS&nodeId=${pvp.nodeId}`, { token });
    expect((card.json.value as { content: unknown }).content).toEqual(
      expect.stringMatching(/^http:\/\/wps\.test\/mock-game\.html\?game=/),
    );
  });

  it('is refused without a session, for trial accounts and for a game in maintenance', async () => {
    const [g] = (await list('gameType=RNG')).games;
    if (!g) throw new Error('seed has games');
    const anonymous = await call(`/wps/game/launchGame?launchMode=GLS&nodeId=${g.nodeId}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.errorCode).toBe('login.not.session');
    const trial = await call(`/wps/game/launchGame?launchMode=GLS&nodeId=${g.nodeId}`, {
      token: tokenFor('trial01'),
    });
    expect(trial.json).toMatchObject({ success: false, errorCode: 'TRIAL_ACCOUNT_NOT_ALLOWED' });
    const maintenance = await call(`/wps/game/launchGame?launchMode=GLS&gameId=${MAINTENANCE_GAME_ID}`, {
      token: tokenFor('player01'),
    });
    expect(maintenance.json).toMatchObject({
      success: false,
      errorCode: 'GAME_MAINTENANCE',
      message: 'Game maintenance',
    });
  });

  it('records the lottery game a member opens in the VN recent list', async () => {
    const token = tokenFor('player01');
    await call('/wps/game/launchGame?launchMode=LOTT&lottoArea=VN&lottoGameCode=MB01&lottoView=betting', {
      token,
    });
    const recent = (await call('/lgw/vn/games/game_menu/recent', { token })).json.value as {
      gameCode: string;
    }[];
    expect(recent.map((r) => r.gameCode)).toEqual(['MB01']);
  });
});

describe('lottery, points and missions', () => {
  it('serves VN numbers, popular games and grouped menus', async () => {
    const numbers = (await call('/lgw/vn/numeros/opened/game?count=100')).json.value as Record<
      string,
      { winningNumber: string }
    >;
    expect(Object.keys(numbers).length).toBeGreaterThan(0);
    expect(Object.values(numbers).every((n) => /^\d{5,6}$/.test(n.winningNumber))).toBe(true);
    const popular = (await call('/lgw/games/popular?count=20')).json.value as unknown[];
    expect(popular).toHaveLength(20);
    const menus = (await call('/lgw/games/game_menus?prizeMode=Lott')).json.value as Record<
      string,
      { gameGroupCode: string }
    >;
    expect(Object.values(menus).map((m) => m.gameGroupCode)).toEqual(['SSC', 'K3', 'PK10']);
  });

  it('redeems a reward through the encrypted call and lists it In Process', async () => {
    const token = tokenFor('player01');
    const before = (
      (await call('/wps/relay/MCS2_getPointBalance', { token })).json.value as { point: number }
    ).point;
    const res = await call('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      method: 'POST',
      token,
      encrypted: true,
      body: { rewardId: 'RW008', quantity: 1, password: 'Passw0rd1' },
    });
    expect(res.json.success).toBe(true);
    const after = ((await call('/wps/relay/MCS2_getPointBalance', { token })).json.value as { point: number })
      .point;
    expect(after).toBe(before - 500);
    const history = (await call('/wps/relay/MCS2_getRedeemPointList', { token })).json.value as {
      list: { rewardName: string; status: string }[];
    };
    expect(history.list[0]).toMatchObject({ rewardName: 'Lucky Draw Ticket', status: 'In Process' });
    expect(new Set(history.list.map((r) => r.status))).toEqual(
      new Set(['In Process', 'Rejected', 'Approved']),
    );
    const plain = await call('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      method: 'POST',
      token,
      body: { rewardId: 'RW008', quantity: 1 },
    });
    expect(plain.status).toBe(400);
  });

  it('converts points to wallet balance exactly, once, and only with the right password', async () => {
    const token = tokenFor('player01');
    const member = db.member.findFirst({ where: { account: { equals: 'player01' } } });
    const walletOf = () => db.wallet.findFirst({ where: { memberId: { equals: member?.id ?? -1 } } });
    const pointsNow = async () =>
      ((await call('/wps/relay/MCS2_getPointBalance', { token })).json.value as { point: number }).point;
    const points = await pointsNow();
    const main = walletOf()?.mainBalance ?? 0;
    const wrong = await call('/wps/relay/passwordCheck/MCS2_convertPoint', {
      method: 'POST',
      token,
      encrypted: true,
      body: { points: 250, password: 'nope' },
    });
    expect(wrong.json.success).toBe(false);
    expect(await pointsNow()).toBe(points);
    const res = await call('/wps/relay/passwordCheck/MCS2_convertPoint', {
      method: 'POST',
      token,
      encrypted: true,
      body: { points: 250, password: 'Passw0rd1' },
    });
    expect(res.json.value).toMatchObject({ credited: 2.5 });
    expect(await pointsNow()).toBe(points - 250);
    // 250 points at 100 per unit: exactly 2.50 more, filed as one movement in the records.
    expect(String(walletOf()?.mainBalance)).toBe(add(String(main), '2.5'));
    const movements = db.transaction.findMany({ where: { memberId: { equals: member?.id ?? -1 } } });
    expect(movements.filter((m) => m.kind === 'TRANSFER_IN' && m.amount === '2.5')).toHaveLength(1);
  });

  it('answers the mission summary and leaderboard for members', async () => {
    const token = tokenFor('player01');
    const summary = (await call('/wps/relay/MCSFE_getMissionSummaryDetails', { token })).json.value as {
      missions: unknown[];
      missionCount: number;
    };
    expect(summary.missions).toHaveLength(8);
    const board = (await call('/wps/relay/MCSFE_getMissionLeaderboard', { token })).json.value as {
      list: { rank: number }[];
    };
    expect(board.list.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('coverage of the contract groups', () => {
  it('implements every games, lottery, points, missions and agent route', async () => {
    const { contract } = await import('@/contracts');
    const { allRoutes } = await import('@/contracts/routes');
    const { agentHandlers } = await import('./agent');
    const handlers = [
      ...gamesHandlers,
      ...lotteryHandlers,
      ...pointsHandlers,
      ...missionsHandlers,
      ...agentHandlers,
    ];
    const served = new Set(handlers.map((h) => `${String(h.info.method)} ${String(h.info.path)}`));
    const groups = ['games', 'lottery', 'points', 'missions', 'agent'] as const;
    const missing = allRoutes(contract)
      .filter((r) => groups.some((g) => r.key.startsWith(`${g}.`)))
      .filter((r) => !served.has(`${r.route.method} *${r.route.path}`))
      .map((r) => r.key);
    expect(missing).toEqual([]);
  });
});
