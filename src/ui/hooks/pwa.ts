import { useSyncExternalStore } from 'react';

/**
 * What the browser offers for the installed site and what the service worker knows (ADR 041), shared by
 * the /down page, the header's App menu and the shell's update prompt.
 */

/** Chromium's install prompt (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** The deferred `beforeinstallprompt`, while the browser offers to install. */
  installPrompt: BeforeInstallPromptEvent | null;
  /** The site already runs as the installed app (no address bar). */
  installed: boolean;
  /** A new version has been deployed and its worker waits for the player's reload. */
  updateReady: boolean;
}

let state: PwaState = { installPrompt: null, installed: false, updateReady: false };
const listeners = new Set<() => void>();
let applyUpdateNow: (() => void) | null = null;

function set(next: Partial<PwaState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePwa(): PwaState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iOS Safari has no install prompt: the player adds the site from the Share sheet. */
export function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

/** Keeps the browser's install prompt for our own button; called at boot, before the event can fire. */
export function listenForInstallPrompt(): void {
  set({ installed: isStandalone() });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ installPrompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ installPrompt: null, installed: true }));
}

/** Shows the browser's install prompt; it can be used once. */
export async function promptInstall(): Promise<void> {
  const prompt = state.installPrompt;
  if (!prompt) return;
  set({ installPrompt: null });
  await prompt.prompt();
  const choice = await prompt.userChoice;
  if (choice.outcome === 'accepted') set({ installed: true });
}

/** The worker registration reports a waiting version and how to switch to it. */
export function offerUpdate(apply: () => void): void {
  applyUpdateNow = apply;
  set({ updateReady: true });
}

export function applyUpdate(): void {
  if (applyUpdateNow) applyUpdateNow();
  else window.location.reload();
}

/** For tests and stories. */
export function resetPwaState(next: Partial<PwaState> = {}): void {
  applyUpdateNow = null;
  state = { installPrompt: null, installed: false, updateReady: false, ...next };
  for (const listener of listeners) listener();
}
