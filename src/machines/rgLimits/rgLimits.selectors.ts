import type { SnapshotFrom } from 'xstate';
import type { RgLimit, RgLimitKind } from '@/contracts/responsibleGambling.contract';
import { isLessThan, type DecimalString } from '@/money/money';
import type { rgLimitsMachine } from './rgLimits.machine';

type Snapshot = SnapshotFrom<typeof rgLimitsMachine>;

export const selectRgLimitsView = (s: Snapshot) => ({
  limits: s.context.limits,
  field: s.context.field,
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
  saved: s.context.saved,
});
export const selectRgLimitsLoading = (s: Snapshot) => s.hasTag('loading');
export const selectRgLimitsLoadFailed = (s: Snapshot) => s.hasTag('loadFailed');
export const selectRgLimitsBusy = (s: Snapshot) => s.hasTag('busy');

/** The limits of one kind, in period order. */
export const limitsOfKind = (limits: readonly RgLimit[] | null, kind: RgLimitKind): RgLimit[] =>
  (limits ?? []).filter((l) => l.kind === kind);

/** What deposit limits leave: where several apply, the lowest wins; null without any. */
export function depositRoom(limits: readonly RgLimit[] | null): DecimalString | null {
  let low: DecimalString | null = null;
  for (const l of limitsOfKind(limits, 'deposit'))
    if (l.remaining !== null && (low === null || isLessThan(l.remaining, low))) low = l.remaining;
  return low;
}
