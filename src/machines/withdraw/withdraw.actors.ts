import { fromPromise } from 'xstate';
import type { ApiDeps } from '../shared/deps';
import { contract } from '@/contracts';
import { withdrawAnswer } from '@/contracts/wallet.contract';
import {
  findSubmittedRecord,
  type CheckOutcome,
  type LostSubmit,
  recordCheckQuery,
  recordIdOf,
} from '../shared/reconcile';
import type { WithdrawRequest, WithdrawResult, WithdrawSetup } from './withdraw.machine';
import { mainWalletAvailable } from '../shared/mainWallet';

export function createWithdrawActors({ api }: ApiDeps) {
  return {
    loadWithdrawSetup: fromPromise<WithdrawSetup>(async ({ signal }) => {
      const [settings, balance, cards, hasPassword] = await Promise.all([
        api.call(contract.wallet.withdrawSettings, { query: {} }, { signal }),
        api.call(contract.wallet.balance, { query: {} }, { signal }),
        api.call(contract.member.bankCards, {}, { signal }),
        api.call(contract.member.hasWithdrawalPassword, {}, { signal }),
      ]);
      return {
        minimum: settings.minimumAmount,
        maximum: settings.maximumAmount,
        available: mainWalletAvailable(balance),
        hasBankCard: cards.length > 0,
        hasWithdrawalPassword: hasPassword,
      };
    }),
    submitWithdrawal: fromPromise<WithdrawResult, WithdrawRequest>(async ({ input, signal }) => {
      const value = await api.call(
        contract.wallet.withdraw,
        { body: { amount: input.amount, paymentPassword: input.paymentPassword } },
        { signal },
      );
      const parsed = withdrawAnswer.safeParse(value);
      const id = parsed.success ? parsed.data.transactionId : null;
      return { transactionId: id === null || id === undefined ? null : String(id) };
    }),
    /**
     * A lost withdrawal's answer, read from the backend's withdrawal records (ADR 033): one of this
     * amount since the submit is the one sent. The balances refresh through `finish` once found.
     */
    checkWithdrawal: fromPromise<CheckOutcome<WithdrawResult>, LostSubmit<WithdrawRequest>>(
      async ({ input, signal }) => {
        const records = await api.call(
          contract.wallet.withdrawRecords,
          { query: recordCheckQuery(input.submittedAt) },
          { signal },
        );
        const row = findSubmittedRecord(records.list ?? [], {
          amount: input.request.amount,
          submittedAt: input.submittedAt,
        });
        if (!row) return { found: false };
        return { found: true, result: { transactionId: recordIdOf(row) } };
      },
    ),
  };
}
