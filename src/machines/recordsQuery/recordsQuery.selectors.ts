import type { SnapshotFrom } from 'xstate';
import type { recordsQueryMachine } from './recordsQuery.machine';

type Snapshot = SnapshotFrom<typeof recordsQueryMachine>;

export type RecordsQueryStatus = 'failed' | 'empty' | 'ready' | 'loading';

export const selectRecordsFilters = (s: Snapshot) => s.context.filters;
export const selectRecordsPageNumber = (s: Snapshot) => s.context.page;
/** One of the machine's tags, as the report's four faces. */
export const selectRecordsStatus = (s: Snapshot): RecordsQueryStatus =>
  s.hasTag('failed') ? 'failed' : s.hasTag('empty') ? 'empty' : s.hasTag('ready') ? 'ready' : 'loading';
export const selectRecordsResult = (s: Snapshot) => s.context.result;
export const selectRecordsFailure = (s: Snapshot) => s.context.failure;
