/** Seeded PRNG (mulberry32) so the seed data and generated ids are the same on every run. */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  float(min: number, max: number, decimals?: number): number;
  pick<T>(items: readonly T[]): T;
  bool(probability?: number): boolean;
  uuid(): string;
  digits(length: number): string;
  shuffle<T>(items: readonly T[]): T[];
}

/** One mulberry32 draw from `position`: the number drawn and the position after it. */
function mulberry32Step(position: number): { value: number; position: number } {
  const a = (position + 0x6d2b79f5) >>> 0;
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, position: a };
}

export function mulberry32(seed: number): () => number {
  let position = seed >>> 0;
  return () => {
    const step = mulberry32Step(position);
    position = step.position;
    return step.value;
  };
}

export function createRng(seed = 20240601): Rng {
  return rngOf(mulberry32(seed));
}

function rngOf(next: () => number): Rng {
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    float(min, max, decimals = 2) {
      const f = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * f) / f;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    bool(probability = 0.5) {
      return next() < probability;
    },
    uuid() {
      const hex = () => int(0, 15).toString(16);
      const part = (n: number) => Array.from({ length: n }, hex).join('');
      const variant = (8 + int(0, 3)).toString(16);
      return `${part(8)}-${part(4)}-4${part(3)}-${variant}${part(3)}-${part(12)}`;
    },
    digits(length) {
      return Array.from({ length }, () => String(int(0, 9))).join('');
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
  return rng;
}

/**
 * Runtime randomness (tokens, SMS codes, captcha answers). Seeded as well, so a test run is
 * repeatable; `resetRuntimeRng` restarts it with the db reseed.
 */
let runtimePosition = 7;
const runtime = rngOf(() => {
  const step = mulberry32Step(runtimePosition);
  runtimePosition = step.position;
  return step.value;
});
export const runtimeRng = (): Rng => runtime;
export function resetRuntimeRng(seed = 7): void {
  runtimePosition = seed >>> 0;
}

/**
 * Where the runtime generator has got to. Saved with the tables a snapshot keeps: restored tables hold
 * the tokens and ids already drawn, and a generator restarted from its seed would draw them again.
 */
export function runtimeRngPosition(): number {
  return runtimePosition;
}
export function continueRuntimeRng(position: number): void {
  runtimePosition = position >>> 0;
}
