/**
 * Every screen plan, found by convention (a `*.plan.ts` module here exporting a `ScreenPlan`), and the
 * shard of the vitest run that replays it. Vitest runs files in parallel, not tests: the plans are
 * spread over a few shard files (`shard-<k>.screen.test.tsx`) by their number of walkable paths, so
 * a new plan needs no test file of its own and the forks stay evenly loaded.
 */
import { committedPaths } from '../../paths/golden-files';
import { machineOnlyReason, type ScreenPlan } from './replay';

/** How many `shard-<k>.screen.test.tsx` files there are; each names its own number. */
export const SCREEN_SHARDS = 6;

const modules = import.meta.glob<Record<string, unknown>>('./*.plan.ts', { eager: true });

/** A module export that is a screen plan (the convention the stories generator shares). */
export function isScreenPlan(value: unknown): value is ScreenPlan {
  return (
    typeof value === 'object' &&
    value !== null &&
    'suite' in value &&
    'steps' in value &&
    'open' in value &&
    typeof value.open === 'function'
  );
}

/** Every plan, in the order of its suite's name. */
export const screenPlans: ScreenPlan[] = Object.values(modules)
  .flatMap((exports) => Object.values(exports).filter(isScreenPlan))
  .sort((a, b) => a.suite.name.localeCompare(b.suite.name));

/** The paths a plan walks on screen: the heavy part of a shard's time. */
function walkable(plan: ScreenPlan): number {
  return committedPaths(plan.suite).filter((path) => machineOnlyReason(plan, path, true) === null).length;
}

/**
 * Longest first, each to the lightest shard so far (ties to the lower number): the same plans always
 * give the same shards.
 */
function assignShards(plans: readonly ScreenPlan[]): Map<string, number> {
  const load = Array.from({ length: SCREEN_SHARDS }, () => 0);
  const shardOf = new Map<string, number>();
  const weighed = plans.map((plan) => ({ plan, weight: walkable(plan) + 1 }));
  weighed.sort((a, b) => b.weight - a.weight || a.plan.suite.name.localeCompare(b.plan.suite.name));
  for (const { plan, weight } of weighed) {
    const lightest = load.indexOf(Math.min(...load));
    shardOf.set(plan.suite.name, lightest + 1);
    load[lightest] = (load[lightest] ?? 0) + weight;
  }
  return shardOf;
}

let shards: Map<string, number> | null = null;

/** The shard (1 … SCREEN_SHARDS) that replays the plan of the suite named `suiteName`. */
export function screenShardOf(suiteName: string): number | null {
  shards ??= assignShards(screenPlans);
  return shards.get(suiteName) ?? null;
}

/** The plans shard `k` replays. */
export function plansOfShard(k: number): ScreenPlan[] {
  return screenPlans.filter((plan) => screenShardOf(plan.suite.name) === k);
}

/** The file that replays the plan of `suiteName` (for the Storybook coverage page). */
export function screenTestFile(suiteName: string): string | null {
  const shard = screenShardOf(suiteName);
  return shard === null ? null : `tests/integration/screen-paths/shard-${shard}.screen.test.tsx`;
}
