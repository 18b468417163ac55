import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/api/errors';
import { sessionMachine, type MemberSummary, type SessionEvent } from './session.machine';

const member: MemberSummary = {
  id: '100001',
  account: 'player01',
  nickname: 'Player One',
  type: 0,
  rankLevel: 1,
  labelName: 'VIP1',
};

/** A session with fake storage and API; `expire()` plays the API client's 401 signal. */
function start(options: { hasToken?: boolean; loadMember?: () => Promise<MemberSummary> } = {}) {
  const calls = {
    clearStoredSession: vi.fn(),
    clearMemberCache: vi.fn(),
    restrictToPasswordChange: vi.fn(),
    liftPasswordChangeRestriction: vi.fn(),
    notifyExpired: vi.fn(),
    goHome: vi.fn(),
    logout: vi.fn(async (): Promise<void> => undefined),
  };
  let expire: () => void = () => undefined;
  const logic = sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise(async () => ({ hasToken: options.hasToken ?? false })),
      loadMember: fromPromise(options.loadMember ?? (async () => member)),
      logout: fromPromise(() => calls.logout()),
      watchExpiry: fromCallback<SessionEvent>(({ sendBack }) => {
        expire = () => sendBack({ type: 'session.expired' });
      }),
    },
    actions: {
      clearStoredSession: calls.clearStoredSession,
      clearMemberCache: calls.clearMemberCache,
      restrictToPasswordChange: calls.restrictToPasswordChange,
      liftPasswordChangeRestriction: calls.liftPasswordChangeRestriction,
      notifyExpired: calls.notifyExpired,
      goHome: calls.goHome,
    },
  });
  const actor = createActor(logic).start();
  return { actor, calls, expire: () => expire() };
}

describe('session machine (spec 01 §4; ADR 013)', () => {
  it('a 401 anywhere ends the session: storage and member-scoped cache cleared, login asked for', async () => {
    const { actor, calls, expire } = start({ hasToken: true });
    try {
      await waitFor(actor, (s) => s.matches('loggedIn'));
      expire();
      const s = actor.getSnapshot();
      expect(s.matches('loggedOut')).toBe(true);
      expect(s.context).toMatchObject({ member: null, expired: true });
      expect(calls.clearStoredSession).toHaveBeenCalledTimes(1);
      expect(calls.clearMemberCache).toHaveBeenCalledTimes(1);
      expect(calls.notifyExpired).toHaveBeenCalledTimes(1);
    } finally {
      actor.stop();
    }
  });

  it('logout clears storage and the member-scoped cache even when the delete call fails', async () => {
    const { actor, calls } = start({ hasToken: true });
    calls.logout.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    try {
      await waitFor(actor, (s) => s.matches('loggedIn'));
      actor.send({ type: 'session.logout' });
      actor.send({ type: 'session.confirm' });
      await waitFor(actor, (s) => s.matches('loggedOut'));
      expect(calls.clearStoredSession).toHaveBeenCalledTimes(1);
      expect(calls.clearMemberCache).toHaveBeenCalledTimes(1);
      expect(calls.goHome).toHaveBeenCalledTimes(1);
    } finally {
      actor.stop();
    }
  });

  it('a refused token on restore is a logged-out visitor, not a member', async () => {
    const { actor, calls } = start({
      hasToken: true,
      loadMember: () => Promise.reject(new ApiError({ kind: 'http', status: 401 })),
    });
    try {
      await waitFor(actor, (s) => s.matches('loggedOut'));
      expect(actor.getSnapshot().hasTag('member')).toBe(false);
      expect(calls.clearMemberCache).toHaveBeenCalled();
    } finally {
      actor.stop();
    }
  });

  it('a forced password change is no session until the change succeeds; abandoning it logs out', async () => {
    const { actor, calls } = start();
    try {
      await waitFor(actor, (s) => s.matches('loggedOut'));
      actor.send({ type: 'session.passwordChangeRequired' });
      expect(actor.getSnapshot().hasTag('member')).toBe(false);
      expect(actor.getSnapshot().hasTag('passwordChange')).toBe(true);
      expect(calls.restrictToPasswordChange).toHaveBeenCalledTimes(1);
      // Nothing else gets a session out of it: a refresh or a second start is ignored.
      actor.send({ type: 'session.refresh' });
      actor.send({ type: 'session.started' });
      expect(actor.getSnapshot().matches('passwordChangeRequired')).toBe(true);

      actor.send({ type: 'session.abandon' });
      await waitFor(actor, (s) => s.matches('loggedOut'));
      expect(calls.logout).toHaveBeenCalledTimes(1);
      expect(calls.clearStoredSession).toHaveBeenCalledTimes(1);
      expect(calls.liftPasswordChangeRestriction).not.toHaveBeenCalled();
    } finally {
      actor.stop();
    }
  });

  it('a password change in the session clears the member cache and mutations, then reloads the member', async () => {
    const { actor, calls } = start({ hasToken: true });
    try {
      await waitFor(actor, (s) => s.matches('loggedIn'));
      expect(calls.clearMemberCache).not.toHaveBeenCalled();
      actor.send({ type: 'session.passwordChanged' });
      expect(calls.clearMemberCache).toHaveBeenCalledTimes(1);
      await waitFor(actor, (s) => s.matches('loggedIn'));
      expect(calls.clearStoredSession).not.toHaveBeenCalled();
    } finally {
      actor.stop();
    }
  });

  it('after the change the token becomes the session and member info loads', async () => {
    const { actor, calls } = start();
    try {
      await waitFor(actor, (s) => s.matches('loggedOut'));
      actor.send({ type: 'session.passwordChangeRequired' });
      actor.send({ type: 'session.passwordChanged' });
      expect(calls.liftPasswordChangeRestriction).toHaveBeenCalledTimes(1);
      expect(calls.clearMemberCache).toHaveBeenCalledTimes(1);
      await waitFor(actor, (s) => s.matches('loggedIn'));
      expect(actor.getSnapshot().context.member).toEqual(member);
    } finally {
      actor.stop();
    }
  });
});
