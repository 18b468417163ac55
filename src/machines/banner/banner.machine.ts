import { assign, setup } from 'xstate';
import { BANNER_AUTOPLAY_MS } from '@/config/constants';

export type BannerEvent =
  | { type: 'banner.setCount'; count: number }
  | { type: 'banner.goTo'; index: number }
  | { type: 'banner.next' };

export interface BannerContext {
  count: number;
  index: number;
}

const clampIndex = (index: number, count: number) =>
  count <= 0 ? 0 : ((Math.trunc(index) % count) + count) % count;

/**
 * Banner rotation (spec 01 §2): several banners advance every 5000 ms, a dot click jumps and restarts the
 * wait, a single banner (or none) does not rotate.
 */
export const bannerMachine = setup({
  types: {
    context: {} as BannerContext,
    events: {} as BannerEvent,
    tags: {} as 'still' | 'rotating',
  },
  delays: { rotation: BANNER_AUTOPLAY_MS },
  guards: {
    hasSeveral: ({ event }) => event.type === 'banner.setCount' && event.count > 1,
  },
  actions: {
    setCount: assign(({ context, event }) => {
      if (event.type !== 'banner.setCount') return {};
      const count = Math.max(0, Math.trunc(event.count));
      return { count, index: clampIndex(context.index, count) };
    }),
    goTo: assign({
      index: ({ context, event }) =>
        event.type === 'banner.goTo' ? clampIndex(event.index, context.count) : context.index,
    }),
    advance: assign({ index: ({ context }) => clampIndex(context.index + 1, context.count) }),
  },
}).createMachine({
  id: 'banner',
  // The view reports the banner count with `banner.setCount` once its banners are known.
  context: { count: 0, index: 0 },
  initial: 'still',
  states: {
    still: {
      tags: ['still'],
      on: {
        'banner.setCount': [
          { guard: 'hasSeveral', target: 'rotating', actions: 'setCount' },
          { actions: 'setCount' },
        ],
      },
    },
    rotating: {
      tags: ['rotating'],
      after: { rotation: { target: 'rotating', reenter: true, actions: 'advance' } },
      on: {
        'banner.goTo': { target: 'rotating', reenter: true, actions: 'goTo' },
        'banner.next': { target: 'rotating', reenter: true, actions: 'advance' },
        'banner.setCount': [
          { guard: 'hasSeveral', target: 'rotating', reenter: true, actions: 'setCount' },
          { target: 'still', actions: 'setCount' },
        ],
      },
    },
  },
});
