import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { pointsContract } from '@/contracts/points.contract';
import { toDecimalOrZero, type DecimalString } from '@/money/money';
import { useIsLoggedIn } from '@/ui/hooks/useSession';

/**
 * The member's point balance (a decimal string, like money), one query for the points shop and home's points
 * block. Every points call carries the token (wire protocol §1.7): nothing is asked for a visitor (a refused
 * call would read as an expired session). Null: the backend's answer names no balance (a designed field,
 * ADR 050), so nothing that needs one is offered.
 */
export function usePointBalance() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: queryKeys.points.balance(),
    queryFn: ({ signal }) => api.call(pointsContract.balance, {}, { signal }),
    select: (value): DecimalString | null => (value.point == null ? null : toDecimalOrZero(value.point)),
    enabled: loggedIn,
  });
}
