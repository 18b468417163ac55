import { fromPromise } from 'xstate';
import type { ApiDeps } from '../shared/deps';
import { settings } from '@/config/settings';
import { agentContract } from '@/contracts/agent.contract';
import { memberContract } from '@/contracts/member.contract';
import { walletContract } from '@/contracts/wallet.contract';
import { createTransferOutCheck } from './transfer-check';
import type { SentTransfer, TransferSetup } from './confirmedTransfer.machine';
import { mainWalletAvailable } from '../shared/mainWallet';

/**
 * Transfer to a downline (agent centre, spec 02 §6): allowed by the agent's transferEnabled answer,
 * from the main wallet, to a downline the agent names; the call is encrypted (wire protocol §1.6).
 * While `passwordRequired` (settings.transferNeedsPaymentPassword) the agent's payment password, the
 * member one it sets on My account, is asked for and sent in that encrypted body.
 */
export function createDownlineTransferActors({
  api,
  passwordRequired = settings.transferNeedsPaymentPassword,
}: ApiDeps & { passwordRequired?: boolean }) {
  return {
    loadTransferSetup: fromPromise<TransferSetup>(async ({ signal }) => {
      const [enabled, balance, hasPaymentPassword] = await Promise.all([
        api.call(agentContract.transferEnabled, {}, { signal }),
        api.call(walletContract.balance, { query: {} }, { signal }),
        passwordRequired ? api.call(memberContract.hasWithdrawalPassword, {}, { signal }) : null,
      ]);
      return {
        allowed: enabled === true,
        available: mainWalletAvailable(balance),
        recipientRequired: true,
        ...(passwordRequired ? { passwordRequired, hasPaymentPassword: hasPaymentPassword === true } : {}),
      };
    }),
    checkTransfer: createTransferOutCheck({ api }),
    sendMoney: fromPromise<void, SentTransfer>(async ({ input, signal }) => {
      const password = passwordRequired && input.paymentPassword !== null ? input.paymentPassword : null;
      await api.call(
        agentContract.transferDownline,
        {
          body: {
            downlineUsername: input.to ?? '',
            amount: input.amount,
            ...(password === null ? {} : { paymentPassword: password }),
          },
        },
        { signal },
      );
    }),
  };
}
