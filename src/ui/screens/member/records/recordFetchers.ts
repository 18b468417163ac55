import { api } from '@/api/instance';
import type { walletContract, RecordRow } from '@/contracts/wallet.contract';
import type { RecordsPage, RecordsPageRequest } from '@/machines/recordsQuery/recordsQuery.machine';
import { add, toDecimalOrZero, type DecimalString } from '@/money/money';

export const PAGE_SIZE = 10;

type ReportRoute = typeof walletContract.betHistory | typeof walletContract.transactionRecords;

/** One page of a legacy report for the filters (dates, product as `gameType`), as the records query wants it. */
export async function fetchReportPage(
  route: ReportRoute,
  { filters, page }: RecordsPageRequest,
  signal: AbortSignal,
  fixedType?: string,
): Promise<RecordsPage<RecordRow>> {
  const value = await api.call(
    route,
    {
      query: {
        pageNo: page,
        pageSize: PAGE_SIZE,
        startDate: filters.startDate,
        endDate: filters.endDate,
        ...(fixedType || filters.product ? { gameType: fixedType ?? filters.product } : {}),
      },
    },
    { signal },
  );
  return {
    rows: value.list,
    page: value.pageNo ?? page,
    totalPages: value.totalPages ?? 1,
    totalCount: value.totalCount ?? value.list.length,
  };
}

/** The exact sum of a money column over the rows shown (decimal strings, never floats). */
export function sumOf(
  rows: readonly RecordRow[],
  pick: (row: RecordRow) => string | number | null | undefined,
): DecimalString {
  return rows.reduce<DecimalString>((total, row) => add(total, toDecimalOrZero(pick(row))), '0');
}
