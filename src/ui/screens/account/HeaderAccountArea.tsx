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
type MemberAreaComponent = (typeof import('./MemberHeaderArea'))['default'];

/** The component once its chunk has arrived: rendered at once then, with no placeholder in between. */
let loaded: MemberAreaComponent | null = null;
const loadMemberArea = () =>
  import('./MemberHeaderArea').then((module) => {
    loaded = module.default;
    return module;
  });
const LazyMemberArea = lazyWithRetry(loadMemberArea);

/**
 * Starts loading the member area before it is needed: at boot with a stored session, and when the
 * login or register popup opens. A login then swaps Log in for the member area in the same render,
 * so focus returning from the popups finds the member area (a placeholder has nothing to focus).
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
  const MemberArea = loaded ?? LazyMemberArea;
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
