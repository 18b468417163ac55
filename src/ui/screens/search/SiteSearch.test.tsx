import { act, within } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { SiteSearch } from './SiteSearch';

beforeAll(async () => {
  await initI18n('EN');
});

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  host = undefined;
});

describe('SiteSearch', () => {
  it('takes the `/` key from the moment its entry is on screen', async () => {
    // Rendered as the app renders (no act), so React commits the entry in one task and runs the passive
    // effects in a later one: a key pressed in between (a player, or a test that has just seen the header)
    // must already open the search.
    const hostEl = document.createElement('div');
    document.body.append(hostEl);
    host = hostEl;
    const pressedOnFirstSight = new Promise<boolean>((resolve) => {
      const watcher = new MutationObserver(() => {
        const entry = within(hostEl).queryByRole('button', { name: 'Search games' });
        if (!entry) return;
        watcher.disconnect();
        // A MutationObserver's callback runs at the commit task's end, before React's next task.
        const key = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
        document.body.dispatchEvent(key);
        resolve(key.defaultPrevented);
      });
      watcher.observe(hostEl, { childList: true, subtree: true });
    });
    root = createRoot(hostEl);
    root.render(<SiteSearch variant="field" onLaunch={() => undefined} />);

    expect(await pressedOnFirstSight).toBe(true);
  });
});
