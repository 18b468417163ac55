import { useCallback, useContext } from 'react';
import type { VendorCard, VendorLane } from '@/contracts/games.contract';
import { useDefaultVendorNavigation } from '@/ui/hooks/useVendorNavigation';
import { categoryOfVendor, vendorTarget, vendorsOf } from '@/ui/hooks/categories';
import { LaunchContext } from './GameLaunchProvider';

/**
 * Header and footer vendor clicks through the launch machine (slot `useVendorLaunch`): RNG, FISH
 * and PVP vendors open their lobby, lottery vendors /lottery, everything else launches; the
 * cockfight lane has no page and opens its first vendor. Outside a launch provider it falls back
 * to plain navigation.
 */
export function useVendorLaunch() {
  const fallback = useDefaultVendorNavigation();
  const launcher = useContext(LaunchContext);
  const onLaneSelect = useCallback(
    (lane: VendorLane) => {
      if (launcher && lane.title.toUpperCase() === 'COCKFIGHT') {
        const first = vendorsOf([lane], 'COCKFIGHT')[0] ?? lane.cards[0];
        if (first) launcher.launch(vendorTarget(first, 'COCKFIGHT'));
        return;
      }
      fallback.onLaneSelect(lane);
    },
    [launcher, fallback],
  );
  const onVendorSelect = useCallback(
    (vendor: VendorCard, lane: VendorLane) => {
      if (!launcher) return fallback.onVendorSelect(vendor, lane);
      launcher.launch(vendorTarget(vendor, categoryOfVendor(lane.title, vendor.vassalage)));
    },
    [launcher, fallback],
  );
  return { onLaneSelect, onVendorSelect };
}
