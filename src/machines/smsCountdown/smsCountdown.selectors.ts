import type { SnapshotFrom } from 'xstate';
import type { smsCountdownMachine } from './smsCountdown.machine';

type Snap = SnapshotFrom<typeof smsCountdownMachine>;

/** What the send button draws (spec 01 §9): disabled while counting, sending or a dialog is up. */
export const selectSmsButton = (s: Snap) => ({
  counting: s.hasTag('counting'),
  busy: s.hasTag('busy'),
  dialog: s.hasTag('dialog'),
  /** After "too many requests": the 5-minute wait of spec 01 §8, shown as minutes and seconds. */
  throttled: s.hasTag('throttled'),
  remaining: s.context.remaining,
});
