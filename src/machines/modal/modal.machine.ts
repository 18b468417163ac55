import { assign, setup } from 'xstate';

export interface ModalMachineInput {
  /** Optional show delay (spec 01 §2: 100 ms for one variant). */
  showDelayMs?: number;
  /** Close animation length; the spec allows 0.2 to 0.4 s, values outside are clamped. */
  closeAnimationMs?: number;
  /** Start opening as soon as the actor starts (the modal is mounted to be shown). */
  initiallyOpen?: boolean;
}

export const CLOSE_ANIMATION_RANGE_MS = { min: 200, max: 400, default: 300 } as const;

export function clampCloseAnimation(ms: number | undefined): number {
  const { min, max } = CLOSE_ANIMATION_RANGE_MS;
  return Math.min(max, Math.max(min, ms ?? CLOSE_ANIMATION_RANGE_MS.default));
}

export type ModalEvent = { type: 'modal.open' } | { type: 'modal.close' };

/** Generic modal visibility (spec 01 §4 "hidden to visible with optional delay"; close animation). */
export const modalMachine = setup({
  types: {
    context: {} as { showDelayMs: number; closeAnimationMs: number; initiallyOpen: boolean },
    input: {} as ModalMachineInput,
    events: {} as ModalEvent,
    tags: {} as 'hidden' | 'shown' | 'closing',
  },
  delays: {
    showDelay: ({ context }) => context.showDelayMs,
    closeAnimation: ({ context }) => context.closeAnimationMs,
  },
  guards: {
    hasShowDelay: ({ context }) => context.showDelayMs > 0,
    isInitiallyOpen: ({ context }) => context.initiallyOpen,
  },
  actions: {
    // Provided by the view: tells the owner the modal is fully gone (after the animation).
    notifyClosed: () => {},
    clearInitiallyOpen: assign({ initiallyOpen: false }),
  },
}).createMachine({
  id: 'modal',
  context: ({ input }) => ({
    showDelayMs: Math.max(0, input.showDelayMs ?? 0),
    closeAnimationMs: clampCloseAnimation(input.closeAnimationMs),
    initiallyOpen: input.initiallyOpen ?? false,
  }),
  initial: 'hidden',
  states: {
    hidden: {
      tags: ['hidden'],
      always: { guard: 'isInitiallyOpen', target: 'opening', actions: 'clearInitiallyOpen' },
      on: { 'modal.open': 'opening' },
    },
    // Transient: without a show delay the modal is visible at once.
    opening: {
      always: [{ guard: 'hasShowDelay', target: 'delayed' }, { target: 'visible' }],
    },
    delayed: {
      tags: ['hidden'],
      after: { showDelay: 'visible' },
      on: { 'modal.close': 'hidden' },
    },
    visible: {
      tags: ['shown'],
      on: { 'modal.close': 'closing' },
    },
    closing: {
      tags: ['shown', 'closing'],
      after: { closeAnimation: { target: 'hidden', actions: 'notifyClosed' } },
      on: { 'modal.open': 'visible' },
    },
  },
});
