import { useTranslation } from 'react-i18next';
import { api } from '@/api/instance';
import { walletContract } from '@/contracts/wallet.contract';
import type { RecordsPage, RecordsPageRequest } from '@/machines/recordsQuery/recordsQuery.machine';
import { add, toDecimalOrZero, type DecimalString } from '@/money/money';
import { useDepositText as useMoneyText } from '../deposit/text';
import { BET_PRODUCTS } from './BettingRecordsPage';
import { RecordsReport } from '@/ui/components/records/RecordsReport';
import { WinLoss } from '@/ui/components/records/WinLoss';

/** The report's largest page (the contract caps pageSize at 200) and how many pages a summary reads at most. */
const SUMMARY_PAGE_SIZE = 200;
const SUMMARY_MAX_PAGES = 10;

interface ProductLine {
  product: string;
  bets: number;
  stake: DecimalString;
  winLoss: DecimalString;
}

/** The period's bets summed per product, exactly (the lines are the report's one page). */
async function fetchProfitLoss(
  { filters }: RecordsPageRequest,
  signal: AbortSignal,
): Promise<RecordsPage<ProductLine>> {
  const bets = [];
  for (let pageNo = 1; pageNo <= SUMMARY_MAX_PAGES; pageNo += 1) {
    const value = await api.call(
      walletContract.betHistory,
      {
        query: {
          pageNo,
          pageSize: SUMMARY_PAGE_SIZE,
          startDate: filters.startDate,
          endDate: filters.endDate,
          ...(filters.product ? { gameType: filters.product } : {}),
        },
      },
      { signal },
    );
    bets.push(...value.list);
    if (pageNo >= (value.totalPages ?? 1)) break;
  }
  const lines = new Map<string, ProductLine>();
  for (const row of bets) {
    const product = typeof row.gameType === 'string' ? row.gameType : 'OTHER';
    const line = lines.get(product) ?? { product, bets: 0, stake: '0', winLoss: '0' };
    lines.set(product, {
      product,
      bets: line.bets + 1,
      stake: add(line.stake, toDecimalOrZero(row.betAmount)),
      winLoss: add(line.winLoss, toDecimalOrZero(row.winLoss)),
    });
  }
  const rows = [...lines.values()].sort((a, b) => a.product.localeCompare(b.product));
  return { rows, page: 1, totalPages: 1, totalCount: rows.length };
}

const total = (rows: readonly ProductLine[], pick: (line: ProductLine) => DecimalString) =>
  rows.reduce<DecimalString>((sum, line) => add(sum, pick(line)), '0');

/** Profit and loss (personalProfit, spec 01 §2): stake and win/loss per product for the period, with totals. */
export default function ProfitLossPage() {
  const { t } = useTranslation('memberRecords');
  const text = useMoneyText();
  const productName = (p: string) => {
    const known = BET_PRODUCTS.find((k) => k === p);
    return known ? t(`products.${known}`) : p;
  };
  return (
    <RecordsReport<ProductLine>
      caption={t('captions.profit')}
      products={BET_PRODUCTS.map((p) => ({ value: p, label: t(`products.${p}`) }))}
      rowKey={(line) => line.product}
      fetchPage={fetchProfitLoss}
      columns={[
        { key: 'product', header: t('columns.product'), cell: (line) => productName(line.product) },
        {
          key: 'bets',
          header: t('columns.bets'),
          numeric: true,
          cell: (line) => String(line.bets),
          total: (rows) => String(rows.reduce((n, line) => n + line.bets, 0)),
        },
        {
          key: 'stake',
          header: t('columns.bet'),
          numeric: true,
          cell: (line) => text.money(line.stake),
          total: (rows) => text.money(total(rows, (l) => l.stake)),
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
