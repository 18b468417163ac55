/**
 * The address of a centre overlay (ADR 023): a query parameter on whatever route is showing names
 * the open page (`?mc=depositv2` for the member centre, `?ac=agentTeamOverview` for the agent
 * centre), and `<param>.<name>` parameters carry the page's own values. One centre is open at a
 * time: opening one drops the other's parameters.
 */
export const OVERLAY_PARAMS = ['mc', 'ac'] as const;
export type OverlayParam = (typeof OVERLAY_PARAMS)[number];

/**
 * The search string with the overlay `param` opened on `page` (or closed, for null). The route's
 * own parameters (a lobby's vendor tab) are kept; `extra` sets page parameters, and every page
 * parameter of the previous page (and of the other overlay) is dropped, so none leaks.
 */
export function overlaySearch(
  search: string,
  param: OverlayParam,
  page: string | null,
  extra: Readonly<Record<string, string>> = {},
): string {
  const params = new URLSearchParams(search);
  const cleared = page === null ? [param] : OVERLAY_PARAMS;
  for (const key of [...params.keys()]) {
    if (cleared.some((p) => key === p || key.startsWith(`${p}.`))) params.delete(key);
  }
  if (page !== null) {
    params.set(param, page);
    for (const [key, value] of Object.entries(extra)) params.set(`${param}.${key}`, value);
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The open page of overlay `param` and its parameters (`mc.section=bankCards` → `{ section: 'bankCards' }`). */
export function readOverlay<Page extends string>(
  search: string,
  param: OverlayParam,
  isPage: (value: unknown) => value is Page,
): { page: Page | null; params: Record<string, string> } {
  const query = new URLSearchParams(search);
  const value = query.get(param);
  const params: Record<string, string> = {};
  const prefix = `${param}.`;
  for (const [key, v] of query) if (key.startsWith(prefix)) params[key.slice(prefix.length)] = v;
  return { page: isPage(value) ? value : null, params };
}
