/** The page size of the game-side, points and agent lists when the query gives none. */
export const DEFAULT_PAGE_SIZE = 12;
