import { useLayoutEffect, type RefObject } from 'react';
import { pushModalLayer } from '@/ui/components/modalLayers';
import type { Latest } from '@/ui/hooks/useLatest';

/**
 * While open, the drawer is the top modal layer (ADR 017): the page behind is inert, Tab stays inside,
 * and Escape closes it.
 */
export function useDrawerLayer(
  open: boolean,
  rootRef: RefObject<HTMLDivElement | null>,
  dialogRef: RefObject<HTMLDivElement | null>,
  close: Latest<() => void>,
): void {
  useLayoutEffect(() => {
    const root = rootRef.current;
    const dialog = dialogRef.current;
    if (!open || !root || !dialog) return;
    const pop = pushModalLayer({
      root,
      dialog,
      onEscape: (e) => {
        e.preventDefault();
        close.get()();
      },
    });
    // After the commit: React ends it by focusing again what had focus before it when that element is
    // still in the page, as the closed sheet's buttons are; focus given back sooner would be taken back.
    return () => queueMicrotask(pop);
    // Once per opening: pushing the layer again would move focus back to the close button.
  }, [open, rootRef, dialogRef, close]);
}
