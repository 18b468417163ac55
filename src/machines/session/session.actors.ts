import { fromCallback, fromPromise } from 'xstate';
import { api } from '@/api/instance';
import { onSessionExpired } from '@/api/session-events';
import {
  clearSession,
  getSession,
  liftPasswordChangeRestriction,
  restrictToPasswordChange,
  setSession,
} from '@/api/session-store';
import { contract } from '@/contracts';
import type { MemberSummary, SessionEvent, StoredSession } from './session.machine';

/** Member info → what the session keeps, mirrored into the session-storage keys of spec 01 §3. */
export async function fetchMember(): Promise<MemberSummary> {
  const info = await api.call(contract.member.info, {});
  const member: MemberSummary = {
    id: String(info.id),
    account: info.account,
    nickname: info.nickname ?? null,
    type: info.type,
    rankLevel: info.clubLabel?.rankLevel ?? null,
    labelName: info.clubLabel?.labelName ?? null,
  };
  setSession({
    isAgent: member.type,
    customerId: member.id,
    account: member.account,
    username: member.account,
    memberLabel: member.labelName,
  });
  return member;
}

export const sessionActors = {
  readStoredSession: fromPromise<StoredSession>(async () => ({ hasToken: getSession().token !== null })),
  loadMember: fromPromise<MemberSummary>(() => fetchMember()),
  logout: fromPromise<void>(async () => {
    await api.call(contract.session.logout, {});
  }),
  watchExpiry: fromCallback<SessionEvent>(({ sendBack }) =>
    onSessionExpired(() => sendBack({ type: 'session.expired' })),
  ),
};

/** The storage side of the session; the UI adds `clearMemberCache`, `notifyExpired` and `goHome`. */
export const sessionActions = {
  clearStoredSession: () => clearSession(),
  restrictToPasswordChange: () => restrictToPasswordChange(),
  liftPasswordChangeRestriction: () => liftPasswordChangeRestriction(),
};
