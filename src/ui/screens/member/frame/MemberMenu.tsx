import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import ArrowDownToLine from 'lucide-react/icons/arrow-down-to-line';
import ArrowUpFromLine from 'lucide-react/icons/arrow-up-from-line';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import Award from 'lucide-react/icons/award';
import BadgePercent from 'lucide-react/icons/badge-percent';
import ChartLine from 'lucide-react/icons/chart-line';
import Gift from 'lucide-react/icons/gift';
import History from 'lucide-react/icons/history';
import Mail from 'lucide-react/icons/mail';
import ReceiptText from 'lucide-react/icons/receipt-text';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Trophy from 'lucide-react/icons/trophy';
import UserPlus from 'lucide-react/icons/user-plus';
import Wallet from 'lucide-react/icons/wallet';
import {
  MEMBER_MENU,
  MEMBER_PAGE_BADGE,
  type MemberBadgeCount,
  type MemberMenuPage,
  type MemberPage,
} from '@/config/memberCentre';
import { CentreMenu } from '@/ui/components/centre/CentreMenu';

const ICONS: Record<MemberMenuPage, ComponentType<SVGProps<SVGSVGElement>>> = {
  securityCenter: ShieldCheck,
  transferFund: Wallet,
  depositv2: ArrowDownToLine,
  withdraw: ArrowUpFromLine,
  transferUpline: ArrowUpRight,
  personalHistoryCopy: History,
  transactionHistory: ReceiptText,
  personalProfit: ChartLine,
  bonusDetails: Gift,
  rewardCenter: Award,
  referral: UserPlus,
  missionLeaderboard: Trophy,
  messageV2: Mail,
  manualRebate: BadgePercent,
};

export interface MemberMenuProps {
  active: MemberPage;
  counts: Readonly<Record<MemberBadgeCount, number>>;
  /** False while the counts load: the menu is drawn once they have answered (spec 01 §2). */
  ready: boolean;
  href(page: MemberPage): string;
  onSelect(page: MemberPage): void;
}

/** The member centre's menu (spec 01 §2): the 14 entries in order, red badges only above 0. */
export function MemberMenu({ active, counts, ready, href, onSelect }: MemberMenuProps) {
  const { t } = useTranslation('member');
  const entries = MEMBER_MENU.map((page) => {
    const badgeOf = MEMBER_PAGE_BADGE[page];
    return { page, label: t(`menu.${page}`), icon: ICONS[page], badge: badgeOf ? counts[badgeOf] : 0 };
  });
  return (
    <CentreMenu<MemberPage>
      entries={entries}
      active={active}
      ready={ready}
      loadingLabel={t('menuLoading')}
      href={href}
      onSelect={onSelect}
    />
  );
}
