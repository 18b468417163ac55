import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import FileSearch from 'lucide-react/icons/file-search';
import { defaultFilters, presetRange } from '@/machines/recordsQuery/dateRange';
import {
  recordsQueryMachine,
  type DatePreset,
  type RecordsFilters,
  type RecordsPage,
  type RecordsPageRequest,
} from '@/machines/recordsQuery/recordsQuery.machine';
import {
  selectRecordsFailure,
  selectRecordsFilters,
  selectRecordsPageNumber,
  selectRecordsResult,
  selectRecordsStatus,
} from '@/machines/recordsQuery/recordsQuery.selectors';
import { TextField } from '@/ui/components/TextField';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import '@/ui/components/Failure.css';
import { Pagination } from '@/ui/components/Pagination';
import { ScrollTable } from './ScrollTable';
import { Skeleton } from '@/ui/components/Skeleton';
import { useLatest } from '@/ui/hooks/useLatest';
import './records.css';
import { LoadFailure } from '@/ui/components/LoadFailure';

const PRESETS: readonly Exclude<DatePreset, 'custom'>[] = ['today', 'yesterday', 'last7', 'last30'];

export interface RecordsColumn<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Money columns are right-aligned and summed in the totals row. */
  total?(rows: readonly Row[]): ReactNode;
  numeric?: boolean;
}

export interface RecordsReportProps<Row> {
  /** The table's name (its caption, read by screen readers). */
  caption: string;
  columns: readonly RecordsColumn<Row>[];
  /** Products (or record kinds) to narrow by; none hides the filter. */
  products?: readonly { value: string; label: string }[];
  productLabel?: string;
  /** The label of a username filter (the agent centre's reports narrow to one downline); none hides it. */
  usernameLabel?: string;
  rowKey(row: Row): string;
  fetchPage(request: RecordsPageRequest, signal: AbortSignal): Promise<RecordsPage<Row>>;
  /** First preset (default the last 7 days). */
  initialPreset?: Exclude<DatePreset, 'custom'>;
  /** A note under the table about the rows shown (an incomplete total, a product the report lacks). */
  note?(rows: readonly Row[]): ReactNode;
}

/** Narrows a report to one username: applied on Search (or Enter), cleared with an empty search. */
function UsernameFilter({
  label,
  value,
  onApply,
}: {
  label: string;
  value: string;
  onApply(username: string): void;
}) {
  const { t } = useTranslation('memberRecords');
  const [typed, setTyped] = useState(value);
  return (
    <form
      role="search"
      className="records__username"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(typed.trim());
      }}
    >
      <TextField label={label} value={typed} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
      <Button size="small" type="submit">
        {t('records.search')}
      </Button>
    </form>
  );
}

/** The records query machine of one report and its filter actions (a changed filter cancels the request under way). */
function useRecordsQuery<Row>(
  fetchPage: RecordsReportProps<Row>['fetchPage'],
  initialPreset: Exclude<DatePreset, 'custom'>,
) {
  const { t } = useTranslation('memberRecords');
  const fetcher = useLatest(fetchPage);
  const logic = useMemo(
    () =>
      recordsQueryMachine.provide({
        actors: {
          fetchRecords: fromPromise<RecordsPage<unknown>, RecordsPageRequest>(({ input, signal }) =>
            fetcher.get()(input, signal),
          ),
        },
      }),
    [fetcher],
  );
  const actor = useActorRef(logic, { input: { filters: defaultFilters(new Date(), initialPreset) } });
  const filters = useSelector(actor, selectRecordsFilters);
  const page = useSelector(actor, selectRecordsPageNumber);
  const tag = useSelector(actor, selectRecordsStatus);
  const result = useSelector(actor, selectRecordsResult) as RecordsPage<Row> | null;
  const failure = useSelector(actor, selectRecordsFailure);
  const [custom, setCustom] = useState({ startDate: filters.startDate, endDate: filters.endDate });
  const [rangeError, setRangeError] = useState<string | null>(null);

  const apply = (next: RecordsFilters) => actor.send({ type: 'records.filter', filters: next });
  const choosePreset = (preset: DatePreset) => {
    setRangeError(null);
    if (preset === 'custom') {
      apply({ ...filters, preset, ...custom });
      return;
    }
    apply({ ...filters, preset, ...presetRange(preset, new Date()) });
  };
  const applyCustom = () => {
    if (!custom.startDate || !custom.endDate || custom.startDate > custom.endDate) {
      setRangeError(t('records.range.invalid'));
      return;
    }
    setRangeError(null);
    apply({ ...filters, preset: 'custom', ...custom });
  };
  const retry = () => actor.send({ type: 'records.retry' });
  const goToPage = (next: number) => actor.send({ type: 'records.page', page: next });
  return {
    filters,
    page,
    tag,
    result,
    failure,
    custom,
    setCustom,
    rangeError,
    apply,
    choosePreset,
    applyCustom,
    retry,
    goToPage,
  };
}

type RecordsQuery = ReturnType<typeof useRecordsQuery>;

/** The custom date range: from, to, Apply, and the error of a range that ends before it starts. */
function CustomRange({ query }: { query: RecordsQuery }) {
  const { t } = useTranslation('memberRecords');
  const fromId = useId();
  const toId = useId();
  const { custom, setCustom } = query;
  return (
    <div className="records__custom">
      <div className="field">
        <label className="field__label" htmlFor={fromId}>
          {t('records.range.from')}
        </label>
        <div className="field__control">
          <input
            id={fromId}
            type="date"
            className="field__input"
            value={custom.startDate}
            onChange={(e) => setCustom((c) => ({ ...c, startDate: e.target.value }))}
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={toId}>
          {t('records.range.to')}
        </label>
        <div className="field__control">
          <input
            id={toId}
            type="date"
            className="field__input"
            value={custom.endDate}
            onChange={(e) => setCustom((c) => ({ ...c, endDate: e.target.value }))}
          />
        </div>
      </div>
      <Button size="small" onClick={query.applyCustom}>
        {t('records.range.apply')}
      </Button>
      {query.rangeError && (
        <p className="records__error" role="alert">
          {query.rangeError}
        </p>
      )}
    </div>
  );
}

/** A report's filters: date presets, the custom range, the product and username filters, the period shown. */
function RecordsFilterBar({
  query,
  products,
  productLabel,
  usernameLabel,
}: {
  query: RecordsQuery;
  products: RecordsReportProps<unknown>['products'];
  productLabel: string | undefined;
  usernameLabel: string | undefined;
}) {
  const { t } = useTranslation('memberRecords');
  const productId = useId();
  const { filters, apply } = query;
  return (
    <div className="records__filters">
      <div className="records__presets" role="radiogroup" aria-label={t('records.range.label')}>
        {[...PRESETS, 'custom' as const].map((preset) => (
          <button
            key={preset}
            type="button"
            role="radio"
            aria-checked={filters.preset === preset}
            className="records__preset"
            onClick={() => query.choosePreset(preset)}
          >
            {t(`records.range.${preset}`)}
          </button>
        ))}
      </div>
      {filters.preset === 'custom' && <CustomRange query={query} />}
      {products && products.length > 0 && (
        <div className="field records__product">
          <label className="field__label" htmlFor={productId}>
            {productLabel ?? t('records.product')}
          </label>
          <div className="field__control">
            <select
              id={productId}
              className="field__input"
              value={filters.product}
              onChange={(e) => apply({ ...filters, product: e.target.value })}
            >
              <option value="">{t('records.all')}</option>
              {products.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {usernameLabel && (
        <UsernameFilter
          label={usernameLabel}
          value={filters.username ?? ''}
          onApply={(username) => apply({ ...filters, username })}
        />
      )}
      <p className="records__period">
        {t('records.period', { from: filters.startDate, to: filters.endDate })}
      </p>
    </div>
  );
}

/** A report's table: a header row, one row per record, and the page's totals row when a column sums. */
function RecordsTable<Row>({
  caption,
  busy,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  busy: boolean;
  columns: readonly RecordsColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
}) {
  const { t } = useTranslation('memberRecords');
  return (
    <ScrollTable caption={caption} busy={busy}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={c.numeric ? 'records__num' : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.key} className={c.numeric ? 'records__num' : undefined}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {columns.some((c) => c.total) && (
        <tfoot>
          <tr>
            {columns.map((c, i) => (
              <td key={c.key} className={c.numeric ? 'records__num' : undefined}>
                {i === 0 ? t('records.pageTotal') : c.total ? c.total(rows) : ''}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </ScrollTable>
  );
}

/**
 * The one report layout of the member centre (betting records, account records, profit and loss,
 * bonus details): date presets and a custom range, an optional product filter, the table with a
 * totals row, pagination, and designed loading, empty and failed states. Driven by the records query
 * machine: a changed filter cancels the request under way.
 */
export function RecordsReport<Row>({
  caption,
  columns,
  products,
  productLabel,
  usernameLabel,
  rowKey,
  fetchPage,
  initialPreset = 'last7',
  note,
}: RecordsReportProps<Row>) {
  const { t } = useTranslation(['memberRecords', 'common']);
  const query = useRecordsQuery(fetchPage, initialPreset);
  const { filters, page, tag, result, failure } = query;

  const rows = result?.rows ?? [];
  return (
    <div className="records">
      <RecordsFilterBar
        query={query}
        products={products}
        productLabel={productLabel}
        usernameLabel={usernameLabel}
      />

      {tag === 'failed' ? (
        <LoadFailure title={t('records.failed')} error={failure} onRetry={query.retry} />
      ) : tag === 'empty' ? (
        <EmptyState
          icon={FileSearch}
          level={3}
          title={t('records.empty.title')}
          message={t('records.empty.message')}
          action={
            filters.preset !== 'last30' ? (
              <Button variant="secondary" onClick={() => query.choosePreset('last30')}>
                {t('records.empty.action')}
              </Button>
            ) : undefined
          }
        />
      ) : tag === 'loading' && rows.length === 0 ? (
        <div className="records__skeleton" aria-busy="true" aria-label={t('records.loading')}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} shape="block" height={36} />
          ))}
        </div>
      ) : (
        <>
          <RecordsTable
            caption={caption}
            busy={tag === 'loading'}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
          />
          {note?.(rows)}
          <p className="records__count">{t('records.count', { count: result?.totalCount ?? rows.length })}</p>
          <Pagination
            page={page}
            totalPages={result?.totalPages ?? 1}
            onChange={query.goToPage}
            label={t('records.pages')}
          />
        </>
      )}
    </div>
  );
}
