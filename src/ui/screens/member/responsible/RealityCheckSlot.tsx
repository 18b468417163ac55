import { Suspense } from 'react';
import { settings } from '@/config/settings';
import { withCentreTranslations } from '@/i18n';
import { lazyWithRetry } from '@/ui/components/lazyWithRetry';
import { useIsLoggedIn } from '@/ui/hooks/useSession';

/** The machine, the dialog and their text load only for a logged-in member (home's first load stays small). */
const RealityCheck = lazyWithRetry(() => withCentreTranslations(() => import('./RealityCheck')));

/**
 * The reality check (ADR 043), on every page while a member is logged in and the extension is on
 * (`settings.responsibleGambling`); a visitor, or a merchant without the extension, loads nothing.
 */
export function RealityCheckSlot() {
  const member = useIsLoggedIn();
  if (settings.responsibleGambling !== 'on' || !member) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}
