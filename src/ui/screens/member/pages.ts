import type { ComponentType } from 'react';
import type { MemberPage } from '@/config/memberCentre';
import { lazyWithRetry as lazy } from '@/ui/components/lazyWithRetry';

/**
 * The one table binding each member-centre page key to its screen. Each page is its own chunk,
 * loaded when it is opened (the centre's frame is a chunk of its own too, see MemberCentre).
 */
export const memberPages: Record<MemberPage, ComponentType> = {
  securityCenter: lazy(() => import('./security/SecurityCenterPage')),
  transferFund: lazy(() => import('./wallet/TransferFundPage')),
  depositv2: lazy(() => import('./deposit/DepositPage')),
  withdraw: lazy(() => import('./withdraw/WithdrawPage')),
  transferUpline: lazy(() => import('./wallet/TransferUplinePage')),
  personalHistoryCopy: lazy(() => import('./records/BettingRecordsPage')),
  transactionHistory: lazy(() => import('./records/AccountRecordsPage')),
  personalProfit: lazy(() => import('./records/ProfitLossPage')),
  bonusDetails: lazy(() => import('./records/BonusDetailsPage')),
  rewardCenter: lazy(() => import('./rewards/RewardCenterPage')),
  referral: lazy(() => import('./referral/ReferralPage')),
  missionLeaderboard: lazy(() => import('./rewards/MissionPage')),
  messageV2: lazy(() => import('./inbox/MessagesPage')),
  manualRebate: lazy(() => import('./rewards/ManualRebatePage')),
  playerRank: lazy(() => import('./rewards/PlayerRankPage')),
  responsibleGaming: lazy(() => import('./responsible/ResponsibleGamingPage')),
};
