import type { LobbyGame } from '@/machines/lobby/lobby.types';
import type { LobbyVendor } from '@/ui/screens/lobby/LobbyView';

const icon = (label: string, hue: number) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="hsl(${hue} 60% 45%)"/><text x="120" y="130" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  );

const NAMES = [
  'Golden Empire',
  'Fortune Gems',
  'Super Ace',
  'Money Coming',
  'Boxing King',
  'Crazy777',
  'Lucky Ball',
  'Jungle King',
  'Mega Fishing',
  'Dragon Hatch',
  'Wild Bounty',
  'Treasure Bowl',
];

export const storyGames = (count = 12, vendor = 'JL'): LobbyGame[] =>
  Array.from({ length: count }, (_, i) => ({
    nodeId: 1000 + i,
    gameId: `${vendor}${String(i).padStart(4, '0')}`,
    gameCode: `${vendor}${String(i).padStart(4, '0')}`,
    gameName: NAMES[i % NAMES.length] ?? `Game ${i}`,
    gameType: 'RNG',
    vassalage: vendor,
    iconUrl: icon(NAMES[i % NAMES.length]?.split(' ')[0] ?? 'Game', (i * 37) % 360),
    defaultPlayType: null,
    maintenance: i === 5,
  }));

export const storyVendors = (count: number): LobbyVendor[] =>
  ['JL', 'PG', 'PP', 'MG', 'JDB', 'CQ9', 'FC', 'KA', 'SG', 'BNG', 'HB', 'RT']
    .slice(0, count)
    .map((code, i) => ({
      code,
      name: code,
      icon: null,
      isHot: i % 4 === 0,
    }));
