import { fromPromise } from 'xstate';
import { z } from 'zod';
import { api } from '@/api/instance';
import { contract } from '@/contracts';
import { toDecimalOrZero } from '@/money/money';
import type { TransferRequest, Wallets } from './walletTransfer.machine';

/** The balance rows carry the wallet's name and lock where the backend gives them (passthrough). */
const rowExtras = z
  .object({ accountTypeName: z.string().nullish(), locked: z.boolean().nullish() })
  .passthrough();

export const walletTransferActors = {
  loadWallets: fromPromise<Wallets>(async ({ signal }) => {
    const [balance, merchant] = await Promise.all([
      api.call(contract.wallet.balance, { query: {} }, { signal }),
      api.call(contract.wallet.merchantWallet, {}, { signal }),
    ]);
    const single = merchant.isSingle === true || merchant.isSingle === 1 || merchant.isSingle === '1';
    return {
      single,
      wallets: (balance.balance ?? []).map((row) => {
        const extras = rowExtras.safeParse(row);
        return {
          id: String(row.accountTypeId),
          name: (extras.success ? extras.data.accountTypeName : null) ?? String(row.accountTypeId),
          balance: toDecimalOrZero(row.availBalance),
          locked: extras.success ? extras.data.locked === true : false,
        };
      }),
    };
  }),
  moveMoney: fromPromise<void, TransferRequest>(async ({ input, signal }) => {
    const body =
      input.kind === 'recallAll'
        ? { recallAll: true }
        : { amount: input.amount, fromAccountTypeId: input.from, toAccountTypeId: input.to };
    await api.call(contract.wallet.transfer, { body }, { signal });
  }),
};
