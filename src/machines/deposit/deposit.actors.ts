import { fromPromise } from 'xstate';
import { z } from 'zod';
import { api } from '@/api/instance';
import { contract } from '@/contracts';
import { toDecimal } from '@/money/money';
import type { DepositRequest, DepositSetup } from './deposit.machine';

/** depositInfo is not mapped (wire protocol §1.3); its limits are read when present. */
const depositInfo = z
  .object({
    minimumAmount: z.union([z.number(), z.string()]).nullish(),
    maximumAmount: z.union([z.number(), z.string()]).nullish(),
  })
  .passthrough();

export const depositActors = {
  loadDepositSetup: fromPromise<DepositSetup>(async ({ signal }) => {
    const settings = await api.call(contract.wallet.depositSettings, {}, { signal });
    const info = depositInfo.safeParse(settings.depositInfo);
    return {
      allowed: settings.allowDeposit === 'Y',
      minimum: info.success ? toDecimal(info.data.minimumAmount) : null,
      maximum: info.success ? toDecimal(info.data.maximumAmount) : null,
    };
  }),
  submitDeposit: fromPromise<{ transactionId: string | null }, DepositRequest>(async ({ input, signal }) => {
    const value = await api.call(
      contract.wallet.deposit,
      { params: { channel: input.channel }, body: { amount: input.amount } },
      { signal },
    );
    return {
      transactionId:
        value.transactionId === null || value.transactionId === undefined
          ? null
          : String(value.transactionId),
    };
  }),
};
