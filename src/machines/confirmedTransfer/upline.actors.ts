import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import { memberContract } from '@/contracts/member.contract';
import { walletContract } from '@/contracts/wallet.contract';
import { toDecimalOrZero } from '@/money/money';
import type { PersonTransfer, TransferSetup } from './confirmedTransfer.machine';

const MAIN_WALLET = '2';

/** Transfer to upline (spec 01 §2 transferUpline): allowed by the member's toUpline flag, from the main wallet. */
export const uplineTransferActors = {
  loadTransferSetup: fromPromise<TransferSetup>(async ({ signal }) => {
    const [info, balance] = await Promise.all([
      api.call(memberContract.info, {}, { signal }),
      api.call(walletContract.balance, { query: {} }, { signal }),
    ]);
    const main = balance.balance?.find((row) => String(row.accountTypeId) === MAIN_WALLET);
    return {
      allowed: info.toUpline === true,
      available: toDecimalOrZero(main?.availBalance ?? balance.sumBalance),
    };
  }),
  sendMoney: fromPromise<void, PersonTransfer>(async ({ input, signal }) => {
    await api.call(walletContract.transfer, { body: { amount: input.amount, toUpline: true } }, { signal });
  }),
};
