import { useTranslation } from 'react-i18next';
import { api } from '@/api/instance';
import { walletContract, type BetReportValue } from '@/contracts/wallet.contract';
import type { RecordsPage, RecordsPageRequest } from '@/machines/recordsQuery/recordsQuery.machine';
import { add, toDecimalOrZero, type DecimalString } from '@/money/money';
import { useDepositText as useMoneyText } from '../deposit/text';
import { BET_PRODUCTS } from './BettingRecordsPage';
import { RecordsReport } from '@/ui/components/records/RecordsReport';
import { WinLoss } from '@/ui/components/records/WinLoss';

/** Every product a member bets in: the betting records' products and the lottery's two. */
export const PROFIT_PRODUCTS = [...BET_PRODUCTS, 'LOTT', 'ELOTT'] as const;
type ProfitProduct = (typeof PROFIT_PRODUCTS)[number];

/**
 * The backend's report for each product (wire protocol §1.3 legacy reports): the lottery's and the
 * PVP/fishing profit and loss where they exist, the betting record narrowed to the product otherwise.
 */
export function reportOf(product: ProfitProduct) {
  if (product === 'LOTT' || product === 'ELOTT') return walletContract.lottoPnl;
  if (product === 'PVP' || product === 'FISH') return walletContract.pvpFishingPnl;
  return walletContract.betHistory;
}

/** The largest page the contract allows: a report without totals is summed over at most this many bets. */
const FALLBACK_PAGE_SIZE = 200;

/** The one line shown when the backend ignored the product filter: the whole report, once. */
export const ALL_PRODUCTS = 'ALL';

export interface ProductLine {
  /** A product of PROFIT_PRODUCTS, or ALL_PRODUCTS. */
  product: string;
  bets: number;
  stake: DecimalString;
  winLoss: DecimalString;
  /** False when the report gave no totals and had more bets than one page: the figures are a floor. */
  complete: boolean;
  /** The backend answered its whole report whatever product was asked: no breakdown per product. */
  unfiltered?: boolean;
}

interface Answer {
  product: ProfitProduct;
  value: BetReportValue;
}

/**
 * One product's totals for the period from its report's `summary` (ADR 040). A backend that answers
 * no summary is summed over the first page's bets, and the line says whether that was all of them.
 */
async function productAnswer(
  product: ProfitProduct,
  filters: RecordsPageRequest['filters'],
  signal: AbortSignal,
): Promise<Answer> {
  const value = await api.call(
    reportOf(product),
    {
      query: {
        pageNo: 1,
        pageSize: FALLBACK_PAGE_SIZE,
        startDate: filters.startDate,
        endDate: filters.endDate,
        gameType: product,
      },
    },
    { signal },
  );
  return { product, value };
}

function lineOf({ product, value }: Answer): ProductLine {
  const summary = value.summary;
  if (summary && summary.betAmount != null && summary.winLoss != null) {
    return {
      product,
      bets: summary.betCount ?? value.totalCount ?? value.list.length,
      stake: toDecimalOrZero(summary.betAmount),
      winLoss: toDecimalOrZero(summary.winLoss),
      complete: true,
    };
  }
  return {
    product,
    bets: value.list.length,
    stake: value.list.reduce<DecimalString>((s, row) => add(s, toDecimalOrZero(row.betAmount)), '0'),
    winLoss: value.list.reduce<DecimalString>((s, row) => add(s, toDecimalOrZero(row.winLoss)), '0'),
    complete: (value.totalPages ?? 1) <= 1 && (value.totalCount ?? value.list.length) <= value.list.length,
  };
}

/** The product a row names (`gameType`, or `productType` as some reports call it), when it names one. */
function rowProduct(row: BetReportValue['list'][number]): string | null {
  for (const field of ['gameType', 'productType'] as const) {
    const named: unknown = row[field];
    if (typeof named === 'string' && PROFIT_PRODUCTS.some((p) => p === named)) return named;
  }
  return null;
}

const sameAnswer = (a: BetReportValue, b: BetReportValue) =>
  JSON.stringify([a.summary ?? null, a.totalCount ?? null, a.list]) ===
  JSON.stringify([b.summary ?? null, b.totalCount ?? null, b.list]);

/**
 * Whether a backend ignored the product filter (`gameType`, a designed request field: wire §1.3 lists
 * the legacy reports without their fields). Either a product's rows carry another product, or two
 * products of one report got the same non-empty answer. Summing such answers would count the whole
 * report once per product line.
 */
export function isUnfiltered(answers: readonly Answer[]): boolean {
  if (
    answers.some(({ product, value }) => value.list.some((row) => (rowProduct(row) ?? product) !== product))
  )
    return true;
  return answers.some((a, i) =>
    answers.some(
      (b, j) =>
        j > i &&
        reportOf(a.product) === reportOf(b.product) &&
        a.value.list.length > 0 &&
        sameAnswer(a.value, b.value),
    ),
  );
}

/**
 * The period's profit and loss per product, one line each, from the backend's reports (never summed
 * bets). Where the backend ignored the product filter, the one general report's total is shown once
 * (spec 01 §2 personalProfit: a total, never a multiple of it), marked as having no breakdown.
 */
export async function fetchProfitLoss(
  { filters }: RecordsPageRequest,
  signal: AbortSignal,
): Promise<RecordsPage<ProductLine>> {
  const asked = PROFIT_PRODUCTS.filter((p) => !filters.product || p === filters.product);
  const answers = await Promise.all(asked.map((product) => productAnswer(product, filters, signal)));
  if (isUnfiltered(answers)) {
    // The betting record is the report of every product; the others repeat part of it, unfiltered.
    const whole = answers.find((a) => reportOf(a.product) === walletContract.betHistory) ?? answers[0];
    const line = whole ? lineOf(whole) : null;
    const rows = line && line.bets > 0 ? [{ ...line, product: ALL_PRODUCTS, unfiltered: true }] : [];
    return { rows, page: 1, totalPages: 1, totalCount: rows.length };
  }
  const rows = answers.map(lineOf).filter((line) => line.bets > 0);
  return { rows, page: 1, totalPages: 1, totalCount: rows.length };
}

const total = (rows: readonly ProductLine[], pick: (line: ProductLine) => DecimalString) =>
  rows.reduce<DecimalString>((sum, line) => add(sum, pick(line)), '0');

/**
 * Profit and loss (personalProfit, spec 01 §2): stake and win/loss per product for the period, with
 * totals. A product whose report could not give its whole total is marked, and the page says so.
 */
export default function ProfitLossPage() {
  const { t } = useTranslation('memberRecords');
  const text = useMoneyText();
  const floor = (complete: boolean, shown: string) =>
    complete ? shown : t('profit.atLeast', { value: shown });
  return (
    <RecordsReport<ProductLine>
      caption={t('captions.profit')}
      products={PROFIT_PRODUCTS.map((p) => ({ value: p, label: t(`products.${p}`) }))}
      rowKey={(line) => line.product}
      fetchPage={fetchProfitLoss}
      note={(rows) =>
        rows.some((line) => line.unfiltered) ? (
          <p className="records__note" role="note">
            {t('profit.unfiltered')}
            {rows.some((line) => !line.complete) ? ` ${t('profit.incomplete')}` : ''}
          </p>
        ) : rows.some((line) => !line.complete) ? (
          <p className="records__note" role="note">
            {t('profit.incomplete')}
          </p>
        ) : null
      }
      columns={[
        {
          key: 'product',
          header: t('columns.product'),
          cell: (line) => {
            if (line.product === ALL_PRODUCTS) return t('profit.allProducts');
            const known = PROFIT_PRODUCTS.find((k) => k === line.product);
            return known ? t(`products.${known}`) : line.product;
          },
        },
        {
          key: 'bets',
          header: t('columns.bets'),
          numeric: true,
          cell: (line) => floor(line.complete, String(line.bets)),
          total: (rows) =>
            floor(
              rows.every((l) => l.complete),
              String(rows.reduce((n, line) => n + line.bets, 0)),
            ),
        },
        {
          key: 'stake',
          header: t('columns.bet'),
          numeric: true,
          cell: (line) => floor(line.complete, text.money(line.stake)),
          total: (rows) =>
            floor(
              rows.every((l) => l.complete),
              text.money(total(rows, (l) => l.stake)),
            ),
        },
        {
          key: 'winLoss',
          header: t('columns.winLoss'),
          numeric: true,
          cell: (line) => <WinLoss value={line.winLoss} />,
          total: (rows) => <WinLoss value={total(rows, (l) => l.winLoss)} />,
        },
      ]}
    />
  );
}
