import { definePathSuite } from './harness';
import { modalMachine } from '@/machines/modal/modal.machine';

export const modalPaths = definePathSuite({
  name: 'modal',
  machine: modalMachine,
  input: { showDelayMs: 100, closeAnimationMs: 300 },
});
