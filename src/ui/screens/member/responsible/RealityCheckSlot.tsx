import { Suspense } from 'react';
import { withCentreTranslations } from '@/i18n';
import { lazyWithRetry } from '@/ui/components/lazyWithRetry';
import { useExtensionOn } from '@/ui/hooks/useExtension';
import { useIsLoggedIn } from '@/ui/hooks/useSession';

/** The machine, the dialog and their text load only for a logged-in member (home's first load stays small). */
const RealityCheck = lazyWithRetry(() => withCentreTranslations(() => import('./RealityCheck')));

/**
 * The reality check (ADR 043), on every page while a member is logged in and the extension is on
 * (`settings.responsibleGambling`, found at run time on `'auto'`, ADR 050); a visitor, or a merchant
 * without the extension, loads nothing.
 */
export function RealityCheckSlot() {
  const member = useIsLoggedIn();
  const on = useExtensionOn('responsibleGambling');
  if (!on || !member) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}
