import { useTranslation } from 'react-i18next';
import { clearPointsShopHandoff } from '@/api/points-handoff';
import { selectMemberCentreAccess } from '@/machines/session/session.selectors';
import { lazyWithRetry as lazy } from '@/ui/components/lazyWithRetry';
import { withCentreResources } from '@/ui/components/centre/centreStyles';
import { useFeatureFlags } from '@/ui/hooks/system';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import { CentreOverlay } from '@/ui/components/centre/CentreOverlay';
import { useCentreGate } from '@/ui/hooks/useCentreGate';

// The frame and every page are chunks of their own: a visitor on the home page never loads them (ADR 023).
// With them come the centres' text and stylesheet (`withCentreResources`), left out of the first load.
const MemberCentre = lazy(() => withCentreResources(() => import('./frame/MemberCentre')));

/**
 * Watches the address (`?mc=<page>`, src/config/memberCentre.ts) and shows the member centre over
 * whatever route is showing, when the member-centre flag is on (spec 01 §2). The gate (login first,
 * trial refused) is the one all centres share. Closing clears the points-shop handoff.
 */
export function MemberCentreHost() {
  const { page, close } = useMemberCentre();
  const { memberCentre: enabled } = useFeatureFlags();
  const { t } = useTranslation(['member', 'errors', 'common']);
  const allowed = useCentreGate({ wanted: page !== null, enabled, access: selectMemberCentreAccess, close });

  if (page === null || !allowed) return null;
  const onClose = () => {
    clearPointsShopHandoff();
    close();
  };
  return (
    <CentreOverlay
      resetKey={page}
      title={t('member:title')}
      loadingLabel={t('member:loading')}
      onClose={onClose}
    >
      <MemberCentre page={page} onClose={onClose} />
    </CentreOverlay>
  );
}
