import type { SnapshotFrom } from 'xstate';
import type { contractDecisionMachine } from './contractDecision.machine';

type Snapshot = SnapshotFrom<typeof contractDecisionMachine>;

/** The contract whose answer is on its way (its row's buttons wait), or null. */
export const selectBusyContractId = (s: Snapshot) =>
  s.hasTag('busy') ? (s.context.decision?.contractId ?? null) : null;
export const selectContractDecisionFailure = (s: Snapshot) => s.context.failure;
