import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Users from 'lucide-react/icons/users';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { agentContract, type AgentOverview } from '@/contracts/agent.contract';
import { presetRange } from '@/machines/recordsQuery/dateRange';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { LoadFailure } from '@/ui/components/LoadFailure';
import '@/ui/components/records/records.css';
import { Skeleton } from '@/ui/components/Skeleton';
import { useAgentCentre } from '@/ui/hooks/useAgentCentre';
import { useMoneyLabel } from '@/ui/hooks/useMoneyLabel';
import { PeriodPicker, type Period } from './PeriodPicker';

const COUNTS = ['teamSize', 'directDownlines', 'newMembersToday', 'activeMembersToday'] as const;
const AMOUNTS = ['teamBalance', 'teamDeposit', 'teamWithdraw', 'teamBetAmount', 'myIncome'] as const;

/**
 * Overview (agentTeamOverview, the centre's default page, spec 02 §2): the team's size, new
 * registrations, deposits, withdrawals, valid bets and the agent's income for a period. An agent
 * without a team is shown the way to start one.
 */
export default function OverviewPage() {
  const { t } = useTranslation('agent');
  const money = useMoneyLabel();
  const { open } = useAgentCentre();
  const [period, setPeriod] = useState<Period>('today');
  const range = presetRange(period, new Date());
  const overview = useQuery({
    queryKey: queryKeys.agent.overview(range.startDate, range.endDate),
    queryFn: ({ signal }) => api.call(agentContract.overview, { query: range }, { signal }),
  });
  const figure = (data: AgentOverview, key: (typeof COUNTS)[number] | (typeof AMOUNTS)[number]) => {
    const value = data[key];
    if (value === null || value === undefined) return '—';
    return (AMOUNTS as readonly string[]).includes(key) ? money(value) : String(value);
  };
  return (
    <div className="agent-page">
      <PeriodPicker value={period} onChange={setPeriod} />
      {overview.isPending ? (
        <div className="agent-figures" aria-busy="true" aria-label={t('overview.loading')}>
          {[...COUNTS, ...AMOUNTS].map((key) => (
            <Skeleton key={key} shape="block" height={72} />
          ))}
        </div>
      ) : overview.isError ? (
        <LoadFailure
          title={t('overview.failed')}
          error={overview.error}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : overview.data.directDownlines === 0 ? (
        <EmptyState
          icon={Users}
          level={3}
          title={t('overview.noTeam.title')}
          message={t('overview.noTeam.message')}
          action={<Button onClick={() => open('registerCenter')}>{t('overview.noTeam.action')}</Button>}
        />
      ) : (
        <dl className="agent-figures" aria-label={t('overview.figuresLabel')}>
          {[...COUNTS, ...AMOUNTS].map((key) => (
            <div key={key} className="agent-figure">
              <dt>{t(`overview.figures.${key}`)}</dt>
              <dd>{figure(overview.data, key)}</dd>
            </div>
          ))}
        </dl>
      )}
      <nav className="agent-shortcuts" aria-label={t('overview.shortcuts')}>
        {(['downlineManagmentView', 'registerCenter', 'agentDownlineTransactionDetailsCopy'] as const).map(
          (page) => (
            <Button key={page} variant="secondary" size="small" onClick={() => open(page)}>
              {t(`menu.${page}`)}
            </Button>
          ),
        )}
      </nav>
    </div>
  );
}
