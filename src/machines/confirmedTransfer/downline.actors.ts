import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import { agentContract } from '@/contracts/agent.contract';
import { walletContract } from '@/contracts/wallet.contract';
import { toDecimalOrZero } from '@/money/money';
import type { PersonTransfer, TransferSetup } from './confirmedTransfer.machine';

const MAIN_WALLET = '2';

/**
 * Transfer to a downline (agent centre, issue 11): allowed by the agent's transferEnabled answer,
 * from the main wallet, to a downline the agent names; the call is encrypted (wire protocol §1.6).
 */
export const downlineTransferActors = {
  loadTransferSetup: fromPromise<TransferSetup>(async ({ signal }) => {
    const [enabled, balance] = await Promise.all([
      api.call(agentContract.transferEnabled, {}, { signal }),
      api.call(walletContract.balance, { query: {} }, { signal }),
    ]);
    const main = balance.balance?.find((row) => String(row.accountTypeId) === MAIN_WALLET);
    return {
      allowed: enabled === true,
      available: toDecimalOrZero(main?.availBalance ?? balance.sumBalance),
      recipientRequired: true,
    };
  }),
  sendMoney: fromPromise<void, PersonTransfer>(async ({ input, signal }) => {
    await api.call(
      agentContract.transferDownline,
      { body: { downlineUsername: input.to ?? '', amount: input.amount } },
      { signal },
    );
  }),
};
