import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushModalLayer } from './modalLayers';
import { afterNextPaint } from '@/config/afterNextPaint';

/** A layer's root (the backdrop) with its dialog and one field, appended to the body as a portal is. */
function layerRoot(name: string) {
  const root = document.createElement('div');
  root.innerHTML = `<div role="dialog" aria-label="${name}" tabindex="-1"><input aria-label="${name} field"></div>`;
  document.body.appendChild(root);
  const dialog = root.querySelector<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('no dialog');
  return { root, dialog };
}

describe('modal layers (ADR 017)', () => {
  const pops: Array<() => void> = [];
  afterEach(() => {
    for (const pop of pops.splice(0).reverse()) pop();
    document.body.innerHTML = '';
  });

  it('a popup mounted under the inert pass of the layer below it is not inert once it is on top', async () => {
    const centre = layerRoot('Personal center');
    pops.push(pushModalLayer(centre));
    // The second popup's backdrop is in the page before it becomes a layer, and the centre's inert pass
    // reaches it first.
    const popup = layerRoot('Change password');
    await afterNextPaint();
    await new Promise((r) => setTimeout(r, 0));
    expect(popup.root.hasAttribute('inert')).toBe(true);
    pops.push(pushModalLayer(popup));
    // At once, not after the next paint: it must be able to take focus now.
    expect(popup.root.hasAttribute('inert')).toBe(false);
    expect(popup.dialog.contains(document.activeElement)).toBe(true);
    await afterNextPaint();
    await new Promise((r) => setTimeout(r, 0));
    expect(centre.root.hasAttribute('inert')).toBe(true);
  });

  it('Escape reaches the top layer only, and the one below once the top is gone', () => {
    const below = vi.fn();
    const above = vi.fn();
    pops.push(pushModalLayer({ ...layerRoot('Personal center'), onEscape: below }));
    const popTop = pushModalLayer({ ...layerRoot('Change password'), onEscape: above });
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(above).toHaveBeenCalledTimes(1);
    expect(below).not.toHaveBeenCalled();
    popTop();
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(below).toHaveBeenCalledTimes(1);
    expect(above).toHaveBeenCalledTimes(1);
  });
});
