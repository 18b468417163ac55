import { fromPromise } from 'xstate';
import type { ApiDeps } from '../shared/deps';
import { agentContract } from '@/contracts/agent.contract';
import type { DownlineValues } from '@/validation/downline';

/**
 * The encrypted downline registration (wire protocol §1.6): the rebate of each product given one; a
 * product left out takes the agent's default (the backend's).
 */
export function createRegisterDownlineActors({ api }: ApiDeps) {
  return {
    sendDownline: fromPromise<void, DownlineValues>(async ({ input, signal }) => {
      await api.call(
        agentContract.registerDownline,
        {
          body: {
            username: input.username,
            password: input.password,
            confirmPassword: input.password,
            accountType: input.accountType,
            ...(input.rebates.length > 0 ? { rebates: input.rebates } : {}),
          },
        },
        { signal },
      );
    }),
  };
}
