/**
 * The points-shop handoff (spec 01 §2): the points shop sends a member into the member centre
 * (to bind a card, to top up) and leaves a note of what it was doing, so it can pick the redemption
 * up again. Closing the member centre — or a trial account being refused it — ends that errand, so
 * the note is cleared then. Kept in sessionStorage: a reload inside the centre keeps it, a new tab
 * does not inherit it.
 */
const KEY = 'pointsShopHandoff';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Accessing sessionStorage itself throws in some sandboxed contexts.
    return null;
  }
}

export function setPointsShopHandoff(note: string): void {
  try {
    storage()?.setItem(KEY, note);
  } catch {
    // Storage full or refused: the handoff is a convenience, the shop starts over without it.
  }
}

export function readPointsShopHandoff(): string | null {
  try {
    return storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function clearPointsShopHandoff(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear where storage cannot be reached.
  }
}
