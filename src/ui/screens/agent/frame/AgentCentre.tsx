import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ChartLine from 'lucide-react/icons/chart-line';
import Clock from 'lucide-react/icons/clock';
import Coins from 'lucide-react/icons/coins';
import History from 'lucide-react/icons/history';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Megaphone from 'lucide-react/icons/megaphone';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import ReceiptText from 'lucide-react/icons/receipt-text';
import Timer from 'lucide-react/icons/timer';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import { agentMenu, type AgentPage } from '@/config/agentCentre';
import { CentreFrame } from '@/ui/components/centre/CentreFrame';
import { CentreMenu } from '@/ui/components/centre/CentreMenu';
import { useFeatureFlags } from '@/ui/hooks/system';
import { useAgentCentre } from '@/ui/hooks/useAgentCentre';
import { agentPages } from '../pages';
import '../agent.css';

const ICONS: Record<AgentPage, ComponentType<SVGProps<SVGSVGElement>>> = {
  agentAnnouncement: Megaphone,
  agentTeamOverview: LayoutDashboard,
  registerCenter: UserPlus,
  downlineManagmentView: Users,
  personalHistoryCopy: History,
  palStatementsAgentCopy: ChartLine,
  agentRevenueReport: PiggyBank,
  agentDownlineTransactionDetailsCopy: ReceiptText,
  agentDividendRecordCopy2: Coins,
  agentDailyWages2: CalendarClock,
  agentHourSalary: Clock,
  agentRealtimeSalary: Timer,
};

export interface AgentCentreProps {
  page: AgentPage;
  onClose(): void;
}

/**
 * The agent centre (spec 02 §2, ADR 026): a modal titled Agent with the menu in the spec's
 * order (the four contract pages only while their feature is on) and the open page; a full-screen
 * sheet on phones. A page whose feature is off is not opened: the default page shows instead.
 */
export default function AgentCentre({ page, onClose }: AgentCentreProps) {
  const { t } = useTranslation('agent');
  const { open, href } = useAgentCentre();
  const flags = useFeatureFlags();
  const menu = agentMenu(flags);
  const shown: AgentPage = menu.includes(page) ? page : 'agentTeamOverview';
  const Page = agentPages[shown];
  return (
    <CentreFrame
      title={t('title')}
      menuLabel={t('menuLabel')}
      pageKey={shown}
      pageTitle={t(`menu.${shown}`)}
      allPagesLabel={t('allPages')}
      pageLoadingLabel={t('pageLoading')}
      onClose={onClose}
      menu={
        <CentreMenu<AgentPage>
          entries={menu.map((key) => ({ page: key, label: t(`menu.${key}`), icon: ICONS[key] }))}
          active={shown}
          ready
          loadingLabel={t('pageLoading')}
          href={(key) => href(key)}
          onSelect={(key) => {
            if (key !== shown) open(key);
          }}
        />
      }
    >
      <Page key={shown} />
    </CentreFrame>
  );
}
