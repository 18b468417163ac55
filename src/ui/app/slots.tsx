/**
 * Layout slots other features fill. The account feature replaces `HeaderAccountArea` with its
 * member-aware component (which renders `VisitorAccountArea` for visitors); edit this one line.
 */
export { HeaderAccountArea } from '@/ui/screens/account/HeaderAccountArea';
/** Vendor and lane clicks in the header; the launch feature replaces this line with its launcher. */
export { useVendorLaunch } from '@/ui/screens/game/useVendorLaunch';
/** A game launch from a page's own list (home's popular games) through the same launcher and gates. */
export { useLaunchGame } from '@/ui/screens/game/useVendorLaunch';
/** Jackpot counter under the /rng banner (spec 01 §2). */
export { Jackpot as JackpotSlot } from '@/ui/components/Jackpot';
/** The member centre over any route, opened by its address (?mc=<page>, ADR 023). */
export { MemberCentreHost as MemberCentreSlot } from '@/ui/screens/member/MemberCentreHost';
/** The agent centre over any route, opened by its address (?ac=<page>, ADR 026). */
export { AgentCentreHost as AgentCentreSlot } from '@/ui/screens/agent/AgentCentreHost';
/** The site's game search: the header field, the tab-bar entry and the `/` key (ADR 038). */
export { SiteSearch as SiteSearchSlot } from '@/ui/screens/search/SiteSearch';
/** The reality check over any page while a member plays (ADR 043; only with the extension on). */
export { RealityCheckSlot } from '@/ui/screens/member/responsible/RealityCheckSlot';
