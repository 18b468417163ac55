import { useTranslation } from 'react-i18next';
import { getSession } from '@/api/session-store';
import { decideAgentCentre } from '@/machines/protectedAction/protectedAction';
import { CentreOverlay } from '@/ui/components/centre/CentreOverlay';
import { lazyWithRetry as lazy } from '@/ui/components/lazyWithRetry';
import { withCentreResources } from '@/ui/components/centre/centreStyles';
import { useFeatureFlags } from '@/ui/hooks/system';
import { useAgentCentre } from '@/ui/hooks/useAgentCentre';
import { useCentreGate, type CentreAccess, type SessionSnapshot } from '@/ui/hooks/useCentreGate';

// The frame and every page are chunks of their own: nobody but an agent with the centre open loads them.
// With them come the centres' text and stylesheet (`withCentreResources`), left out of the first load.
const AgentCentre = lazy(() => withCentreResources(() => import('./frame/AgentCentre')));

/** Who may see the agent centre now: agents (1, 2, 41, 42); a trial account is refused, a member not shown it. */
export function agentAccessOf(s: SessionSnapshot): CentreAccess {
  // Restoring a stored session or logging out: neither a visitor nor a member yet.
  if (!s.hasTag('member') && !s.hasTag('visitor')) return 'wait';
  const decision = decideAgentCentre({
    isLoggedIn: s.hasTag('member'),
    // Right after a login the member info is still loading: the type the login stored stands in.
    isAgent: s.context.member?.type ?? getSession().isAgent,
  });
  return decision === 'notAgent' ? 'refused' : decision;
}

/**
 * Watches the address (`?ac=<page>`, src/config/agentCentre.ts) and shows the agent centre over
 * whatever route is showing, when the merchant's AGENTCENTRE3 switch is on (spec 02 §2, ADR 026).
 * The gate is the one every centre shares (ADR 023); a member who is not an agent loses the address.
 */
export function AgentCentreHost() {
  const { page, close } = useAgentCentre();
  const { agentCentre: enabled } = useFeatureFlags();
  const { t } = useTranslation('agent');
  const allowed = useCentreGate({ wanted: page !== null, enabled, access: agentAccessOf, close });
  if (page === null || !allowed) return null;
  const onClose = () => close();
  return (
    <CentreOverlay resetKey={page} title={t('title')} loadingLabel={t('loading')} onClose={onClose}>
      <AgentCentre page={page} onClose={onClose} />
    </CentreOverlay>
  );
}
