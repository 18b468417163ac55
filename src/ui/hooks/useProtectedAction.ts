import { useCallback } from 'react';
import { getSession } from '@/api/session-store';
import { decideProtectedAction } from '@/machines/protectedAction/protectedAction';
import { useDialogs } from '@/ui/app/dialogs';
import { useModals } from '@/ui/app/modals';
import { useAccountText } from '@/ui/screens/account/text';

/**
 * THE protected-action gate (spec 01 §5): `const guard = useProtectedAction(); guard(() => launch())`.
 * No token opens the login popup and blocks the action; a trial account (isAgent 4) gets the
 * need-real-account dialog. Answers whether the action ran.
 */
export function useProtectedAction(): (action: () => void) => boolean {
  const modals = useModals();
  const dialogs = useDialogs();
  const { tx } = useAccountText();
  return useCallback(
    (action: () => void) => {
      const decision = decideProtectedAction(getSession());
      if (decision === 'login') {
        modals.open('login', {});
        return false;
      }
      if (decision === 'needRealAccount') {
        void dialogs.alert(tx('errors:needRealAccount'), { confirmLabel: tx('account:common.ok') });
        return false;
      }
      action();
      return true;
    },
    [modals, dialogs, tx],
  );
}
