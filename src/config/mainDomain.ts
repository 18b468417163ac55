/**
 * The origin a shared link names: the merchant's main domain when the permission call gives one (wire
 * protocol §1.5 `info.mainDomain`), else the site the player is on. A player who reached the site on an
 * alternative domain (spec 01 §3, a blocked domain's stand-in) shares the address that lasts. Designed:
 * the wire names the field, not its use.
 */
export function sharedOrigin(mainDomain: string | null | undefined, currentOrigin: string): string {
  const named = mainDomain?.trim();
  if (!named) return currentOrigin;
  try {
    const url = new URL(/^https?:\/\//i.test(named) ? named : `https://${named}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : currentOrigin;
  } catch {
    return currentOrigin;
  }
}
