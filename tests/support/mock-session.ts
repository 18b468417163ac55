import { createSession, findMemberByAccount } from '@mocks/lib/accounts';

/** A session for a seeded member, as a login would leave it (the token the client sends is in sessionStorage). */
export function signIn(account: string): void {
  const member = findMemberByAccount(account);
  if (!member) throw new Error(`no member ${account}`);
  sessionStorage.setItem('token', createSession(member.id));
}
