import { Suspense } from 'react';
import { lazyWithRetry } from '@/ui/components/lazyWithRetry';
import { usePwa } from '@/ui/hooks/pwa';

/** The update prompt's code loads only once a new version waits (ADR 041): nothing of it in the first load. */
const UpdatePrompt = lazyWithRetry(() => import('./UpdatePrompt'));

export function UpdatePromptSlot() {
  const { updateReady } = usePwa();
  if (!updateReady) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
