// @vitest-environment node
/**
 * The personal bet reports (wire protocol §1.3: accountGameBetHistory, detailedLottoPNL,
 * personalPVPFishingPNL) read one bet history: each report's `summary` is the exact sum of its own
 * bet rows over every page, per product, for the seed; the PVP/fishing report repeats the betting
 * record's bets (same ids, same amounts), and the lottery's bets are in no other report.
 */
import Big from 'big.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockBackend } from '../node';
import { WireClient } from './wire-client';

const BASE = 'http://wps.test';

beforeEach(() => resetMockBackend());

interface Bet {
  id: string;
  betAmount: number;
  winLoss: number;
  gameType: string;
}
interface Report {
  list: Bet[];
  totalPages: number;
  totalCount: number;
  summary: { betCount: number; betAmount: string; winLoss: string };
}

const REPORTS = {
  bets: '/wps/report/accountGameBetHistory',
  lottery: '/wps/report/detailedLottoPNL',
  pvpFishing: '/wps/report/personalPVPFishingPNL',
} as const;

/** Every page of a report (small pages, so the summary is checked against more than one). */
async function everyPage(client: WireClient, path: string, gameType?: string) {
  const rows: Bet[] = [];
  let summary: Report['summary'] | null = null;
  for (let pageNo = 1; ; pageNo += 1) {
    const query = `pageNo=${pageNo}&pageSize=7&startDate=2000-01-01${gameType ? `&gameType=${gameType}` : ''}`;
    const value = (await client.json<Report>('GET', `${path}?${query}`)).body.value;
    if (!value) throw new Error(`${path} answered no value`);
    rows.push(...value.list);
    summary = value.summary;
    if (pageNo >= value.totalPages) break;
  }
  return { rows, summary };
}

const total = (rows: readonly Bet[], pick: (b: Bet) => number) =>
  rows.reduce((sum, b) => sum.plus(String(pick(b))), new Big(0));

describe('bet reports', () => {
  it("each report's summary is the sum of its bet rows, for every product of the seed", async () => {
    const client = new WireClient(BASE);
    await client.login('player01', 'Passw0rd1');
    const products = {
      bets: ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS'],
      lottery: ['LOTT', 'ELOTT'],
      pvpFishing: ['PVP', 'FISH'],
    } as const;
    let seen = 0;
    for (const [report, path] of Object.entries(REPORTS) as [keyof typeof REPORTS, string][]) {
      for (const gameType of [undefined, ...products[report]]) {
        const { rows, summary } = await everyPage(client, path, gameType);
        expect(summary?.betCount, `${report} ${gameType ?? 'all'}`).toBe(rows.length);
        expect(new Big(summary?.betAmount ?? 'NaN').eq(total(rows, (b) => b.betAmount))).toBe(true);
        expect(new Big(summary?.winLoss ?? 'NaN').eq(total(rows, (b) => b.winLoss))).toBe(true);
        if (gameType) expect(rows.every((b) => b.gameType === gameType)).toBe(true);
        seen += rows.length;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('reads one history: PVP/fishing bets are the betting record’s, lottery bets are in no other report', async () => {
    const client = new WireClient(BASE);
    await client.login('player01', 'Passw0rd1');
    const bets = (await everyPage(client, REPORTS.bets)).rows;
    const lottery = (await everyPage(client, REPORTS.lottery)).rows;
    const pvpFishing = (await everyPage(client, REPORTS.pvpFishing)).rows;
    expect(lottery.length).toBeGreaterThan(0);
    expect(pvpFishing.length).toBeGreaterThan(0);
    // Ids and amounts (a bet's time is counted back from the clock, which moves between the calls).
    const key = (b: Bet) => `${b.id} ${b.gameType} ${b.betAmount} ${b.winLoss}`;
    expect(pvpFishing.map(key)).toEqual(
      bets.filter((b) => b.gameType === 'PVP' || b.gameType === 'FISH').map(key),
    );
    const ids = new Set(bets.map((b) => b.id));
    expect(lottery.some((b) => ids.has(b.id))).toBe(false);
  });
});
