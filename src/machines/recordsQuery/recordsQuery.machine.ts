import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure';

/** Spec 01 §2 report pages: today, yesterday, the last 7 and 30 days, or a range the member picks. */
export type DatePreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'custom';

export interface RecordsFilters {
  preset: DatePreset;
  /** yyyy-MM-dd, inclusive; computed from the preset except for `custom`. */
  startDate: string;
  endDate: string;
  /** A product (game type) the report is narrowed to; empty for all. */
  product: string;
  /** One member the report is narrowed to (the agent centre's reports); absent or empty for all. */
  username?: string;
}

export interface RecordsPageRequest {
  filters: RecordsFilters;
  page: number;
}

export interface RecordsPage<Row> {
  rows: Row[];
  page: number;
  totalPages: number;
  totalCount: number;
}

export interface RecordsQueryContext {
  filters: RecordsFilters;
  page: number;
  result: RecordsPage<unknown> | null;
  failure: Failure | null;
}

export type RecordsQueryEvent =
  /** New filters: back to page 1, and the request under way for the old ones is cancelled. */
  | { type: 'records.filter'; filters: RecordsFilters }
  | { type: 'records.page'; page: number }
  | { type: 'records.retry' };

export type RecordsQueryTag = 'loading' | 'ready' | 'empty' | 'failed';

export interface RecordsQueryInput {
  filters: RecordsFilters;
}

/**
 * One records query for every report page (spec 01 §2 member centre; the agent centre's reports reuse it):
 * filters (date preset or range, product), pagination and the page's rows. A changed filter or page
 * re-enters `loading`, which stops the invoked fetch of the old request (its signal aborts), so a
 * late answer for old filters can never replace the new ones. Every wait ends: the answer, a failure
 * (the API client's own timeout included) with a retry.
 */
export const recordsQueryMachine = setup({
  types: {
    context: {} as RecordsQueryContext,
    events: {} as RecordsQueryEvent,
    tags: {} as RecordsQueryTag,
    input: {} as RecordsQueryInput,
  },
  actors: {
    fetchRecords: fromPromise<RecordsPage<unknown>, RecordsPageRequest>(async () => {
      throw new Error('fetchRecords not provided');
    }),
  },
  actions: {
    keepFilters: assign(({ event }) => {
      assertEvent(event, 'records.filter');
      return { filters: event.filters, page: 1, failure: null };
    }),
    keepPage: assign(({ event }) => {
      assertEvent(event, 'records.page');
      return { page: Math.max(1, Math.floor(event.page)), failure: null };
    }),
    keepResult: assign((_, params: { result: RecordsPage<unknown> }) => ({
      result: params.result,
      failure: null,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasNoRows: (_, params: { result: RecordsPage<unknown> }) => params.result.rows.length === 0,
  },
}).createMachine({
  id: 'recordsQuery',
  context: ({ input }) => ({ filters: input.filters, page: 1, result: null, failure: null }),
  initial: 'loading',
  on: {
    'records.filter': { target: '.loading', reenter: true, actions: 'keepFilters' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchRecords',
        src: 'fetchRecords',
        input: ({ context }) => ({ filters: context.filters, page: context.page }),
        onDone: [
          {
            guard: { type: 'hasNoRows', params: ({ event }) => ({ result: event.output }) },
            target: 'empty',
            actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'ready',
            actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        // Paging while a page loads: the newer page wins, the older request is stopped.
        'records.page': { target: 'loading', reenter: true, actions: 'keepPage' },
      },
    },
    ready: {
      tags: ['ready'],
      on: { 'records.page': { target: 'loading', actions: 'keepPage' } },
    },
    empty: { tags: ['empty'] },
    failed: {
      tags: ['failed'],
      on: { 'records.retry': { target: 'loading', actions: 'clearFailure' } },
    },
  },
});
