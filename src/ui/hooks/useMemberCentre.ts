import { memberCentreSearch, readMemberCentre, type MemberPage } from '@/config/memberCentre';
import { useOverlayRoute, type OverlayAddress, type OverlayRoute } from './useOverlayRoute';

export type MemberCentreRoute = OverlayRoute<MemberPage>;

const ADDRESS: OverlayAddress<MemberPage> = { read: readMemberCentre, write: memberCentreSearch };

/** The member centre's address in the URL (`?mc=<page>`, see `src/config/memberCentre.ts`). */
export function useMemberCentre(): MemberCentreRoute {
  return useOverlayRoute(ADDRESS);
}
