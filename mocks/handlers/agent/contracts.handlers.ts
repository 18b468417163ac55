import type { HttpHandler } from 'msw';
import { agentContract, type ContractAction } from '@/contracts/agent.contract';
import { db } from '../../db';
import { AGENT_ERRORS, type ContractKind } from '../../lib/agent';
import { now } from '../../lib/clock';
import { fail, implement, ok, type MemberRecord } from '../../lib/handler';
import { memberKeyOf } from '../../lib/members';
import type { Scenario, WhitelabelModId } from '../../scenarios';

type ContractRow = ReturnType<typeof db.agentContract.getAll>[number];

const CONTRACT_FLAG: Record<ContractKind, WhitelabelModId> = {
  dividend: 'SIGNCONDIV3',
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
};
const ACTION_STATUS: Record<ContractAction, 'Accept' | 'Reject' | 'Terminate'> = {
  ACCEPT: 'Accept',
  REJECT: 'Reject',
  TERMINATE: 'Terminate',
};

function toContract(row: ContractRow) {
  return {
    contractId: row.id,
    downline: row.downline,
    kind: row.kind,
    period: row.period,
    rate: row.rate,
    minTurnover: Number(row.minTurnover),
    activeMembers: row.activeMembers,
    status: row.status,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
  };
}

/**
 * Lists the agent's contracts of a kind (no action) or applies an action: Accept/Reject answer a
 * Pending contract, Terminate ends an accepted one. Without a contractId the newest Pending (or, for
 * Terminate, the newest accepted) contract is used.
 */
function processContract(
  member: MemberRecord,
  scenario: Scenario,
  kind: ContractKind,
  action: ContractAction | undefined,
  contractId: string | undefined,
) {
  if (!scenario.whitelabel[CONTRACT_FLAG[kind]]) return fail(...AGENT_ERRORS.featureOff);
  const agentKey = memberKeyOf(member);
  const list = () =>
    db.agentContract
      .findMany({ where: { agentKey: { equals: agentKey }, kind: { equals: kind } } })
      .sort((a, b) => b.createdAt - a.createdAt);
  if (!action) return ok({ list: list().map(toContract) });
  const from = action === 'TERMINATE' ? 'Accept' : 'Pending';
  const target = contractId ? list().find((c) => c.id === contractId) : list().find((c) => c.status === from);
  if (!target) return fail(...AGENT_ERRORS.contractNotFound);
  if (target.status !== from) return fail(...AGENT_ERRORS.contractState);
  const updated = db.agentContract.update({
    where: { id: { equals: target.id } },
    data: { status: ACTION_STATUS[action], updatedAt: now() },
  });
  return ok({ contract: updated ? toContract(updated) : null, list: list().map(toContract) });
}

/** The agent's contracts with its downlines (spec 02 §2, §4; ADR 040): dividend, daily, hourly and real-time salary. */
export const agentContractHandlers: HttpHandler[] = [
  implement(agentContract.processDividendReq, { agent: true }, ({ member, scenario, query }) =>
    processContract(member, scenario, 'dividend', query.action, query.contractId),
  ),

  implement(agentContract.processDailySalary, { agent: true }, ({ member, scenario, query }) =>
    processContract(member, scenario, 'daily', query.action, query.contractId),
  ),

  implement(agentContract.processContractHourSalary, { agent: true }, ({ member, scenario, body }) =>
    processContract(
      member,
      scenario,
      'hourly',
      body.action,
      body.contractId === undefined ? undefined : String(body.contractId),
    ),
  ),

  implement(agentContract.processRealTimeSalaryContract, { agent: true }, ({ member, scenario, body }) =>
    processContract(
      member,
      scenario,
      'realtime',
      body.action,
      body.contractId === undefined ? undefined : String(body.contractId),
    ),
  ),
];
