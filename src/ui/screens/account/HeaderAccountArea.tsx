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
 * menu, none of which a visitor's boot calls (ADR 020: boot loads only the contract groups it calls).
 * Once its chunk is here it renders at once, with no placeholder in between (`lazyWithRetry`).
 */
const MemberArea = lazyWithRetry(() => import('./MemberHeaderArea'));

/**
 * Starts loading the member area before it is needed: at boot with a stored session, and when the
 * login or register popup opens. A login then swaps Log in for the member area in the same render,
 * so focus returning from the popups finds the member area (a placeholder has nothing to focus).
 */
export function preloadMemberArea(): void {
  void MemberArea.preload();
}

/** The header account slot: visitor buttons, or the member area bound to the session. */
export function HeaderAccountArea() {
  const token = useSessionToken();
  if (!token) return <VisitorAccountArea />;
  return (
    <ErrorBoundary fallback={() => <MemberAreaFailed />}>
      <MemberSlot token={token} />
    </ErrorBoundary>
  );
}

function MemberSlot({ token }: { token: string }) {
  const member = useMember();
  const hidden = useBalanceHidden();
  return (
    <Suspense fallback={<Skeleton width="10rem" height="2rem" />}>
      <MemberArea
        nickname={member?.nickname ?? member?.account ?? ''}
        memberId={member?.id ?? ''}
        rankLevel={member?.rankLevel ?? null}
        labels={member?.labels}
        type={member?.type ?? null}
        hidden={hidden}
        token={token}
      />
    </Suspense>
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
