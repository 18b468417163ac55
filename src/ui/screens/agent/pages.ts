import type { ComponentType } from 'react';
import type { AgentPage } from '@/config/agentCentre';
import { lazyWithRetry as lazy } from '@/ui/components/lazyWithRetry';

/**
 * The one table binding each agent-centre page key to its screen; each page is its own chunk,
 * loaded when it is opened.
 */
export const agentPages: Record<AgentPage, ComponentType> = {
  agentAnnouncement: lazy(() => import('./overview/AnnouncementsPage')),
  agentTeamOverview: lazy(() => import('./overview/OverviewPage')),
  registerCenter: lazy(() => import('./register/RegisterCentrePage')),
  downlineManagmentView: lazy(() => import('./team/TeamPage')),
  personalHistoryCopy: lazy(() => import('./reports/TeamBettingPage')),
  palStatementsAgentCopy: lazy(() => import('./reports/ProfitLossPage')),
  agentRevenueReport: lazy(() => import('./reports/IncomePage')),
  agentDownlineTransactionDetailsCopy: lazy(() => import('./reports/TransactionsPage')),
  agentDividendRecordCopy2: lazy(() => import('./contracts/DividendPage')),
  agentDailyWages2: lazy(() => import('./contracts/DailySalaryPage')),
  agentHourSalary: lazy(() => import('./contracts/HourlySalaryPage')),
  agentRealtimeSalary: lazy(() => import('./contracts/RealTimeSalaryPage')),
};
