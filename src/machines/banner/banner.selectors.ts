import type { SnapshotFrom } from 'xstate';
import type { bannerMachine } from './banner.machine';

type Snap = SnapshotFrom<typeof bannerMachine>;

/** The slide showing now. */
export const selectBannerIndex = (s: Snap) => s.context.index;
