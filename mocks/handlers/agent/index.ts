import type { HttpHandler } from 'msw';
import { agentAffiliateHandlers } from './affiliates.handlers';
import { agentContractHandlers } from './contracts.handlers';
import { agentOverviewHandlers } from './overview.handlers';
import { agentReportHandlers } from './reports.handlers';
import { agentTeamHandlers } from './team.handlers';

/** The agent contract group's handlers, one list, from its rooms: home, team, affiliate links, reports, contracts. */
export const agentHandlers: HttpHandler[] = [
  ...agentOverviewHandlers,
  ...agentTeamHandlers,
  ...agentAffiliateHandlers,
  ...agentReportHandlers,
  ...agentContractHandlers,
];
