import { RankProgress } from '@/ui/components/RankProgress';

/** VIP rank (playerRank, issue 10): the member's rank and turnover progress. */
export default function PlayerRankPage() {
  return <RankProgress />;
}
