import { useTranslation } from 'react-i18next';
import { useModals } from '@/ui/hooks/modals';
import { Button } from '@/ui/components/Button';
import { useLayoutMode } from '@/ui/hooks/useLayoutMode';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import { useProtectedAction } from '@/ui/hooks/useProtectedAction';

/**
 * Visitor part of the header (spec 01 §2): login and register open their modals. Deposit is a
 * member action: it asks for the login and goes on to the deposit page once it succeeds (ADR 014).
 */
export function VisitorAccountArea() {
  const { t } = useTranslation('shell');
  const { open } = useModals();
  const memberCentre = useMemberCentre();
  // The phone's row has room for the two a visitor needs first; Deposit asks for the login anyway.
  const phone = useLayoutMode() === 'phone';
  // Where the member header's Deposit goes: the member centre's deposit page over the current route.
  const protect = useProtectedAction((intent) => {
    if (intent.kind === 'deposit') memberCentre.open('depositv2');
  });
  return (
    <div className="header__account" data-testid="visitor-area">
      <Button variant="secondary" size="small" onClick={() => open('login')}>
        {t('header.login')}
      </Button>
      <Button size="small" onClick={() => open('register')}>
        {t('header.register')}
      </Button>
      {!phone && (
        <Button size="small" variant="secondary" onClick={() => protect({ kind: 'deposit' })}>
          {t('header.deposit')}
        </Button>
      )}
    </div>
  );
}
