import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { openOutboundWindow } from '@/config/outbound';
import { paths } from '@/config/paths';
import type { Banner } from '@/contracts/home.contract';
import { JackpotSlot } from '@/ui/app/slots';
import { useAnnouncements } from '@/ui/hooks/queries';
import { usePageType } from '@/ui/hooks/usePageType';
import { BannerStrip } from './BannerStrip';
import { bannerTarget } from './bannerLink';

const NO_BANNERS: Banner[] = [];
/** Banners younger than this are shown as they are when a page mounts the strip. */
export const BANNER_FRESH_MS = 5_000;

function refreshUnlessJustLoaded(query: { state: { dataUpdatedAt: number } }): 'always' | false {
  return Date.now() - query.state.dataUpdatedAt > BANNER_FRESH_MS ? 'always' : false;
}

export function BannerStripContainer() {
  const page = usePageType();
  const group = page ? paths[page].bannerGroup : null;
  const [, navigate] = useLocation();
  // Refreshes on route change: the layout remounts this per page and the query refetches on mount,
  // unless the banners arrived moments ago (the boot prefetch): the same call twice in a row.
  const { data, isPending } = useAnnouncements({ refetchOnMount: refreshUnlessJustLoaded });
  const banners = useMemo(
    () => (group ? (data?.banners ?? NO_BANNERS).filter((b) => b.groupName === group) : NO_BANNERS),
    [data, group],
  );
  if (!group) return null;
  return (
    <BannerStrip
      banners={banners}
      isClickable={(b) => bannerTarget(b) !== null}
      onBannerClick={(b) => {
        const target = bannerTarget(b);
        if (!target) return;
        if (target.kind === 'internal') navigate(target.href);
        else openOutboundWindow(target.url, 'link');
      }}
      below={page === 'rng' ? <JackpotSlot /> : undefined}
      loading={isPending}
    />
  );
}
