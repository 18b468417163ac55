import { definePathSuite } from './harness';
import { bannerMachine } from '@/machines/banner/banner.machine';

export const bannerPaths = definePathSuite({
  name: 'banner',
  machine: bannerMachine,
  events: {
    'banner.setCount': [{ count: 1 }, { count: 3 }],
    'banner.goTo': [{ index: 2 }],
  },
});
