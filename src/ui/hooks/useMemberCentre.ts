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
  /** Close the centre, leaving the route under it as it was. */
  close(): void;
}

/** The member centre's address in the URL (`?mc=<page>`, see `src/config/memberCentre.ts`). */
export function useMemberCentre(): MemberCentreRoute {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { page, params } = useMemo(() => readMemberCentre(search), [search]);
  const open = useCallback(
    (next: MemberPage, extra: Readonly<Record<string, string>> = {}) =>
      navigate(`${location}${memberCentreSearch(search, next, extra)}`),
    [location, navigate, search],
  );
  const close = useCallback(
    () => navigate(`${location}${memberCentreSearch(search, null)}`),
    [location, navigate, search],
  );
  return { page, params, open, close };
}
