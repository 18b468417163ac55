import { withCentreResources } from '@/ui/components/centre/centreStyles';
import { lazyWithRetry as lazy } from '@/ui/components/lazyWithRetry';
import type { ModalComponent, ModalName } from '@/ui/hooks/modals';

/**
 * The one table binding modal names to their (lazy) components; each owner edits only its row. A
 * modal's chunk is retried when its import fails (`lazyWithRetry`).
 * The account rows point at a placeholder until the account modals land.
 */
export const modalTable: { [N in ModalName]?: ModalComponent<N> } = {
  notice: lazy(() => import('@/ui/screens/notice/NoticeModal')),
  help: lazy(() => import('@/ui/screens/help/HelpModal')),
  login: lazy(() => import('@/ui/screens/account/LoginModal')),
  register: lazy(() => import('@/ui/screens/account/RegisterModal')),
  forgotPassword: lazy(() => import('@/ui/screens/account/ForgotPasswordModal')),
  changePassword: lazy(() => import('@/ui/screens/account/ChangePasswordModal')),
  afterLogin: lazy(() => import('@/ui/screens/account/AfterLoginModal')),
  // Its words and styles are the responsible-gaming page's, which come with the centres (ADR 030, 032).
  depositLimitOffer: lazy(() =>
    withCentreResources(() => import('@/ui/screens/account/DepositLimitOfferModal')),
  ),
};
