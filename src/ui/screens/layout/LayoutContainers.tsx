import { useCallback, useMemo, useState } from 'react';
import {
  selectCustomerServiceEntries,
  selectResources,
} from '@/machines/systemStatus/systemStatus.selectors';
import { SystemStatusContext, useFeatureFlags } from '@/ui/hooks/system';
import { useVendorLanes } from '@/ui/hooks/queries';
import { chatTypesFor, useCustomerService } from '@/ui/hooks/useCustomerService';
import { useExtensionOn } from '@/ui/hooks/useExtension';
import { useHelpEntries } from '@/ui/hooks/useHelpEntries';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import { useIsLoggedIn, useMember } from '@/ui/hooks/useSession';
import { carouselVendors, Footer } from './Footer';
import { outboundResourceUrl, resourceOf, SOCIAL_TYPES } from './resources';
import { RightBar, type SocialLink } from './RightBar';

function useResources() {
  return SystemStatusContext.useSelector(selectResources);
}

export function FooterContainer() {
  const { lanes, isLoading } = useVendorLanes();
  const resources = useResources();
  const vendors = useMemo(() => carouselVendors(lanes.flatMap((l) => l.cards)), [lanes]);
  const ios = resourceOf(resources, 'IOS');
  const android = resourceOf(resources, 'ANDROID');
  const memberCentre = useMemberCentre();
  const member = useIsLoggedIn();
  const rg = useExtensionOn('responsibleGambling');
  // The help centre's tags decide which legal links show (ADR 050), asked once the footer is near.
  const [helpWanted, setHelpWanted] = useState(false);
  const help = useHelpEntries({ enabled: helpWanted });
  const helpTerms = useMemo(() => (help.data ? new Set(help.data.map((e) => e.term)) : null), [help.data]);
  const wantHelp = useCallback(() => setHelpWanted(true), []);
  return (
    <Footer
      helpTerms={helpTerms}
      onNearScreen={wantHelp}
      responsibleHref={member && rg ? memberCentre.href('responsibleGaming') : null}
      vendors={vendors}
      iosUrl={outboundResourceUrl(ios?.qrCodeUrl ?? ios?.url)}
      androidUrl={outboundResourceUrl(android?.qrCodeUrl ?? android?.url)}
      vendorsLoading={isLoading}
    />
  );
}

export function RightBarContainer() {
  const resources = useResources();
  const entries = SystemStatusContext.useSelector(selectCustomerServiceEntries);
  const { referral } = useFeatureFlags();
  const memberCentre = useMemberCentre();
  const rankLevel = useMember()?.rankLevel ?? null;
  const openChat = useCustomerService(entries, rankLevel);
  const socials = useMemo<SocialLink[]>(
    () =>
      SOCIAL_TYPES.flatMap((type) => {
        const url = outboundResourceUrl(resourceOf(resources, type)?.url);
        return url ? [{ type, url }] : [];
      }),
    [resources],
  );
  return (
    <RightBar
      socials={socials}
      hasChat={entries.length > 0 || resourceOf(resources, 'LIVECHAT') !== null}
      vipChat={chatTypesFor(rankLevel).length > 1}
      showInvite={referral}
      onChat={() => void openChat()}
      // Invite friends is a member page; the centre asks a visitor to log in first and then opens it.
      onInvite={() => memberCentre.open('referral')}
    />
  );
}
