/**
 * Pure builders for game-side mock data: icons, names, masking, paging. No db access, no
 * randomness other than the `Rng` passed in, so the seed stays deterministic.
 */

import { mulberry32 } from '../lib/random';
import { gameArtUrl, rewardArtUrl, vendorLogoUrl } from '../lib/art';

/** A uniform [0, 1) generator; the seed adapts the richer `createRng` to this shape. */
export type Rng = () => number;

export const pick = <T>(rng: Rng, items: readonly T[]): T => {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

export const intBetween = (rng: Rng, min: number, max: number): number =>
  min + Math.floor(rng() * (max - min + 1));

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Deterministic PRNG for values derived per request (draw numbers, reports): the mock's one mulberry32. */
export const seededRng = (seed: number): Rng => mulberry32(seed);

/** Stable 32-bit hash of a string (FNV-1a), used to seed per-key generators. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const GAME_ICON_SIZE = { width: 240, height: 240 } as const;
export const VENDOR_ICON_SIZE = { width: 160, height: 80 } as const;

/** The vendor's logo (a mark and its code as a wordmark), as the lanes' lagerIcon / smallIcon. */
export function vendorIcon(
  code: string,
  hue: number,
  size: { width: number; height: number } = VENDOR_ICON_SIZE,
): string {
  return vendorLogoUrl(code, hue, size.width, size.height);
}

/** Square game cover art: a scene and emblem drawn from the game's name, its title and the vendor's tag. */
export function gameIcon(name: string, vendor: string, hue: number): string {
  return gameArtUrl(name, vendor, hue);
}

/** Reward tile for the points shop. */
export function rewardIcon(name: string, hue: number): string {
  return rewardArtUrl(name, hue);
}

/** Masks a username the way winner boards do: first two and last character kept. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.charAt(0)}**`;
  return `${name.slice(0, 2)}${'*'.repeat(Math.min(4, name.length - 3))}${name.slice(-1)}`;
}

const GAME_WORDS_A = [
  'Fortune',
  'Golden',
  'Lucky',
  'Mystic',
  'Dragon',
  'Royal',
  'Wild',
  'Mega',
  'Super',
  'Crazy',
  'Jungle',
  'Ocean',
  'Phoenix',
  'Treasure',
  'Diamond',
  'Samurai',
  'Pharaoh',
  'Panda',
  'Tiger',
  'Cosmic',
  'Neon',
  'Viking',
  'Aztec',
  'Jade',
  'Thunder',
  'Candy',
  'Safari',
  'Emperor',
  'Lotus',
  'Ruby',
  'Sakura',
  'Ninja',
  'Koi',
  'Olympus',
  'Gem',
] as const;
const GAME_WORDS_B = [
  'Gems',
  'Riches',
  'Legends',
  'Wilds',
  'Spins',
  'Gold',
  'Quest',
  'Kingdom',
  'Palace',
  'Rush',
  'Bonanza',
  'Jackpot',
  'Fever',
  'Empire',
  'Blast',
  'Treasures',
  'Night',
  'Garden',
  'Temple',
  'Warriors',
  'Party',
  'Reels',
  'Dynasty',
  'Hunter',
  'Festival',
  'Magic',
  'Ways',
  'Frenzy',
] as const;
const GAME_SUFFIX = [
  '',
  '',
  '',
  '',
  'Deluxe',
  'Megaways',
  'II',
  'Hold & Win',
  'Extreme',
  '2',
  'Plus',
] as const;
const FISH_WORDS = [
  'Fishing',
  'Ocean King',
  'Shark Hunter',
  'Mermaid',
  'Deep Sea',
  'Fish Hunter',
  'Kraken',
  'Reef',
] as const;
const FISH_SUFFIX = [
  'War',
  'Legend',
  'Party',
  'Frenzy',
  'Paradise',
  'Expedition',
  'Storm',
  'Fortune',
] as const;
const PVP_GAMES = [
  'Texas Holdem',
  'Niu Niu',
  'Baccarat Battle',
  'Dragon Tiger',
  'Sic Bo Duel',
  'Blackjack',
  'Pusoy',
  'Tongits',
  'Rummy',
  'Teen Patti',
  'Andar Bahar',
  'Mahjong Ways',
  'Fan Tan',
  'Big Two',
  'Sam Loc',
  'Tien Len',
  'Pai Gow',
  'Red Dog',
  'Three Card Poker',
  'Bull Fight',
  'Golden Flower',
  'Fight the Landlord',
] as const;
const PVP_SUFFIX = ['', 'Classic', 'Pro', 'VIP', 'Blitz', 'Royale'] as const;

/** Distinct realistic names; `taken` keeps a vendor's names unique. */
export function gameName(rng: Rng, category: 'RNG' | 'FISH' | 'PVP', taken: Set<string>): string {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let name: string;
    if (category === 'FISH') name = `${pick(rng, FISH_WORDS)} ${pick(rng, FISH_SUFFIX)}`;
    else if (category === 'PVP') name = `${pick(rng, PVP_GAMES)} ${pick(rng, PVP_SUFFIX)}`.trim();
    else name = `${pick(rng, GAME_WORDS_A)} ${pick(rng, GAME_WORDS_B)} ${pick(rng, GAME_SUFFIX)}`.trim();
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  let n = 2;
  const base =
    category === 'PVP' ? pick(rng, PVP_GAMES) : `${pick(rng, GAME_WORDS_A)} ${pick(rng, GAME_WORDS_B)}`;
  while (taken.has(`${base} ${n}`)) n += 1;
  taken.add(`${base} ${n}`);
  return `${base} ${n}`;
}

const FIRST = [
  'ahmad',
  'siti',
  'wei',
  'mei',
  'raj',
  'kumar',
  'nur',
  'lee',
  'tan',
  'lim',
  'aisyah',
  'hafiz',
  'jun',
] as const;
export function playerName(rng: Rng): string {
  return `${pick(rng, FIRST)}${intBetween(rng, 10, 9999)}`;
}

/** Slices a list into a 1-based page; `pageSize` ≥ 1. */
export function paginate<T>(items: readonly T[], pageNo: number, pageSize: number) {
  const size = Math.max(1, Math.floor(pageSize));
  const totalCount = items.length;
  const totalPages = Math.max(1, Math.ceil(totalCount / size));
  const page = Math.max(1, Math.floor(pageNo));
  return {
    items: items.slice((page - 1) * size, page * size),
    pageNo: page,
    pageSize: size,
    totalPages,
    totalCount,
  };
}
