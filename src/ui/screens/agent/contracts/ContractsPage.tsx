import { api } from '@/api/instance';
import { useActorRef, useSelector } from '@xstate/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import FileSignature from 'lucide-react/icons/file-signature';
import { queryKeys } from '@/api/query-keys';
import { AGENT_CONTRACT_PERIODS } from '@/config/constants';
import type { AgentContractItem, AgentContractKind, ContractAction } from '@/contracts/agent.contract';
import {
  createContractDecisionActors,
  processContract,
} from '@/machines/contractDecision/contractDecision.actors';
import {
  ACTIONS_BY_STATUS,
  contractDecisionMachine,
} from '@/machines/contractDecision/contractDecision.machine';
import {
  selectBusyContractId,
  selectContractDecisionFailure,
} from '@/machines/contractDecision/contractDecision.selectors';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { formatDateTime } from '@/ui/components/format';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { ScrollTable } from '@/ui/components/records/ScrollTable';
import '@/ui/components/records/records.css';
import { Skeleton } from '@/ui/components/Skeleton';
import { useDialogs } from '@/ui/hooks/dialogs';
import { useLatest } from '@/ui/hooks/useLatest';
import { useMoneyLabel } from '@/ui/hooks/useMoneyLabel';
import { useMoneyText } from '@/ui/hooks/useMoneyText';
import { NextSettlement } from './NextSettlement';
import { PayoutHistory } from './PayoutHistory';

/**
 * Dividend, daily, hourly and real-time salary (spec 02 §2, §4): the kind's contracts with their
 * downline, period, rate, minimum turnover and status; an offer can be accepted or rejected and an
 * accepted contract terminated, each confirmed and sent once (contractDecision machine). Real-time
 * salary shows the time to its next 5-minute settlement. Below: how a contract is offered or changed
 * (the wire has no call for it, ADR 040) and the kind's payout history.
 */
export function ContractsPage({ kind }: { kind: AgentContractKind }) {
  const { t } = useTranslation('agent');
  const money = useMoneyLabel();
  const text = useMoneyText();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const contracts = useQuery({
    queryKey: queryKeys.agent.contracts(kind),
    queryFn: ({ signal }) => processContract(api, kind, signal),
  });
  const ui = useLatest({ queryClient, dialogs, t });
  const logic = useMemo(
    () =>
      contractDecisionMachine.provide({
        actors: createContractDecisionActors({ api, kind }),
        actions: {
          decided: (_, decision) => {
            const { queryClient: client, dialogs: d, t: tr } = ui.get();
            void client.invalidateQueries({ queryKey: queryKeys.agent.contracts(kind) });
            // An answered contract may lower its request flag (the notice above the page).
            void client.invalidateQueries({ queryKey: queryKeys.wallet.consolidated() });
            const row = client
              .getQueryData<AgentContractItem[]>(queryKeys.agent.contracts(kind))
              ?.find((c) => String(c.contractId) === decision.contractId);
            void d.alert(tr(`contracts.done.${decision.action}`, { downline: row?.downline ?? '' }));
          },
        },
      }),
    [kind, ui],
  );
  const actor = useActorRef(logic);
  const busyId = useSelector(actor, selectBusyContractId);
  const failure = useSelector(actor, selectContractDecisionFailure);

  const periodName = (period: string | null | undefined) => {
    const known = AGENT_CONTRACT_PERIODS.find((p) => p === period);
    return known ? t(`contracts.periods.${known}`) : (period ?? '—');
  };
  const decide = async (row: AgentContractItem, action: ContractAction) => {
    const contractId = String(row.contractId);
    // While an answer is being sent nothing else is asked: one request at a time.
    if (!actor.getSnapshot().matches('idle')) return;
    actor.send({ type: 'contract.choose', contractId, status: row.status, action });
    if (!actor.getSnapshot().matches('confirming')) return;
    const ok = await dialogs.confirm(
      t(`contracts.confirm.${action}`, {
        downline: row.downline,
        period: periodName(row.period),
        rate: String(row.rate ?? ''),
      }),
      { danger: action !== 'ACCEPT' },
    );
    actor.send({ type: ok ? 'contract.confirm' : 'contract.cancel' });
  };

  return (
    <div className="agent-page">
      <p className="wallet-note">{t(`contracts.intro.${kind}`)}</p>
      {kind === 'realtime' && <NextSettlement />}
      {failure && (
        <p className="wallet-failure" role="alert" data-testid="contract-failure">
          {text.failure(failure)}
        </p>
      )}
      {contracts.isPending ? (
        <div className="records__skeleton" aria-busy="true" aria-label={t('contracts.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} shape="block" height={44} />
          ))}
        </div>
      ) : contracts.isError ? (
        <LoadFailure
          title={t('contracts.failed')}
          error={contracts.error}
          onRetry={() => void contracts.refetch()}
          retrying={contracts.isFetching}
        />
      ) : contracts.data.length === 0 ? (
        <EmptyState
          icon={FileSignature}
          level={3}
          title={t('contracts.empty.title')}
          message={t('contracts.empty.message')}
        />
      ) : (
        <ScrollTable caption={t('contracts.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('contracts.columns.downline')}</th>
              <th scope="col">{t('contracts.columns.period')}</th>
              <th scope="col" className="records__num">
                {t('contracts.columns.rate')}
              </th>
              <th scope="col" className="records__num">
                {t('contracts.columns.minTurnover')}
              </th>
              <th scope="col">{t('contracts.columns.status')}</th>
              <th scope="col">{t('contracts.columns.updated')}</th>
              <th scope="col">{t('contracts.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {contracts.data.map((row) => (
              <tr key={String(row.contractId)}>
                <th scope="row">{row.downline}</th>
                <td>{periodName(row.period)}</td>
                <td className="records__num">{t('contracts.rate', { rate: String(row.rate ?? '—') })}</td>
                <td className="records__num">{money(row.minTurnover)}</td>
                <td>
                  <span className={`records__status agent-status--${row.status}`}>
                    {t(`contracts.statuses.${row.status}`)}
                  </span>
                </td>
                <td>{formatDateTime(row.updateTime ?? row.createTime)}</td>
                <td>
                  <ActionRow>
                    {ACTIONS_BY_STATUS[row.status].map((action) => (
                      <Button
                        key={action}
                        size="small"
                        variant={action === 'ACCEPT' ? 'primary' : 'secondary'}
                        loading={busyId === String(row.contractId)}
                        aria-label={t(`contracts.actions.${action}`, { downline: row.downline })}
                        onClick={() => void decide(row, action)}
                      >
                        {t(`contracts.actionLabels.${action}`)}
                      </Button>
                    ))}
                  </ActionRow>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <section className="agent-offer" aria-labelledby={`offer-${kind}`}>
        <h3 id={`offer-${kind}`} className="agent-payouts__title">
          {t('contracts.offer.title')}
        </h3>
        <p className="wallet-note">{t('contracts.offer.message')}</p>
      </section>
      <PayoutHistory kind={kind} />
    </div>
  );
}
