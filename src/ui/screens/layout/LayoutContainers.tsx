import { useMemo } from 'react';
import { useModals } from '@/ui/hooks/modals';
import { SystemStatusContext, useFeatureFlags } from '@/ui/hooks/system';
import { useVendorLanes } from '@/ui/hooks/queries';
import { useCustomerService } from '@/ui/hooks/useCustomerService';
import { useSessionToken } from '@/ui/hooks/useSessionToken';
import { paths } from '@/config/paths';
import type { CustomerServiceEntry } from '@/contracts/system.contract';
import { useLocation } from 'wouter';
import { carouselVendors, Footer } from './Footer';
import { absoluteUrl, resourceOf, SOCIAL_TYPES } from './resources';
import { RightBar, type SocialLink } from './RightBar';

function useResources() {
  return SystemStatusContext.useSelector(
    (s) => s.context.data?.routers?.resources ?? s.context.data?.status.info.resources ?? null,
  );
}

export function FooterContainer() {
  const { lanes, isLoading } = useVendorLanes();
  const resources = useResources();
  const vendors = useMemo(() => carouselVendors(lanes.flatMap((l) => l.cards)), [lanes]);
  const ios = resourceOf(resources, 'IOS');
  const android = resourceOf(resources, 'ANDROID');
  return (
    <Footer
      vendors={vendors}
      iosUrl={absoluteUrl(ios?.qrCodeUrl ?? ios?.url)}
      androidUrl={absoluteUrl(android?.qrCodeUrl ?? android?.url)}
      vendorsLoading={isLoading}
    />
  );
}

const NO_ENTRIES: CustomerServiceEntry[] = [];

export function RightBarContainer() {
  const resources = useResources();
  const entries = SystemStatusContext.useSelector(
    (s) => s.context.data?.status.info.customerService ?? NO_ENTRIES,
  );
  const { referral } = useFeatureFlags();
  const token = useSessionToken();
  const { open } = useModals();
  const [, navigate] = useLocation();
  const openChat = useCustomerService(entries);
  const socials = useMemo<SocialLink[]>(
    () =>
      SOCIAL_TYPES.flatMap((type) => {
        const url = absoluteUrl(resourceOf(resources, type)?.url);
        return url ? [{ type, url }] : [];
      }),
    [resources],
  );
  return (
    <RightBar
      socials={socials}
      hasChat={entries.length > 0 || resourceOf(resources, 'LIVECHAT') !== null}
      showInvite={referral}
      onChat={() => void openChat()}
      onInvite={() => {
        // Invite friends is a member page: visitors log in first.
        if (!token) open('login');
        else navigate(paths.home.getHref({ memberCentre: 'referral' }));
      }}
    />
  );
}
