import type { ComponentType, MouseEvent, SVGProps } from 'react';
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
import { Skeleton } from '@/ui/components/Skeleton';

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

/**
 * The member centre's menu (spec 01 §2): the 14 entries in order, the active one marked as the
 * current page, red badges only above 0. Entries are links to the page's address, so a new tab,
 * "copy link", back and forward all work; a plain click moves inside the open centre.
 */
export function MemberMenu({ active, counts, ready, href, onSelect }: MemberMenuProps) {
  const { t } = useTranslation('member');
  if (!ready)
    return (
      <ul className="member-menu" aria-busy="true" aria-label={t('menuLoading')}>
        {MEMBER_MENU.map((key) => (
          <li key={key} className="member-menu__placeholder">
            <Skeleton width="70%" />
          </li>
        ))}
      </ul>
    );
  const follow = (page: MemberPage) => (e: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's meaning (a new tab or window with the page's address).
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    onSelect(page);
  };
  return (
    <ul className="member-menu">
      {MEMBER_MENU.map((key) => {
        const Icon = ICONS[key];
        const badgeOf = MEMBER_PAGE_BADGE[key];
        const badge = badgeOf ? counts[badgeOf] : 0;
        return (
          <li key={key}>
            <a
              className="member-menu__link"
              href={href(key)}
              aria-current={key === active ? 'page' : undefined}
              onClick={follow(key)}
            >
              <Icon className="icon" aria-hidden="true" />
              <span className="member-menu__label">{t(`menu.${key}`)}</span>
              {/* The space keeps the name readable ("Messages 3", not "Messages3"): inline text joins without one. */}
              {badge > 0 && ' '}
              {badge > 0 && <span className="member-menu__badge">{badge > 99 ? '99+' : badge}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
