import type { LobbyGame } from '@/machines/lobby/lobby.types';

/** Deterministic games for the lobby and launch path suites. */
export const fakeGame = (overrides: Partial<LobbyGame> = {}): LobbyGame => ({
  nodeId: 101,
  gameId: 'JL0101',
  gameCode: 'JL0101',
  gameName: 'Golden Empire',
  gameType: 'RNG',
  vassalage: 'JL',
  iconUrl: '/icons/JL0101.svg',
  defaultPlayType: null,
  maintenance: false,
  ...overrides,
});
