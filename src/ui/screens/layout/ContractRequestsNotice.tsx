import { Suspense } from 'react';
import { canOpenAgentCentre } from '@/machines/protectedAction/protectedAction';
import { ErrorBoundary } from '@/ui/components/ErrorBoundary';
import { lazyWithRetry } from '@/ui/components/lazyWithRetry';
import { withCentreResources } from '@/ui/components/centre/centreStyles';
import { useFeatureFlags } from '@/ui/hooks/system';
import { useMember } from '@/ui/hooks/useSession';
import { useSessionToken } from '@/ui/hooks/useSessionToken';

/** Only agents see the notice, so only they load it (and the wallet contract it calls). */
const AgentContractRequests = lazyWithRetry(() =>
  withCentreResources(() => import('./AgentContractRequests')),
);

/**
 * After an agent logs in, the contracts waiting for an answer (spec 02 §3: the consolidated funds'
 * request flags) are named above the page, each opening its agent centre page. In the page's flow, not
 * fixed over it, and not a popup: it never takes a click meant for the page. Put away for the session.
 */
export function ContractRequestsNotice() {
  const token = useSessionToken();
  const member = useMember();
  const { agentCentre } = useFeatureFlags();
  // Only an agent's session has contracts: nobody else gets the query (not even a disabled one, whose
  // member-scoped cache entry would outlive a logout).
  if (token === null || !agentCentre || !canOpenAgentCentre({ token, isAgent: member?.type ?? null }))
    return null;
  // A notice in the page's flow: nothing holds its place while it loads, and if its chunk cannot be
  // loaded the page goes on without it (the agent centre lists the same requests).
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        {/* Keyed by the session: another login starts the notice afresh (the key stays in memory). */}
        <AgentContractRequests key={token} />
      </Suspense>
    </ErrorBoundary>
  );
}
