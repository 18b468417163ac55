import type { FeatureFlags, FeatureName } from './features';
import { overlaySearch, readOverlay, type OverlayParam } from './overlayAddress';

/**
 * The agent centre's pages (spec 02 §2, wire protocol §1.6): the legacy page keys in menu order.
 * The centre is addressed like the member centre (ADR 023) by `?ac=<page>` on any route; the
 * spec's menu data key `agentCenter/<page>` is read as the same page.
 */
export const AGENT_MENU = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  /** Team betting (the legacy key, shared with the member centre's betting records). */
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentPage = (typeof AGENT_MENU)[number];

export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

export const AGENT_CENTRE_PARAM = 'ac' satisfies OverlayParam;

/** The spec's menu data key prefix (`agentCenter/{page}`). */
export const AGENT_MENU_KEY_PREFIX = 'agentCenter/';

/** The last four entries show only while their feature is on (spec 02 §2). */
export const AGENT_PAGE_FEATURE: Partial<Record<AgentPage, FeatureName>> = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'dailySalary',
  agentHourSalary: 'hourlySalary',
  agentRealtimeSalary: 'realTimeSalary',
};

export function isAgentPage(value: unknown): value is AgentPage {
  return typeof value === 'string' && (AGENT_MENU as readonly string[]).includes(value);
}

/** The menu's entries under the merchant's switches, in the spec's order. */
export function agentMenu(flags: FeatureFlags): AgentPage[] {
  return AGENT_MENU.filter((page) => {
    const feature = AGENT_PAGE_FEATURE[page];
    return feature === undefined || flags[feature];
  });
}

/** The menu data key of a page (spec 02 §2). */
export const agentMenuKey = (page: AgentPage): string => `${AGENT_MENU_KEY_PREFIX}${page}`;

export function agentCentreSearch(
  search: string,
  page: AgentPage | null,
  extra: Readonly<Record<string, string>> = {},
): string {
  return overlaySearch(search, AGENT_CENTRE_PARAM, page, extra);
}

/** The agent centre's page in a search string (`ac=agentCenter/downlineManagmentView` reads as that page). */
export function readAgentCentre(search: string): { page: AgentPage | null; params: Record<string, string> } {
  const query = new URLSearchParams(search);
  const value = query.get(AGENT_CENTRE_PARAM);
  if (value?.startsWith(AGENT_MENU_KEY_PREFIX)) {
    query.set(AGENT_CENTRE_PARAM, value.slice(AGENT_MENU_KEY_PREFIX.length));
  }
  return readOverlay(query.toString(), AGENT_CENTRE_PARAM, isAgentPage);
}
