import { useTranslation } from 'react-i18next';
import { selectAgentCentreAccess } from '@/machines/session/session.selectors';
import { CentreOverlay } from '@/ui/components/centre/CentreOverlay';
import { lazyWithRetry as lazy } from '@/ui/components/lazyWithRetry';
import { withCentreResources } from '@/ui/components/centre/centreStyles';
import { useFeatureFlags } from '@/ui/hooks/system';
import { useAgentCentre } from '@/ui/hooks/useAgentCentre';
import { useCentreGate } from '@/ui/hooks/useCentreGate';

// The frame and every page are chunks of their own: nobody but an agent with the centre open loads them.
// With them come the centres' text and stylesheet (`withCentreResources`), left out of the first load.
const AgentCentre = lazy(() => withCentreResources(() => import('./frame/AgentCentre')));

/**
 * Watches the address (`?ac=<page>`, src/config/agentCentre.ts) and shows the agent centre over
 * whatever route is showing, when the merchant's AGENTCENTRE3 switch is on (spec 02 §2, ADR 026).
 * The gate is the one every centre shares (ADR 023); a member who is not an agent loses the address.
 */
export function AgentCentreHost() {
  const { page, close } = useAgentCentre();
  const { agentCentre: enabled } = useFeatureFlags();
  const { t } = useTranslation('agent');
  const allowed = useCentreGate({ wanted: page !== null, enabled, access: selectAgentCentreAccess, close });
  if (page === null || !allowed) return null;
  const onClose = () => close();
  return (
    <CentreOverlay resetKey={page} title={t('title')} loadingLabel={t('loading')} onClose={onClose}>
      <AgentCentre page={page} onClose={onClose} />
    </CentreOverlay>
  );
}
