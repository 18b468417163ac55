import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

export interface OverlayRoute<Page extends string> {
  /** The open page, or null while the overlay is closed (or the value is not a page key). */
  page: Page | null;
  /** The page's own parameters (`?mc=securityCenter&mc.section=bankCards` gives `{ section: 'bankCards' }`). */
  params: Readonly<Record<string, string>>;
  /** Open (or move to) a page: a history entry, so back returns to the page before. */
  open(page: Page, params?: Readonly<Record<string, string>>): void;
  /**
   * Close the overlay, leaving the route under it as it was. `replace` when it was refused (a
   * visitor, a trial account): back must not land on an address that refuses again.
   */
  close(options?: { replace?: boolean }): void;
  /** The address of a page (for a real link: middle-click and "copy link" work). */
  href(page: Page, params?: Readonly<Record<string, string>>): string;
}

/** How one overlay's address is read and written (src/config/overlayAddress.ts). */
export interface OverlayAddress<Page extends string> {
  read(search: string): { page: Page | null; params: Record<string, string> };
  write(search: string, page: Page | null, extra?: Readonly<Record<string, string>>): string;
}

/** A centre overlay's address in the URL (ADR 023): the member centre's `?mc=`, the agent centre's `?ac=`. */
export function useOverlayRoute<Page extends string>(address: OverlayAddress<Page>): OverlayRoute<Page> {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { read, write } = address;
  const { page, params } = useMemo(() => read(search), [read, search]);
  const href = useCallback(
    (next: Page, extra: Readonly<Record<string, string>> = {}) => `${location}${write(search, next, extra)}`,
    [location, search, write],
  );
  const open = useCallback(
    (next: Page, extra: Readonly<Record<string, string>> = {}) => navigate(href(next, extra)),
    [href, navigate],
  );
  const close = useCallback(
    (options: { replace?: boolean } = {}) =>
      navigate(`${location}${write(search, null)}`, { replace: options.replace ?? false }),
    [location, navigate, search, write],
  );
  return { page, params, open, close, href };
}
