import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Users from 'lucide-react/icons/users';
import X from 'lucide-react/icons/x';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { messageKeyOf } from '@/api/errors';
import { agentContract, type Downline } from '@/contracts/agent.contract';
import { AGENT_TYPES } from '@/config/constants';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { formatDateTime } from '@/ui/components/format';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Pagination } from '@/ui/components/Pagination';
import { ScrollTable } from '@/ui/components/records/ScrollTable';
import '@/ui/components/records/records.css';
import { Skeleton } from '@/ui/components/Skeleton';
import { useDialogs } from '@/ui/hooks/dialogs';
import { useAgentCentre } from '@/ui/hooks/useAgentCentre';
import { useMoneyLabel } from '@/ui/hooks/useMoneyLabel';
import { DownlineRebates } from './DownlineRebates';
import { DownlineTransfer } from './DownlineTransfer';

const PAGE_SIZE = 10;

const isAgentType = (type: number | null | undefined) =>
  type !== null && type !== undefined && (AGENT_TYPES as readonly number[]).includes(type);

type Panel = { kind: 'transfer' | 'rebates'; username: string };

/** The team list's search, page, open panel, downlines query and promotion (spec 02 §2). */
function useTeamFlow() {
  const { t } = useTranslation(['agent', 'errors', 'common']);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { params } = useAgentCentre();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // One downline's panel at a time, above the list: its transfer or its rebates. `ac.transfer` opens
  // a downline's transfer at once (the way back from setting the payment password on My account).
  const [panel, setPanel] = useState<Panel | null>(() =>
    params.transfer ? { kind: 'transfer', username: params.transfer } : null,
  );
  const team = useQuery({
    queryKey: queryKeys.agent.downlines(search, page),
    queryFn: ({ signal }) =>
      api.call(
        agentContract.downlines,
        { query: { pageNo: page, pageSize: PAGE_SIZE, ...(search ? { username: search } : {}) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  const clearSearch = () => {
    setTyped('');
    setSearch('');
    setPage(1);
  };
  const promote = async (row: Downline) => {
    const ok = await dialogs.confirm(t('team.promoteConfirm', { username: row.username }));
    if (!ok) return;
    try {
      await api.call(agentContract.promoteDownlineToAgent, { body: { username: row.username } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.agent.downlinesAll() });
      await dialogs.alert(t('team.promoted', { username: row.username }));
    } catch (error) {
      await dialogs.alert(
        t('team.promoteFailed', {
          username: row.username,
          reason: t(messageKeyOf(error), { defaultValue: t('errors:system') }),
        }),
      );
    }
  };
  return {
    typed,
    setTyped,
    search,
    submitSearch,
    clearSearch,
    page,
    setPage,
    panel,
    setPanel,
    team,
    promote,
  };
}

/** The username search over the downlines, with Clear once a search is applied. */
function TeamSearch({
  typed,
  setTyped,
  search,
  onSubmit,
  onClear,
}: {
  typed: string;
  setTyped(value: string): void;
  search: string;
  onSubmit(event: FormEvent): void;
  onClear(): void;
}) {
  const { t } = useTranslation('agent');
  const searchId = useId();
  return (
    <form className="agent-search" role="search" onSubmit={onSubmit}>
      <div className="field">
        <label className="field__label" htmlFor={searchId}>
          {t('team.searchLabel')}
        </label>
        <div className="field__control">
          <input
            id={searchId}
            type="search"
            className="field__input"
            value={typed}
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
      </div>
      <Button type="submit" size="small">
        {t('team.search')}
      </Button>
      {search && (
        <Button variant="ghost" size="small" onClick={onClear}>
          {t('team.clear')}
        </Button>
      )}
    </form>
  );
}

/** One downline's panel above the list: its transfer or its rebates, with a close button. */
function DownlinePanel({ panel, onClose }: { panel: Panel; onClose(): void }) {
  const { t } = useTranslation('agent');
  const panelTitle =
    panel.kind === 'rebates' ? t('rebates.title', { username: panel.username }) : t('transfer.title');
  return (
    <section className="agent-panel" aria-label={panelTitle}>
      <div className="agent-panel__head">
        <h3 className="agent-panel__title">{panelTitle}</h3>
        <Button variant="ghost" size="small" onClick={onClose}>
          <X className="icon" aria-hidden="true" />
          {t(panel.kind === 'transfer' ? 'transfer.close' : 'rebates.close')}
        </Button>
      </div>
      {panel.kind === 'transfer' ? (
        <DownlineTransfer key={panel.username} username={panel.username} />
      ) : (
        <DownlineRebates key={panel.username} username={panel.username} />
      )}
    </section>
  );
}

/** The downlines table: one row per downline with its transfer, rebates and (a member's) promotion. */
function TeamTable({
  rows,
  onPanel,
  onPromote,
}: {
  rows: readonly Downline[];
  onPanel(panel: Panel): void;
  onPromote(row: Downline): void;
}) {
  const { t } = useTranslation('agent');
  const money = useMoneyLabel();
  return (
    <ScrollTable caption={t('team.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('team.columns.username')}</th>
          <th scope="col">{t('team.columns.type')}</th>
          <th scope="col" className="records__num">
            {t('team.columns.balance')}
          </th>
          <th scope="col" className="records__num">
            {t('team.columns.rebate')}
          </th>
          <th scope="col">{t('team.columns.registered')}</th>
          <th scope="col">{t('team.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.username}>
            <th scope="row">{row.username}</th>
            <td>{t(isAgentType(row.type) ? 'team.types.agent' : 'team.types.member')}</td>
            <td className="records__num">{money(row.balance)}</td>
            <td className="records__num">{row.rebate ?? '—'}</td>
            <td>{formatDateTime(row.registerTime)}</td>
            <td>
              <ActionRow>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onPanel({ kind: 'transfer', username: row.username })}
                >
                  {t('team.transferTo', { username: row.username })}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => onPanel({ kind: 'rebates', username: row.username })}
                >
                  {t('team.rebatesOf', { username: row.username })}
                </Button>
                {!isAgentType(row.type) && (
                  <Button size="small" variant="ghost" onClick={() => onPromote(row)}>
                    {t('team.promote', { username: row.username })}
                  </Button>
                )}
              </ActionRow>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * Team management (downlineManagmentView, spec 02 §2): the agent's direct downlines, searched by
 * username and paged; per downline a transfer (DownlineTransfer), its rebate per product
 * (DownlineRebates) and, for a member, promotion to agent after a confirmation. The search keeps what
 * was typed when nothing matches.
 */
export default function TeamPage() {
  const { t } = useTranslation(['agent', 'errors', 'common']);
  const { open } = useAgentCentre();
  const flow = useTeamFlow();
  const { team, search, panel, page } = flow;

  const rows = team.data?.list ?? [];
  return (
    <div className="agent-page">
      <TeamSearch
        typed={flow.typed}
        setTyped={flow.setTyped}
        search={search}
        onSubmit={flow.submitSearch}
        onClear={flow.clearSearch}
      />

      {panel !== null && <DownlinePanel panel={panel} onClose={() => flow.setPanel(null)} />}

      {team.isPending ? (
        <div className="records__skeleton" aria-busy="true" aria-label={t('team.loading')}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} shape="block" height={44} />
          ))}
        </div>
      ) : team.isError ? (
        <LoadFailure
          title={t('team.failed')}
          error={team.error}
          onRetry={() => void team.refetch()}
          retrying={team.isFetching}
        />
      ) : rows.length === 0 && search ? (
        <EmptyState
          icon={Users}
          level={3}
          title={t('team.noMatch.title')}
          message={t('team.noMatch.message')}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Users}
          level={3}
          title={t('team.empty.title')}
          message={t('team.empty.message')}
          action={<Button onClick={() => open('registerCenter')}>{t('team.empty.action')}</Button>}
        />
      ) : (
        <>
          <TeamTable rows={rows} onPanel={flow.setPanel} onPromote={(row) => void flow.promote(row)} />
          <p className="records__count">{t('team.count', { count: team.data.totalCount ?? rows.length })}</p>
          <Pagination
            page={page}
            totalPages={team.data.totalPages ?? 1}
            onChange={flow.setPage}
            label={t('team.pages')}
          />
        </>
      )}
    </div>
  );
}
