import type { HttpHandler } from 'msw';
import { lotteryContract, type LotteryMenuItem, type OpenedNumber } from '@/contracts/lottery.contract';
import { db } from '../db';
import { now } from '../lib/clock';
import { implement, ok } from '../lib/handler';
import { gameIcon, hashString, intBetween, seededRng, type Rng } from '../factories/games.factories';
import { memberKeyOf } from '../lib/members';

type LotteryRow = ReturnType<typeof db.lotteryGame.getAll>[number];

const MINUTE = 60_000;
/** Vietnamese draws close at 18:15 Vietnam time (UTC+7) = 11:15 UTC. */
const VN_DRAW_MINUTE_UTC = 11 * 60 + 15;

const lotteryRows = (): LotteryRow[] => db.lotteryGame.getAll().sort((a, b) => a.sort - b.sort);

/** `Lott` (A's brand config), `LOTT`, `ELOTT`, `SEA`; anything else means every non-VN game. */
function prizeModeOf(param: string | undefined): string | null {
  const mode = param?.trim().toUpperCase();
  return mode && ['LOTT', 'ELOTT', 'SEA', 'VN'].includes(mode) ? mode : null;
}

function toItem(row: LotteryRow): LotteryMenuItem {
  return {
    gameCode: row.gameCode,
    gameName: row.gameName,
    gameGroupCode: row.gameGroupCode,
    gameGroupName: row.groupName,
    iconUrl: gameIcon(row.gameName, row.vendor, row.hue),
    playType: row.prizeMode === 'VN' ? 'VN' : 'STANDARD',
    prizeMode: row.prizeMode,
    vendor: row.vendor,
    drawIntervalMinutes: row.drawIntervalMinutes,
  };
}

const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');
const pad2 = (n: number): string => String(n).padStart(2, '0');

function distinct(rng: Rng, count: number, max: number): number[] {
  const out = new Set<number>();
  while (out.size < count) out.add(intBetween(rng, 1, max));
  return [...out];
}

/** Result digits in each game family's own format. */
function drawNumbers(group: string, rng: Rng): string {
  switch (group) {
    case 'MB':
      return String(intBetween(rng, 0, 99_999)).padStart(5, '0');
    case 'MT':
    case 'MN':
      return String(intBetween(rng, 0, 999_999)).padStart(6, '0');
    case 'SSC':
      return Array.from({ length: 5 }, () => intBetween(rng, 0, 9)).join(',');
    case 'K3':
      return Array.from({ length: 3 }, () => intBetween(rng, 1, 6))
        .sort((a, b) => a - b)
        .join(',');
    case 'PK10':
      return distinct(rng, 10, 10).map(pad2).join(',');
    case '11X5':
      return distinct(rng, 5, 11).map(pad2).join(',');
    case '4D':
      return String(intBetween(rng, 0, 9999)).padStart(4, '0');
    default:
      return distinct(rng, 20, 80)
        .sort((a, b) => a - b)
        .join(',');
  }
}

/** The latest closed draw of a game at `at`: same issue and numbers for everybody at that time. */
function latestDraw(row: LotteryRow, at: number): OpenedNumber {
  let drawTime: number;
  let numero: string;
  if (row.prizeMode === 'VN') {
    const dayStart = Math.floor(at / 86_400_000) * 86_400_000;
    drawTime = dayStart + VN_DRAW_MINUTE_UTC * MINUTE;
    if (drawTime > at) drawTime -= 86_400_000;
    numero = ymd(drawTime);
  } else {
    const interval = row.drawIntervalMinutes * MINUTE;
    drawTime = Math.floor(at / interval) * interval;
    const dayStart = Math.floor(drawTime / 86_400_000) * 86_400_000;
    numero = `${ymd(drawTime)}${String(Math.floor((drawTime - dayStart) / interval) + 1).padStart(4, '0')}`;
  }
  const rng = seededRng(hashString(`${row.gameCode}:${numero}`));
  return {
    gameCode: row.gameCode,
    gameName: row.gameName,
    gameGroupCode: row.gameGroupCode,
    numero,
    winningNumber: drawNumbers(row.gameGroupCode, rng),
    drawTime,
    nextDrawTime: drawTime + (row.prizeMode === 'VN' ? 86_400_000 : row.drawIntervalMinutes * MINUTE),
  };
}

function openedByGame(rows: readonly LotteryRow[], count: number): Record<string, OpenedNumber> {
  const at = now();
  return Object.fromEntries(rows.slice(0, count).map((row) => [row.gameCode, latestDraw(row, at)]));
}

export const lotteryHandlers: HttpHandler[] = [
  implement(lotteryContract.menus, ({ query }) => {
    const mode = prizeModeOf(query.prizeMode);
    const rows = lotteryRows().filter((r) => (mode ? r.prizeMode === mode : r.prizeMode !== 'VN'));
    const value: Record<string, { gameGroupCode: string; gameGroupName: string; games: LotteryMenuItem[] }> =
      {};
    for (const row of rows) {
      const group = (value[row.gameGroupCode] ??= {
        gameGroupCode: row.gameGroupCode,
        gameGroupName: row.groupName,
        games: [],
      });
      group.games.push(toItem(row));
    }
    return ok(value);
  }),

  implement(lotteryContract.vnMenus, () => {
    const value: Record<
      string,
      { gameGroupCode: string; gameGroupName: string; gameMenus: LotteryMenuItem[] }
    > = {};
    for (const row of lotteryRows().filter((r) => r.prizeMode === 'VN')) {
      const region = (value[row.gameGroupCode] ??= {
        gameGroupCode: row.gameGroupCode,
        gameGroupName: row.groupName,
        gameMenus: [],
      });
      region.gameMenus.push(toItem(row));
    }
    return ok(value);
  }),

  implement(lotteryContract.vnRecent, ({ member }) => {
    const rows = new Map(lotteryRows().map((r) => [r.gameCode, r]));
    const list = db.lotteryRecent
      .findMany({ where: { memberKey: { equals: memberKeyOf(member) } } })
      .sort((a, b) => b.playedAt - a.playedAt)
      .map((r) => rows.get(r.gameCode))
      .filter((r): r is LotteryRow => r !== undefined && r.prizeMode === 'VN')
      .map(toItem);
    return ok(list);
  }),

  implement(lotteryContract.vnNumbers, ({ query }) => {
    const mode = prizeModeOf(query.prizeMode) ?? 'VN';
    return ok(
      openedByGame(
        lotteryRows().filter((r) => r.prizeMode === mode),
        query.count ?? 100,
      ),
    );
  }),

  implement(lotteryContract.openedNumbers, ({ query }) => {
    const rows = lotteryRows().filter((r) => !query.gameCode || r.gameCode === query.gameCode);
    return ok(openedByGame(rows, rows.length));
  }),

  implement(lotteryContract.popular, ({ query }) => {
    const mode = prizeModeOf(query.prizeMode);
    const day = ymd(now());
    const list = lotteryRows()
      .filter((r) => !mode || r.prizeMode === mode)
      .map((r) => ({ ...toItem(r), betCount: 200 + (hashString(`${r.gameCode}:${day}`) % 9800) }))
      .sort((a, b) => b.betCount - a.betCount)
      .slice(0, query.count ?? 20);
    return ok(list);
  }),
];
