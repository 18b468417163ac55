import type { PathSuiteConfig } from './harness';
import { changePasswordPaths } from './changePassword.paths';
import { forgotPasswordPaths } from './forgotPassword.paths';
import { loginAgentProviderPaths, loginPaths } from './login.paths';
import { registrationPaths } from './registration.paths';
import { sessionPaths } from './session.paths';
import { smsCountdownPaths, smsCountdownProviderPaths } from './smsCountdown.paths';
import { bannerPaths } from './banner.paths';
import { gameLaunchPaths } from './gameLaunch.paths';
import { jackpotPaths } from './jackpot.paths';
import { favouritesPaths } from './lobby.favourites.paths';
import { lobbyPaths } from './lobby.paths';
import { modalPaths } from './modal.paths';
import { systemStatusPaths } from './systemStatus.paths';
import { centreGatePaths } from './centreGate.paths';
import { claimPaths } from './claim.paths';
import { contractDecisionPaths } from './contractDecision.paths';
import { downlineTransferPaths } from './downlineTransfer.paths';
import { feedbackPaths } from './feedback.paths';
import { pointsConvertPaths, pointsRedeemPaths } from './pointsOrder.paths';
import { rafflePaths } from './raffle.paths';
import { registerDownlinePaths } from './registerDownline.paths';
import { confirmedTransferPaths } from './confirmedTransfer.paths';
import { depositPaths } from './deposit.paths';
import { promotionApplyPaths } from './promotionApply.paths';
import { recordsQueryPaths } from './recordsQuery.paths';
import { walletSyncNoRecallPaths, walletSyncPaths } from './walletSync.paths';
import { walletTransferPaths } from './walletTransfer.paths';
import { withdrawPaths } from './withdraw.paths';
import { realityCheckPaths } from './realityCheck.paths';
import { rgLimitsPaths } from './rgLimits.paths';
import { selfExclusionPaths } from './selfExclusion.paths';

/**
 * Every machine's path suite, for `npm run paths` (printed as numbered steps) and for tools that
 * replay the same paths against screens or in Chromium.
 *
 * Feature owners: export a `PathSuiteConfig` from `tests/paths/<feature>.paths.ts` and append it here
 * (one import + one array entry); `golden-paths.test.ts` checks every suite listed here against its
 * golden file, and a screen plan (`tests/integration/screen-paths/<feature>.plan.ts`) is found by
 * convention and replayed by one of the screen shards.
 */
export const pathSuites: PathSuiteConfig[] = [
  gameLaunchPaths,
  jackpotPaths,
  lobbyPaths,
  favouritesPaths,
  systemStatusPaths,
  bannerPaths,
  modalPaths,
  changePasswordPaths,
  forgotPasswordPaths,
  loginPaths,
  loginAgentProviderPaths,
  registrationPaths,
  sessionPaths,
  smsCountdownPaths,
  smsCountdownProviderPaths,
  centreGatePaths,
  claimPaths,
  confirmedTransferPaths,
  contractDecisionPaths,
  depositPaths,
  downlineTransferPaths,
  feedbackPaths,
  pointsConvertPaths,
  pointsRedeemPaths,
  promotionApplyPaths,
  rafflePaths,
  recordsQueryPaths,
  registerDownlinePaths,
  realityCheckPaths,
  rgLimitsPaths,
  selfExclusionPaths,
  walletSyncPaths,
  walletSyncNoRecallPaths,
  walletTransferPaths,
  withdrawPaths,
];
