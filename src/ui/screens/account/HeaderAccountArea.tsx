import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/components/Button';
import { ErrorBoundary, reloadPage } from '@/ui/components/ErrorBoundary';
import { Skeleton } from '@/ui/components/Skeleton';
import { lazyWithRetry } from '@/ui/components/lazyWithRetry';
import { useBalanceHidden, useMember } from '@/ui/hooks/useSession';
import { useSessionToken } from '@/ui/hooks/useSessionToken';
import { VisitorAccountArea } from '@/ui/screens/layout/VisitorAccountArea';

/**
 * The member area is a chunk of its own: with it go the wallet and messages contracts and the account
 * menu, none of which a visitor's boot calls (issue 9: boot loads only the contract groups it calls).
 */
const loadMemberArea = () => import('./MemberHeaderArea');
const MemberArea = lazyWithRetry(loadMemberArea);

/**
 * Starts loading the member area before it is rendered: at boot with a stored session, so a member's
 * reload does not wait for the system status to learn that the header needs it.
 */
export function preloadMemberArea(): void {
  void loadMemberArea().catch(() => undefined);
}

/** The header account slot: visitor buttons, or the member area bound to the session. */
export function HeaderAccountArea() {
  const token = useSessionToken();
  const member = useMember();
  const hidden = useBalanceHidden();
  if (!token) return <VisitorAccountArea />;
  return (
    <ErrorBoundary fallback={() => <MemberAreaFailed />}>
      <Suspense fallback={<Skeleton width="10rem" height="2rem" />}>
        <MemberArea
          nickname={member?.nickname ?? member?.account ?? ''}
          memberId={member?.id ?? ''}
          rankLevel={member?.rankLevel ?? null}
          type={member?.type ?? null}
          hidden={hidden}
          token={token}
        />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The chunk did not arrive after its retries: the header keeps its row and offers the reload. */
function MemberAreaFailed() {
  const { t } = useTranslation('shell');
  return (
    <Button size="small" variant="secondary" onClick={reloadPage}>
      {t('failure.reload')}
    </Button>
  );
}
