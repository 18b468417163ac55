import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { memberCentreSearch, readMemberCentre, type MemberPage } from '@/config/memberCentre';

export interface MemberCentreRoute {
  /** The open page, or null while the centre is closed (or the value is not a page key). */
  page: MemberPage | null;
  /** The page's own parameters (`?mc=securityCenter&mc.section=bankCards` → `{ section: 'bankCards' }`). */
  params: Readonly<Record<string, string>>;
  /** Open (or move to) a page: a history entry, so back returns to the page before. */
  open(page: MemberPage, params?: Readonly<Record<string, string>>): void;
  /**
   * Close the centre, leaving the route under it as it was. `replace` when the centre was refused
   * (a visitor, a trial account): back must not land on an address that refuses again.
   */
  close(options?: { replace?: boolean }): void;
  /** The address of a page (for a real link: middle-click and "copy link" work). */
  href(page: MemberPage, params?: Readonly<Record<string, string>>): string;
}

/** The member centre's address in the URL (`?mc=<page>`, see `src/config/memberCentre.ts`). */
export function useMemberCentre(): MemberCentreRoute {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { page, params } = useMemo(() => readMemberCentre(search), [search]);
  const href = useCallback(
    (next: MemberPage, extra: Readonly<Record<string, string>> = {}) =>
      `${location}${memberCentreSearch(search, next, extra)}`,
    [location, search],
  );
  const open = useCallback(
    (next: MemberPage, extra: Readonly<Record<string, string>> = {}) => navigate(href(next, extra)),
    [href, navigate],
  );
  const close = useCallback(
    (options: { replace?: boolean } = {}) =>
      navigate(`${location}${memberCentreSearch(search, null)}`, { replace: options.replace ?? false }),
    [location, navigate, search],
  );
  return { page, params, open, close, href };
}
