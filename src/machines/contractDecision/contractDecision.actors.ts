import { fromPromise } from 'xstate';
import type { ApiClient } from '@/api/types';
import type { ApiDeps } from '../shared/deps';
import {
  agentContract,
  agentContractList,
  type AgentContractItem,
  type AgentContractKind,
  type ContractAction,
} from '@/contracts/agent.contract';
import type { ContractDecision } from './contractDecision.machine';

/**
 * The processing call of each kind (wire protocol §1.6, reading A): dividend and daily salary answer
 * by GET with the action in the query, hourly and real-time salary by POST with it in the body.
 * Without an action the call lists the kind's contracts.
 */
export async function processContract(
  api: ApiClient,
  kind: AgentContractKind,
  signal: AbortSignal,
  decision?: { contractId: string; action: ContractAction },
): Promise<AgentContractItem[]> {
  const query = decision ? { contractId: decision.contractId, action: decision.action } : {};
  const value =
    kind === 'dividend'
      ? await api.call(agentContract.processDividendReq, { query }, { signal })
      : kind === 'daily'
        ? await api.call(agentContract.processDailySalary, { query }, { signal })
        : kind === 'hourly'
          ? await api.call(agentContract.processContractHourSalary, { body: decision ?? {} }, { signal })
          : await api.call(agentContract.processRealTimeSalaryContract, { body: decision ?? {} }, { signal });
  return agentContractList.parse(value).list;
}

export const createContractDecisionActors = ({ api, kind }: ApiDeps & { kind: AgentContractKind }) => ({
  sendDecision: fromPromise<void, ContractDecision>(async ({ input, signal }) => {
    await processContract(api, kind, signal, { contractId: input.contractId, action: input.action });
  }),
});
