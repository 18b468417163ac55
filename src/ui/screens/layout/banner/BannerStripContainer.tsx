import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import type { Banner } from '@/contracts/home.contract';
import { JackpotSlot } from '@/ui/app/slots';
import { useAnnouncements } from '@/ui/hooks/queries';
import { usePageType } from '@/ui/hooks/usePageType';
import { BannerStrip } from './BannerStrip';
import { bannerTarget } from './bannerLink';

const NO_BANNERS: Banner[] = [];

export function BannerStripContainer() {
  const page = usePageType();
  const group = page ? paths[page].bannerGroup : null;
  const [, navigate] = useLocation();
  // Refreshes on route change: the layout remounts this per page and the query refetches on mount.
  const { data, isPending } = useAnnouncements({ refetchOnMount: 'always' });
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
        else window.open(target.url, '_blank', 'noopener,noreferrer');
      }}
      below={page === 'rng' ? <JackpotSlot /> : undefined}
      loading={isPending}
    />
  );
}
