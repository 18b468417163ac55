import { BootShell } from './BootShell';
import './StatusScreens.css';

/**
 * The shell's skeleton while the boot data loads: the same component the build prerenders into
 * index.html (ADR 044), so the first client render matches the served markup and hydrates it.
 */
export function BootScreen() {
  return <BootShell />;
}
