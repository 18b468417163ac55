import { useEffect, useSyncExternalStore } from 'react';
import { api } from '@/api/instance';
import { findExtension } from '@/api/extensions';
import { extensionOn, extensionUnknown, subscribeExtensions, type ExtensionName } from '@/config/extensions';
import { useIsLoggedIn } from './useSession';

/**
 * Whether an extension's screens show (ADR 050): at once with its setting `'on'`; with `'auto'`, once the
 * member's backend has answered its call. A member's first render asks, once per page life.
 */
export function useExtensionOn(name: ExtensionName): boolean {
  const member = useIsLoggedIn();
  const on = useSyncExternalStore(subscribeExtensions, () => extensionOn(name));
  useEffect(() => {
    if (member && extensionUnknown(name)) void findExtension(name, api);
  }, [member, name]);
  return on;
}
