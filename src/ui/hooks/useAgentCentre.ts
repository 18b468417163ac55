import { agentCentreSearch, readAgentCentre, type AgentPage } from '@/config/agentCentre';
import { useOverlayRoute, type OverlayAddress, type OverlayRoute } from './useOverlayRoute';

export type AgentCentreRoute = OverlayRoute<AgentPage>;

const ADDRESS: OverlayAddress<AgentPage> = { read: readAgentCentre, write: agentCentreSearch };

/** The agent centre's address in the URL (`?ac=<page>`, see `src/config/agentCentre.ts`). */
export function useAgentCentre(): AgentCentreRoute {
  return useOverlayRoute(ADDRESS);
}
