/**
 * Whether the device says it has no connection (ADR 041). `navigator.onLine === false` is reliable in
 * that direction only: true may still mean a captive portal or a dead link, so a call is tried then.
 */
export function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
