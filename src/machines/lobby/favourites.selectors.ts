import type { SnapshotFrom } from 'xstate';
import type { favouritesMachine } from './favourites.machine';

type Snap = SnapshotFrom<typeof favouritesMachine>;

export const selectFavouriteIds = (s: Snap) => s.context.ids;
export const selectFavouriteErrorKey = (s: Snap) => s.context.errorKey;
