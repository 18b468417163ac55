import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '@/api/types';
import { memberRoutes } from '@/api/member-routes';
import { onSessionExpired } from '@/api/session-events';
import {
  clearSession,
  getSession,
  liftPasswordChangeRestriction,
  restrictToPasswordChange,
  setSession,
} from '@/api/session-store';
import { endProviderSignIn } from '@/auth';
import { sessionContract } from '@/contracts/session.contract';
import type { ApiDeps } from '../shared/deps';
import type { MemberSummary, SessionEvent, StoredSession } from './session.machine';

/**
 * Member info → what the session keeps, mirrored into the session-storage keys of spec 01 §3.
 * `signal` abandons the call (the flow that asked was cancelled): nothing is written then.
 */
export async function fetchMember(api: ApiClient, signal?: AbortSignal): Promise<MemberSummary> {
  const info = await api.call((await memberRoutes()).info, {}, { signal });
  signal?.throwIfAborted();
  const member: MemberSummary = {
    id: String(info.id),
    account: info.account,
    nickname: info.nickname ?? null,
    type: info.type,
    rankLevel: info.clubLabel?.rankLevel ?? null,
    labelName: info.clubLabel?.labelName ?? null,
    // A label without a name has nothing to show (the list is nullish and its fields too on the wire).
    labels: (info.memberLabel ?? []).flatMap((label) =>
      label.labelName?.trim() ? [{ name: label.labelName.trim(), color: label.labelColor ?? null }] : [],
    ),
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

/** The session's actors (ADR 013): the API client is passed in; the token lives in session storage. */
export function createSessionActors({ api }: ApiDeps) {
  return {
    readStoredSession: fromPromise<StoredSession>(async () => ({ hasToken: getSession().token !== null })),
    loadMember: fromPromise<MemberSummary>(({ signal }) => fetchMember(api, signal)),
    logout: fromPromise<void>(async () => {
      await api.call(sessionContract.logout, {});
    }),
    markFirstLogin: fromPromise<void>(async () => {
      try {
        await api.call((await memberRoutes()).firstLogin, {});
      } catch {
        // The first-login action is the server's bookkeeping: a failure leaves the player logged in as they are.
      }
    }),
    watchExpiry: fromCallback<SessionEvent>(({ sendBack }) =>
      onSessionExpired(() => sendBack({ type: 'session.expired' })),
    ),
  };
}

/** The storage side of the session; the UI adds `clearMemberCache`, `notifyExpired` and `goHome`. */
export const sessionActions = {
  // The logout and a refused token both end here: the provider's sign-in goes with the session (ADR 036).
  clearStoredSession: () => {
    clearSession();
    void endProviderSignIn();
  },
  restrictToPasswordChange: () => restrictToPasswordChange(),
  liftPasswordChangeRestriction: () => liftPasswordChangeRestriction(),
};
