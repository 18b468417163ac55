/** Changes when BootShell's markup changes: main.tsx hydrates only markup of the version it renders (ADR 044). */
export const BOOT_SHELL_VERSION = '1';

/**
 * Whether #root holds the shell the app renders first (ADR 044): exactly one node, BootShell's element
 * of this version. The dev server's splash, a shell from another build's HTML or index.html's boot
 * failure screen is not, and is replaced by a client render instead of hydrated.
 */
export function hasPrerenderedShell(container: Element): boolean {
  const shell = container.firstElementChild;
  return container.childNodes.length === 1 && shell?.getAttribute('data-boot-shell') === BOOT_SHELL_VERSION;
}
