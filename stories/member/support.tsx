import { useState, type ReactNode } from 'react';
import { createSession, findMemberByAccount } from '@mocks/lib/accounts';

/** Signs the story's member in on the mock (after the scenario loader reseeded it), before the page's first request. */
export function SignedIn({ account, children }: { account: string; children: ReactNode }) {
  useState(() => {
    const member = findMemberByAccount(account);
    if (member) sessionStorage.setItem('token', createSession(member.id));
  });
  return <div style={{ maxWidth: 720, padding: 16 }}>{children}</div>;
}

/** At 360 px (phones first). */
export function PhoneWidth({ children }: { children: ReactNode }) {
  return <div style={{ width: 360 }}>{children}</div>;
}
