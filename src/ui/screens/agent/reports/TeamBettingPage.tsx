import { useTranslation } from 'react-i18next';
import { RecordsReport } from '@/ui/components/records/RecordsReport';
import { WinLoss } from '@/ui/components/records/WinLoss';
import { useMoneyLabel } from '@/ui/hooks/useMoneyLabel';
import { fetchReportParts, rowKeyOf, totalOf, type ReportPart, type SourcedRow } from './agentReports';

/**
 * The team reports the backend has (wire protocol §1.6 legacy agent API), one filter value per product:
 * slots and cards from the PVP/RNG betting report, fishing from the PVP/fishing report (its cards are
 * the betting report's already), the lottery from the downline lottery report.
 */
const PARTS = [
  { key: 'RNG', source: 'pvpRng', gameType: 'RNG' },
  { key: 'PVP', source: 'pvpRng', gameType: 'PVP' },
  { key: 'FISH', source: 'pvpFishing', gameType: 'FISH' },
  { key: 'LOTT', source: 'lotto' },
] as const satisfies readonly ReportPart[];
/** All: the betting report whole (slots and cards in one page), fishing and the lottery. */
const ALL: readonly ReportPart[] = [{ key: 'pvpRng', source: 'pvpRng' }, PARTS[2], PARTS[3]];

/** A product code as the reports name it: the betting products by name, the lottery's vendors as the lottery. */
function productKey(code: unknown): (typeof PARTS)[number]['key'] | null {
  if (code === 'RNG' || code === 'PVP' || code === 'FISH') return code;
  if (typeof code === 'string' && /LOTT|SEA/.test(code)) return 'LOTT';
  return null;
}

/**
 * Team betting (personalHistoryCopy in the agent centre, spec 02 §2): the team's bets per day and
 * player in every product a team report covers (slots, cards, fishing, lottery). Live casino, sports
 * and e-sports have no team report on the wire (ADR 040): the page says so and what the agent can do.
 */
export default function TeamBettingPage() {
  const { t } = useTranslation('agent');
  const money = useMoneyLabel();
  return (
    <>
      <p className="records__note" role="note">
        {t('reports.teamBettingMissing')}
      </p>
      <RecordsReport<SourcedRow>
        usernameLabel={t('reports.username')}
        caption={t('reports.captions.teamBetting')}
        products={PARTS.map((p) => ({ value: p.key, label: t(`reports.products.${p.key}`) }))}
        rowKey={rowKeyOf}
        fetchPage={(request, signal) => fetchReportParts(PARTS, request, signal, ALL)}
        columns={[
          { key: 'date', header: t('reports.columns.date'), cell: (row) => row.date ?? '—' },
          { key: 'username', header: t('reports.columns.username'), cell: (row) => row.username ?? '—' },
          {
            key: 'product',
            header: t('reports.columns.product'),
            cell: (row) => {
              const key = productKey(row.productType);
              return key ? t(`reports.products.${key}`) : String(row.productType ?? '—');
            },
          },
          {
            key: 'bets',
            header: t('reports.columns.bets'),
            numeric: true,
            cell: (row) => String(row.betCount ?? 0),
          },
          {
            key: 'betAmount',
            header: t('reports.columns.betAmount'),
            numeric: true,
            cell: (row) => money(row.betAmount),
            total: (rows) => money(totalOf(rows, (r) => r.betAmount)),
          },
          {
            key: 'validBetAmount',
            header: t('reports.columns.validBetAmount'),
            numeric: true,
            cell: (row) => money(row.validBetAmount),
            total: (rows) => money(totalOf(rows, (r) => r.validBetAmount)),
          },
          {
            key: 'winLoss',
            header: t('reports.columns.winLoss'),
            numeric: true,
            cell: (row) => <WinLoss value={row.winLoss} />,
            total: (rows) => <WinLoss value={totalOf(rows, (r) => r.winLoss)} />,
          },
        ]}
      />
    </>
  );
}
