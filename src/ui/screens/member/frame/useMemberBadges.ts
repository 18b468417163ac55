import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import type { MemberBadgeCount } from '@/config/memberCentre';
import { messagesContract } from '@/contracts/messages.contract';
import { missionsContract } from '@/contracts/missions.contract';
import { promotionsContract } from '@/contracts/promotions.contract';

export interface MemberBadges {
  counts: Readonly<Record<MemberBadgeCount, number>>;
  /** Every count has answered (or failed): the menu is drawn then (spec 01 §2), never before. */
  settled: boolean;
}

/** A count from an answer that may be a number, a list, or an object with a count. */
function countOf(value: unknown): number {
  if (typeof value === 'number') return Math.max(0, value);
  if (Array.isArray(value)) return value.length;
  return 0;
}

/**
 * The three red badges of the member menu (spec 01 §2): missions not completed, unread messages and
 * rewards waiting to be claimed. The header reads the same keys, so a message read on its page lowers
 * both at once. A count that fails to load shows no badge rather than holding the menu back.
 */
export function useMemberBadges(): MemberBadges {
  const missions = useQuery({
    queryKey: queryKeys.missions.summary(),
    queryFn: () => api.call(missionsContract.summary, {}),
  });
  const messages = useQuery({
    queryKey: queryKeys.messages.unreadCount(),
    queryFn: () => api.call(messagesContract.unreadCount, {}),
  });
  const rewards = useQuery({
    queryKey: queryKeys.promotions.available(),
    queryFn: () => api.call(promotionsContract.available, {}),
  });
  return {
    counts: {
      missionCount: countOf(missions.data?.missionCount),
      messageCount: countOf(messages.data),
      rewardCount: countOf(rewards.data),
    },
    settled: [missions, messages, rewards].every((q) => !q.isPending),
  };
}
