import { RankProgress } from '@/ui/components/RankProgress';

/** VIP rank (playerRank, spec 01 §2): the member's rank and turnover progress. */
export default function PlayerRankPage() {
  return <RankProgress />;
}
