import { fromPromise } from 'xstate';
import type { ApiDeps } from '../shared/deps';
import { settings } from '@/config/settings';
import { memberContract } from '@/contracts/member.contract';
import { walletContract } from '@/contracts/wallet.contract';
import { createTransferOutCheck } from './transfer-check';
import type { SentTransfer, TransferSetup } from './confirmedTransfer.machine';
import { mainWalletAvailable } from '../shared/mainWallet';

/**
 * Transfer to upline (spec 01 §2 transferUpline): allowed by the member's toUpline flag, from the main
 * wallet. While `passwordRequired` (settings.transferNeedsPaymentPassword) the payment password is
 * asked for and sent inside the encrypted body; otherwise none is read or sent.
 */
export function createUplineTransferActors({
  api,
  passwordRequired = settings.transferNeedsPaymentPassword,
}: ApiDeps & { passwordRequired?: boolean }) {
  return {
    loadTransferSetup: fromPromise<TransferSetup>(async ({ signal }) => {
      const [info, balance, hasPaymentPassword] = await Promise.all([
        api.call(memberContract.info, {}, { signal }),
        api.call(walletContract.balance, { query: {} }, { signal }),
        passwordRequired ? api.call(memberContract.hasWithdrawalPassword, {}, { signal }) : null,
      ]);
      return {
        allowed: info.toUpline === true,
        available: mainWalletAvailable(balance),
        ...(passwordRequired ? { passwordRequired, hasPaymentPassword: hasPaymentPassword === true } : {}),
      };
    }),
    checkTransfer: createTransferOutCheck({ api }),
    sendMoney: fromPromise<void, SentTransfer>(async ({ input, signal }) => {
      const password = passwordRequired && input.paymentPassword !== null ? input.paymentPassword : null;
      await api.call(
        walletContract.transfer,
        {
          body: {
            amount: input.amount,
            toUpline: true,
            ...(password === null ? {} : { paymentPassword: password }),
          },
        },
        { signal },
      );
    }),
  };
}
