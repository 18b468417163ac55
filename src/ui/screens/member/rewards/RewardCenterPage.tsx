/** The rewardCenter page of the member centre: not built yet (its owner replaces this file). */
export default function RewardCenterPage() {
  return null;
}
