import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import { agentContract } from '@/contracts/agent.contract';
import type { DownlineValues } from '@/validation/downline';

/** The encrypted downline registration (wire protocol §1.6); a rebate applies to every product. */
export const registerDownlineActors = {
  sendDownline: fromPromise<void, DownlineValues>(async ({ input, signal }) => {
    const rebates =
      input.rebate === null
        ? undefined
        : (await api.call(agentContract.globalRebateSettings, {}, { signal })).map((setting) => ({
            productType: setting.productType,
            rebate: input.rebate ?? '0',
          }));
    await api.call(
      agentContract.registerDownline,
      {
        body: {
          username: input.username,
          password: input.password,
          confirmPassword: input.password,
          accountType: input.accountType,
          ...(rebates ? { rebates } : {}),
        },
      },
      { signal },
    );
  }),
};
