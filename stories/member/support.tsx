import { useState, type ReactNode } from 'react';
import { clearSession } from '@/api/session-store';
import { useSystemInfo } from '@/ui/hooks/system';
import { createSession, findMemberByAccount } from '@mocks/lib/accounts';

/**
 * Signs the story's member in on the mock (after the scenario loader reseeded it), before the page's
 * first request, and shows the page once the boot status has loaded, as the site does: until then
 * every feature flag reads as off, and a page drawn early would show a menu without its gated entries.
 */
export function SignedIn({ account, children }: { account: string; children: ReactNode }) {
  useState(() => {
    const member = findMemberByAccount(account);
    if (member) sessionStorage.setItem('token', createSession(member.id));
  });
  const booted = useSystemInfo() !== null;
  return <div style={{ maxWidth: 720, padding: 16 }}>{booted ? children : null}</div>;
}

/** A visitor: a session an earlier story left in this tab's storage is dropped before the first request. */
export function SignedOut({ children }: { children: ReactNode }) {
  useState(() => clearSession());
  return <>{children}</>;
}

/** The story as `as` (a seeded member account) or as a visitor. */
export function As({ as, children }: { as: string; children: ReactNode }) {
  return as === 'visitor' ? <SignedOut>{children}</SignedOut> : <SignedIn account={as}>{children}</SignedIn>;
}

/** At 360 px (phones first). */
export function PhoneWidth({ children }: { children: ReactNode }) {
  return <div style={{ width: 360 }}>{children}</div>;
}
