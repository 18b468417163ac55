import type { SnapshotFrom } from 'xstate';
import type { walletTransferMachine } from './walletTransfer.machine';

type Snapshot = SnapshotFrom<typeof walletTransferMachine>;

/** What the screen draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectWalletTransferView = (s: Snapshot) => ({
  loading: s.hasTag('loading'),
  loadFailed: s.hasTag('loadFailed'),
  single: s.hasTag('single'),
  busy: s.hasTag('busy'),
  checking: s.hasTag('checking'),
  outcomeUnknown: s.hasTag('outcomeUnknown'),
  wallets: s.context.wallets,
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
});
