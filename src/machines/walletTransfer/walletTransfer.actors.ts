import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiDeps } from '../shared/deps';
import { contract } from '@/contracts';
import { toDecimalOrZero } from '@/money/money';
import type { BalanceValue } from '@/contracts/wallet.contract';
import { findSubmittedRecord, recordCheckQuery } from '../shared/reconcile';
import {
  recallLanded,
  transferRecordKind,
  walletsMovedSince,
  type BalancesNow,
} from './walletTransfer.check';
import type { LostTransfer, TransferCheck, TransferRequest, Wallets } from './walletTransfer.machine';

/** The balance rows carry the wallet's name and lock where the backend gives them (passthrough). */
const rowExtras = z
  .object({ accountTypeName: z.string().nullish(), locked: z.boolean().nullish() })
  .passthrough();

const balancesOf = (value: BalanceValue): BalancesNow =>
  new Map((value.balance ?? []).map((row) => [String(row.accountTypeId), toDecimalOrZero(row.availBalance)]));

export function createWalletTransferActors({ api }: ApiDeps) {
  return {
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
    /**
     * A lost transfer's or recall's answer, read from the backend (ADR 033): a transfer is found by its
     * account record (its kind and amount since the submit) together with its wallets' balances having
     * moved; a recall, which leaves one record per wallet, by the balances alone.
     */
    checkTransfer: fromPromise<TransferCheck, LostTransfer>(async ({ input, signal }) => {
      const { request, submittedAt, wallets } = input;
      const balance = api.call(contract.wallet.balance, { query: {} }, { signal });
      if (request.kind === 'recallAll')
        return recallLanded(wallets, balancesOf(await balance))
          ? { found: true, result: null }
          : { found: false };
      const [records, now] = await Promise.all([
        api.call(
          contract.wallet.transactionRecords,
          {
            query: { ...recordCheckQuery(submittedAt), gameType: transferRecordKind(request.from) },
          },
          { signal },
        ),
        balance,
      ]);
      const row = findSubmittedRecord(records.list ?? [], { amount: request.amount, submittedAt });
      const moved = walletsMovedSince(wallets, balancesOf(now), [request.from, request.to]);
      return row && moved ? { found: true, result: null } : { found: false };
    }),
  };
}
