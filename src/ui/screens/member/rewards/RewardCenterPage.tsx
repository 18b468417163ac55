import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Gift from 'lucide-react/icons/gift';
import Ticket from 'lucide-react/icons/ticket';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { promotionsContract, type Ticket as TicketItem } from '@/contracts/promotions.contract';
import { EmptyState } from '@/ui/components/EmptyState';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Pagination } from '@/ui/components/Pagination';
import { Skeleton } from '@/ui/components/Skeleton';
import { Tabs } from '@/ui/components/Tabs';
import { formatDateTime } from '@/ui/components/format';
import { useDepositText as useMoneyText } from '../deposit/text';
import { useDialogs } from '@/ui/hooks/dialogs';
import { RewardList, useClaim, type RewardAction } from './RewardList';
import { WelcomeBonus } from './WelcomeBonus';
import './rewards.css';

type Section = 'toClaim' | 'tickets' | 'history';

/** What can be done with a ticket: claim it; spin while more than the final spin is left; cancel it unused. */
function ticketActions(ticket: TicketItem): RewardAction[] {
  if (ticket.status === 'CLAIMED' || ticket.status === 'CANCELLED') return [];
  const id = ticket.transactionId;
  const spins = ticket.spinsLeft;
  return [
    { kind: 'ticket', id, label: 'claim' },
    // The final spin is the claim (slot_machine_use_claim_for_final_spin); unknown counts offer Spin.
    ...(spins === null || spins === undefined || spins > 1
      ? [{ kind: 'ticketSpin' as const, id, label: 'spin' as const, attempt: String(spins ?? '') }]
      : []),
    { kind: 'ticketCancel', id, label: 'cancel' },
  ];
}

/** The reward center's three lists, each fetched while its tab is open (spec 01 §2 rewardCenter). */
function useRewardQueries(section: Section, historyPage: number) {
  const toClaim = useQuery({
    queryKey: queryKeys.promotions.toClaim(),
    queryFn: () => api.call(promotionsContract.claimPromotion, { query: { pageNo: 1, pageSize: 50 } }),
    enabled: section === 'toClaim',
  });
  const tickets = useQuery({
    queryKey: queryKeys.promotions.tickets(),
    queryFn: () => api.call(promotionsContract.claimTicketList, { query: { pageNo: 1, pageSize: 50 } }),
    enabled: section === 'tickets',
  });
  const history = useQuery({
    queryKey: queryKeys.promotions.claimHistory(historyPage),
    queryFn: () => api.call(promotionsContract.claimList, { query: { pageNo: historyPage, pageSize: 10 } }),
    enabled: section === 'history',
    placeholderData: keepPreviousData,
  });
  return { toClaim, tickets, history };
}

type RewardQueries = ReturnType<typeof useRewardQueries>;
type Claim = ReturnType<typeof useClaim>;

/** A list's loading skeleton or its failure with Retry; null once it has data. */
function PendingOrFailed({
  query,
  failedTitle,
  loadingLabel,
}: {
  query: RewardQueries[keyof RewardQueries];
  failedTitle: string;
  loadingLabel: string;
}): ReactNode {
  if (query.isPending)
    return (
      <div className="reward-list" aria-busy="true" aria-label={loadingLabel}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="block" height={56} />
        ))}
      </div>
    );
  if (query.isError)
    return <LoadFailure title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />;
  return null;
}

/** Whether a list is still loading or failed (then PendingOrFailed shows it). */
const unsettled = (query: RewardQueries[keyof RewardQueries]) => query.isPending || query.isError;

/** The rewards issued to the member, to claim. */
function ToClaimPanel({ query, claim }: { query: RewardQueries['toClaim']; claim: Claim }) {
  const { t } = useTranslation('memberRewards');
  const text = useMoneyText();
  if (unsettled(query))
    return (
      <PendingOrFailed query={query} failedTitle={t('rewards.failed')} loadingLabel={t('rewards.loading')} />
    );
  return (query.data?.list.length ?? 0) === 0 ? (
    <EmptyState icon={Gift} level={3} title={t('rewards.none.title')} message={t('rewards.none.message')} />
  ) : (
    <RewardList
      label={t('rewards.toClaimList')}
      claiming={claim.claim.claiming}
      onAction={claim.onAction}
      rows={(query.data?.list ?? []).map((r) => ({
        key: String(r.id),
        title: r.title ?? '—',
        detail: text.money(r.amount),
        actions: [{ kind: 'promotion', id: String(r.promotionId ?? r.id), label: 'claim' }],
      }))}
    />
  );
}

/** The member's tickets: claim, spin, or cancel after a confirmation. */
function TicketsPanel({ query, claim }: { query: RewardQueries['tickets']; claim: Claim }) {
  const { t } = useTranslation('memberRewards');
  const dialogs = useDialogs();
  const ticketDetail = (r: TicketItem): string => {
    if (r.status === 'CLAIMED') return t('rewards.ticketClaimed');
    if (r.status === 'CANCELLED') return t('rewards.ticketCancelled');
    const parts = [
      ...(r.expireTime ? [t('rewards.expires', { time: formatDateTime(r.expireTime) })] : []),
      ...(typeof r.spinsLeft === 'number' ? [t('rewards.spinsLeft', { count: r.spinsLeft })] : []),
    ];
    return parts.join(' · ');
  };
  if (unsettled(query))
    return (
      <PendingOrFailed query={query} failedTitle={t('rewards.failed')} loadingLabel={t('rewards.loading')} />
    );
  return (query.data?.list.length ?? 0) === 0 ? (
    <EmptyState
      icon={Ticket}
      level={3}
      title={t('rewards.noTickets.title')}
      message={t('rewards.noTickets.message')}
    />
  ) : (
    <RewardList
      label={t('rewards.ticketList')}
      claiming={claim.claim.claiming}
      onAction={(action) => {
        // Cancelling throws the ticket away: asked first, then one request.
        if (action.kind !== 'ticketCancel') return claim.onAction(action);
        void dialogs
          .confirm(t('rewards.cancelConfirm'), {
            danger: true,
            confirmLabel: t('rewards.cancelYes'),
            cancelLabel: t('rewards.cancelNo'),
          })
          .then((yes) => yes && claim.onAction(action));
      }}
      rows={(query.data?.list ?? []).map((r) => ({
        key: r.transactionId,
        title: r.title ?? r.transactionId,
        detail: ticketDetail(r),
        actions: ticketActions(r),
      }))}
    />
  );
}

/** The claim history, paged. */
function HistoryPanel({
  query,
  claim,
  page,
  onPage,
}: {
  query: RewardQueries['history'];
  claim: Claim;
  page: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation('memberRewards');
  const text = useMoneyText();
  if (unsettled(query))
    return (
      <PendingOrFailed query={query} failedTitle={t('rewards.failed')} loadingLabel={t('rewards.loading')} />
    );
  return (query.data?.list.length ?? 0) === 0 ? (
    <EmptyState
      icon={Gift}
      level={3}
      title={t('rewards.noHistory.title')}
      message={t('rewards.noHistory.message')}
    />
  ) : (
    <>
      <RewardList
        label={t('rewards.historyList')}
        claiming={null}
        onAction={claim.onAction}
        rows={(query.data?.list ?? []).map((r, i) => ({
          key: `${String(r.id)}-${i}`,
          title: r.title ?? '—',
          detail: `${text.money(r.amount)} · ${formatDateTime(r.createTime)}`,
        }))}
      />
      <Pagination
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onChange={onPage}
        label={t('rewards.historyPages')}
      />
    </>
  );
}

/**
 * Reward center (rewardCenter, spec 01 §2): rewards issued to the member to claim, tickets, and the claim
 * history. Claims go through the claim machine (one at a time, a double click claims once); a claim
 * refreshes the balance, the reward badge and the lists.
 */
export default function RewardCenterPage() {
  const { t } = useTranslation(['memberRewards', 'errors', 'common']);
  const text = useMoneyText();
  const [section, setSection] = useState<Section>('toClaim');
  const [historyPage, setHistoryPage] = useState(1);
  const claimFlow = useClaim();
  const { claim, dismiss } = claimFlow;
  const { toClaim, tickets, history } = useRewardQueries(section, historyPage);

  const panel =
    section === 'toClaim' ? (
      <ToClaimPanel query={toClaim} claim={claimFlow} />
    ) : section === 'tickets' ? (
      <TicketsPanel query={tickets} claim={claimFlow} />
    ) : (
      <HistoryPanel query={history} claim={claimFlow} page={historyPage} onPage={setHistoryPage} />
    );

  return (
    <div className="rewards-page">
      {claim.claimed && (
        <p className="rewards-done" role="status">
          {claim.claimed.kind === 'ticketSpin'
            ? t('rewards.spun', {
                reward: t(`rewards.spinRewards.${claim.outcome ?? 'NONE'}`, {
                  defaultValue: claim.outcome ?? '',
                }),
              })
            : claim.claimed.kind === 'ticketCancel'
              ? t('rewards.cancelled')
              : t('rewards.claimed')}
        </p>
      )}
      {claim.failure && (
        <p className="rewards-failure" role="alert" data-testid="rewards-failure">
          {text.failure(claim.failure)}
        </p>
      )}
      <WelcomeBonus />
      <Tabs<Section>
        label={t('rewards.tabs.label')}
        selected={section}
        onSelect={(next) => {
          dismiss();
          setSection(next);
        }}
        items={[
          { key: 'toClaim', label: t('rewards.tabs.toClaim') },
          { key: 'tickets', label: t('rewards.tabs.tickets') },
          { key: 'history', label: t('rewards.tabs.history') },
        ]}
      >
        {panel}
      </Tabs>
    </div>
  );
}
