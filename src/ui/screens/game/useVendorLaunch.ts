import { useCallback, useContext } from 'react';
import { settings } from '@/config/settings';
import type { VendorCard, VendorLane } from '@/contracts/games.contract';
import type { LaunchTarget } from '@/machines/gameLaunch/gameLaunch.machine';
import { useDefaultVendorNavigation } from '@/ui/hooks/useVendorNavigation';
import { categoryOfVendor, vendorTarget, vendorsOf } from '@/ui/hooks/categories';
import { LaunchContext } from './GameLaunchProvider';

/**
 * Lanes whose entry opens their first vendor's game instead of a page (spec 02 §2): cockfight always
 * (it has no page), the lottery under the `lotteryEntry` setting's default reading.
 */
export function opensFirstVendor(
  laneTitle: string,
  lotteryEntry = settings.lotteryEntry,
): 'COCKFIGHT' | 'LOTT' | null {
  const title = laneTitle.toUpperCase();
  if (title === 'COCKFIGHT') return 'COCKFIGHT';
  return title === 'LOTT' && lotteryEntry === 'firstVendor' ? 'LOTT' : null;
}

/**
 * Header and footer vendor clicks through the launch machine (slot `useVendorLaunch`): RNG, FISH
 * and PVP vendors open their lobby, lottery vendors /lottery, everything else launches; the
 * cockfight lane (no page) and the lottery lane open their first vendor (`opensFirstVendor`). Outside a launch provider it falls back
 * to plain navigation.
 */
export function useVendorLaunch() {
  const fallback = useDefaultVendorNavigation();
  const launcher = useContext(LaunchContext);
  const onLaneSelect = useCallback(
    (lane: VendorLane) => {
      const category = opensFirstVendor(lane.title);
      if (launcher && category) {
        const first = vendorsOf([lane], category)[0] ?? lane.cards[0];
        if (first) {
          launcher.launch(vendorTarget(first, category));
          return;
        }
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

/**
 * A launch through the layout's launch machine, with its gates (login, trial) and routing (slot
 * `useLaunchGame`): what home's popular games play through. Null outside a launch provider.
 */
export function useLaunchGame(): ((target: LaunchTarget) => void) | null {
  return useContext(LaunchContext)?.launch ?? null;
}
