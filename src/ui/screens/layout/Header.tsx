import { useLayoutMode } from '@/ui/hooks/useLayoutMode';
import { DesktopHeader } from './DesktopHeader';
import type { HeaderProps } from './headerProps';
import { PhoneHeader } from './PhoneHeader';
import './Header.css';

export type { HeaderProps } from './headerProps';

/**
 * The site header (spec 01 §2): two shells chosen in script (ADR 019), the desktop rows or the phone row with
 * its tab bar and drawer. The tools both show live in HeaderTools and LanguageMenu.
 */
export function Header(props: HeaderProps) {
  return useLayoutMode() === 'phone' ? <PhoneHeader {...props} /> : <DesktopHeader {...props} />;
}
