/**
 * The shapes the lobby and launch machines work with. They are narrower than the contract's game
 * entity on purpose: the actors map whatever the backend sends into these, so the machines do not
 * change when a WPS build adds or renames a field the UI does not read.
 */
export interface LobbyGame {
  nodeId: number;
  gameId: string;
  gameCode: string;
  gameName: string;
  /** RNG, FISH, PVP, LIVE, SPORTS, LOTT, ELOTT, ... */
  gameType: string;
  /** The vendor code. */
  vassalage: string;
  iconUrl: string;
  /** `VASSALAGE` marks an aggregator entry that opens a popup list instead of launching. */
  defaultPlayType: string | null;
  maintenance: boolean;
}

export const LIST_TYPES = ['all', 'hot', 'fav', 'recent'] as const;
export type ListType = (typeof LIST_TYPES)[number];

export interface LobbyFilters {
  vendor: string | null;
  gameName: string;
  gameClassify: string | null;
  minBet: number | null;
}

export const EMPTY_FILTERS: LobbyFilters = { vendor: null, gameName: '', gameClassify: null, minBet: null };

export interface PageRequest {
  category: string;
  listType: ListType;
  filters: LobbyFilters;
  pageNo: number;
}

export interface GamePage {
  games: LobbyGame[];
  totalPages: number;
}

export interface FavouriteChange {
  game: LobbyGame;
  /** true = add, false = remove. */
  add: boolean;
}
