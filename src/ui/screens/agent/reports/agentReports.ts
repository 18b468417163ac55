import { api } from '@/api/instance';
import { agentContract, type ReportRow } from '@/contracts/agent.contract';
import type { RecordsPage, RecordsPageRequest } from '@/machines/recordsQuery/recordsQuery.machine';
import { add, toDecimalOrZero, type DecimalString } from '@/money/money';

export const REPORT_PAGE_SIZE = 10;

export const REPORT_ROUTES = {
  pvpRng: agentContract.teamPVPRNGBetting,
  pvpFishing: agentContract.teamPVPFishingPNL,
  lotto: agentContract.downlineLottoPNL,
  income: agentContract.income,
  commission: agentContract.commission,
  transactions: agentContract.downlineTransaction,
} as const;

export type ReportSource = keyof typeof REPORT_ROUTES;

/** A report row with the report it came from (two reports can share a page). */
export type SourcedRow = ReportRow & { source: ReportSource };

/** One report asked for a page: a filter value (`key`), its report and the product it narrows to. */
export interface ReportPart {
  key: string;
  source: ReportSource;
  gameType?: string;
}

/**
 * One page of the agent's reports for the filters. The filter's product names one report of
 * `sources`; none (All) asks every one of them for the same page and lists their rows together, so
 * the page count is the longest report's and the count is their sum.
 */
export function fetchAgentReport(
  sources: readonly ReportSource[],
  request: RecordsPageRequest,
  signal: AbortSignal,
): Promise<RecordsPage<SourcedRow>> {
  return fetchReportParts(
    sources.map((source) => ({ key: source, source })),
    request,
    signal,
  );
}

/**
 * As `fetchAgentReport`, for parts that may narrow a report to a product: the filter's product names
 * one part; All asks the parts in `all` (by default every part).
 */
export async function fetchReportParts(
  parts: readonly ReportPart[],
  { filters, page }: RecordsPageRequest,
  signal: AbortSignal,
  all: readonly ReportPart[] = parts,
): Promise<RecordsPage<SourcedRow>> {
  const chosen = parts.find((p) => p.key === filters.product);
  const asked = chosen ? [chosen] : all;
  const answers = await Promise.all(
    asked.map(async ({ source, gameType }) => {
      const value = await api.call(
        REPORT_ROUTES[source],
        {
          query: {
            pageNo: page,
            pageSize: REPORT_PAGE_SIZE,
            startDate: filters.startDate,
            endDate: filters.endDate,
            ...(filters.username ? { username: filters.username } : {}),
            ...(gameType ? { gameType } : {}),
          },
        },
        { signal },
      );
      return { source, value };
    }),
  );
  const rows = answers.flatMap(({ source, value }) => value.list.map((row) => ({ ...row, source })));
  return {
    rows,
    page,
    totalPages: Math.max(1, ...answers.map(({ value }) => value.totalPages ?? 1)),
    totalCount: answers.reduce((n, { value }) => n + (value.totalCount ?? value.list.length), 0),
  };
}

/** The exact sum of a money column over the rows shown (decimal strings, never floats). */
export function totalOf(rows: readonly ReportRow[], pick: (row: ReportRow) => unknown): DecimalString {
  return rows.reduce<DecimalString>((sum, row) => {
    const value = pick(row);
    return typeof value === 'number' || typeof value === 'string' ? add(sum, toDecimalOrZero(value)) : sum;
  }, '0');
}

/** A stable key for a report row: its id where it has one, else what makes it unique in its report. */
export function rowKeyOf(row: SourcedRow): string {
  const id = row.id;
  if (typeof id === 'string' || typeof id === 'number') return `${row.source}:${id}`;
  return [row.source, row.date, row.username, String(row.productType ?? ''), String(row.type ?? '')].join(
    ':',
  );
}
