import { settings } from './settings.ts';

/**
 * Calls a merchant's backend may add to the wire protocol (ADR 043, ADR 050): found at run time, not
 * assumed. A plain WPS backend has none of them, so with the setting on `'auto'` an extension's screens,
 * menu entries and offers show only once its backend has answered one of its calls.
 */
export type ExtensionName = 'responsibleGambling';
export type ExtensionFound = 'unknown' | 'present' | 'absent';

const found: Record<ExtensionName, ExtensionFound> = { responsibleGambling: 'unknown' };
const listeners = new Set<() => void>();

function setting(name: ExtensionName): 'auto' | 'on' | 'off' {
  switch (name) {
    case 'responsibleGambling':
      return settings.responsibleGambling;
  }
}

/** Whether the extension's screens and calls are on now: `'on'` trusts it, `'auto'` waits to find it. */
export function extensionOn(name: ExtensionName): boolean {
  const s = setting(name);
  return s === 'on' || (s === 'auto' && found[name] === 'present');
}

/** `'auto'` and not yet found either way: a caller asks the backend before it decides. */
export function extensionUnknown(name: ExtensionName): boolean {
  return setting(name) === 'auto' && found[name] === 'unknown';
}

/** Whether the setting allows the extension at all (`'off'` makes no call, ever). */
export function extensionAllowed(name: ExtensionName): boolean {
  return setting(name) !== 'off';
}

export function extensionFound(name: ExtensionName): ExtensionFound {
  return found[name];
}

export function noteExtension(name: ExtensionName, state: ExtensionFound): void {
  if (found[name] === state) return;
  found[name] = state;
  for (const fn of listeners) fn();
}

/** Back to not known (tests; a merchant's backend does not change under a running page). */
export function forgetExtensions(): void {
  for (const name of Object.keys(found) as ExtensionName[]) noteExtension(name, 'unknown');
}

export function subscribeExtensions(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
