import type { ReactNode } from 'react';
import type { Theme } from '@/config/constants';
import type { Language } from '@/config/languages';
import type { PageType } from '@/config/paths';
import type { VendorCard, VendorLane } from '@/contracts/games.contract';

/** What both shells of the header (ADR 019) are given: the desktop rows and the phone row with its drawer. */
export interface HeaderProps {
  lanes: readonly VendorLane[];
  currentPage: PageType | null;
  /** Spec 01 §2: navigation hidden on /seamless and /lottery. */
  hideNav: boolean;
  language: Language;
  /** The languages the menus offer: the build's (`env.languages`, ADR 051) unless a story or test names others. */
  languages?: readonly Language[];
  theme: Theme;
  /** App-download link encoded in the visitor QR code. */
  downloadUrl: string | null;
  /** Member or visitor part (login/register or the member area). */
  accountArea: ReactNode;
  /** Logged out. */
  isVisitor: boolean;
  /** Members see the App button too (`settings.appDownloadButton`; visitors always do). */
  appButtonForMembers: boolean;
  closeDelayMs: number;
  onLanguageChange(lang: Language): void;
  onToggleTheme(): void;
  onVendorSelect(vendor: VendorCard, lane: VendorLane): void;
  onLaneSelect(lane: VendorLane): void;
  /** The game search's entry: a field in the desktop header, a tab on the phone (ADR 038). */
  renderSearch?(variant: 'field' | 'tab'): ReactNode;
}
