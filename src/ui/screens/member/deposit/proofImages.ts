import { toDate } from '@/ui/components/format';

/** Spec 02 §4: an unconfirmed transfer counts as received once the configured minutes have passed. */
export function forcedReceivedAt(
  createTime: number | string | null | undefined,
  minutes: number | null | undefined,
): number | null {
  if (minutes === null || minutes === undefined || createTime === null || createTime === undefined)
    return null;
  const created = toDate(createTime);
  return created === null ? null : created.getTime() + minutes * 60_000;
}
