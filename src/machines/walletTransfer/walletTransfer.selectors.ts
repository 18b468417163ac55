import type { SnapshotFrom } from 'xstate';
import { selectCheckedSubmit } from '../shared/checkedSubmit';
import { selectSetupLoad } from '../shared/setupLoad';
import type { walletTransferMachine } from './walletTransfer.machine';

type Snapshot = SnapshotFrom<typeof walletTransferMachine>;

/** What the screen draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectWalletTransferView = (s: Snapshot) => ({
  ...selectSetupLoad(s),
  ...selectCheckedSubmit(s),
  single: s.hasTag('single'),
  wallets: s.context.wallets,
  fieldErrors: s.context.fieldErrors,
});
