import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { recordsQueryMachine, type RecordsFilters } from '@/machines/recordsQuery/recordsQuery.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

const last7: RecordsFilters = {
  preset: 'last7',
  startDate: '2026-11-18',
  endDate: '2026-11-24',
  product: '',
};
/** One press of the Last 30 days preset (the product stays): a filter change a member makes in one step. */
const last30: RecordsFilters = {
  preset: 'last30',
  startDate: '2026-10-26',
  endDate: '2026-11-24',
  product: '',
};

export const recordsQueryPaths = definePathSuite({
  name: 'recordsQuery',
  machine: recordsQueryMachine.provide({ actors: { fetchRecords: never() } }),
  input: { filters: last7 },
  events: {
    'xstate.done.actor.fetchRecords': [
      { output: { rows: [{ id: 1 }], page: 1, totalPages: 3, totalCount: 25 } },
      { output: { rows: [], page: 1, totalPages: 1, totalCount: 0 } },
    ],
    'xstate.error.actor.fetchRecords': [{ error: new ApiError({ kind: 'network' }) }],
    'records.filter': [{ filters: last30 }],
    'records.page': [{ page: 2 }],
  },
  ignoreContext: ['failure', 'result', 'filters', 'page'],
});
