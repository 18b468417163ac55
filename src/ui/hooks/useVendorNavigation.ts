import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import type { VendorCard, VendorLane } from '@/contracts/games.contract';
import { isLobbyGameType, lanePage } from './lanes';

/**
 * Default vendor/lane navigation of the header and footer. RNG, FISH, PVP vendors open their lobby
 * (/rng?page=VENDOR, spec 02 §2); other vendors go to their category page with the vendor as `game`
 * until the launch feature takes over (slot `useVendorLaunch` in src/ui/app/slots.tsx).
 */
export function useDefaultVendorNavigation() {
  const [, navigate] = useLocation();
  const onLaneSelect = useCallback(
    (lane: VendorLane) => {
      const page = lanePage(lane.title);
      if (page) navigate(paths[page].getHref());
    },
    [navigate],
  );
  const onVendorSelect = useCallback(
    (vendor: VendorCard, lane: VendorLane) => {
      const type = vendor.gameType || lane.title;
      const page = lanePage(type) ?? lanePage(lane.title);
      if (!page) return;
      const query = isLobbyGameType(type) ? { page: vendor.vassalage } : { game: vendor.vassalage };
      navigate(paths[page].getHref(query));
    },
    [navigate],
  );
  return { onLaneSelect, onVendorSelect };
}
