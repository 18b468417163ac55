import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired, emitSessionExpired } from './session-events';
import { ApiError } from './errors';
import { readPointsShopHandoff, setPointsShopHandoff } from './points-handoff';
import { clearSession, getSession, getToken, setSession, subscribeSession } from './session-store';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('session store', () => {
  /** What features write beside the session keys while a member is logged in. */
  function leaveSessionMarks() {
    sessionStorage.setItem('contractRequestsDismissed', '1');
    localStorage.setItem('LOTTFAV', JSON.stringify({ player01: ['VN2'] }));
    // The search panel's recent searches (src/ui/components/search/recentSearches.ts).
    localStorage.setItem('SEARCH_recent', JSON.stringify(['dragon tiger']));
    setPointsShopHandoff('{"rewardId":"R1"}');
  }
  const marksLeft = () => ({
    dismissed: sessionStorage.getItem('contractRequestsDismissed'),
    favourites: localStorage.getItem('LOTTFAV'),
    recentSearches: localStorage.getItem('SEARCH_recent'),
    handoff: readPointsShopHandoff(),
  });
  const NO_MARKS = { dismissed: null, favourites: null, recentSearches: null, handoff: null };

  it('the end of a session removes what its features wrote to storage, not only its own keys', () => {
    setSession({ token: 'tok', username: 'player01', customerId: '77' });
    leaveSessionMarks();
    clearSession();
    expect(marksLeft()).toEqual(NO_MARKS);
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it("another login does not inherit the previous login's marks; a member update keeps them", () => {
    setSession({ token: 'first' });
    leaveSessionMarks();
    setSession({ username: 'player01', isAgent: 1 });
    setSession({ token: 'first' });
    expect(marksLeft()).not.toEqual(NO_MARKS);
    setSession({ token: 'second' });
    expect(marksLeft()).toEqual(NO_MARKS);
  });

  it('keeps the session in sessionStorage under the legacy keys', () => {
    setSession({
      token: 'tok',
      isAgent: 41,
      memberLabel: 'VIP1',
      customerId: '77',
      account: 'player01',
      username: 'player01',
    });
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(sessionStorage.getItem('isAgent')).toBe('41');
    expect(sessionStorage.getItem('memberLabel')).toBe('VIP1');
    expect(sessionStorage.getItem('customerId')).toBe('77');
    expect(sessionStorage.getItem('account')).toBe('player01');
    expect(sessionStorage.getItem('username')).toBe('player01');
    expect(getToken()).toBe('tok');
  });

  it('reads a session another page left (reload keeps the login)', () => {
    sessionStorage.setItem('token', 'from-before');
    sessionStorage.setItem('isAgent', '4');
    expect(getSession()).toMatchObject({ token: 'from-before', isAgent: 4, username: null });
  });

  it('merges partial updates and clears everything', () => {
    setSession({ token: 'a', username: 'u' });
    setSession({ isAgent: 1 });
    expect(getSession()).toMatchObject({ token: 'a', username: 'u', isAgent: 1 });
    clearSession();
    expect(getSession()).toEqual({
      token: null,
      isAgent: null,
      memberLabel: null,
      customerId: null,
      account: null,
      username: null,
    });
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('returns the same object while nothing changes', () => {
    setSession({ token: 'same' });
    expect(getSession()).toBe(getSession());
  });

  it('notifies subscribers until they unsubscribe', () => {
    const seen: (string | null)[] = [];
    const unsubscribe = subscribeSession((s) => seen.push(s.token));
    setSession({ token: 'one' });
    clearSession();
    unsubscribe();
    setSession({ token: 'two' });
    expect(seen).toEqual(['one', null]);
  });

  it('works in memory when sessionStorage is unavailable', () => {
    vi.stubGlobal('sessionStorage', undefined);
    setSession({ token: 'mem', isAgent: 2 });
    expect(getSession()).toMatchObject({ token: 'mem', isAgent: 2 });
    clearSession();
    expect(getToken()).toBeNull();
  });

  it('keeps working when storage refuses writes', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    vi.stubGlobal('sessionStorage', broken);
    setSession({ token: 'kept' });
    expect(getToken()).toBe('kept');
  });
});

describe('session events', () => {
  it('delivers the error to every listener and stops after unsubscribe', () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = onSessionExpired(a);
    const offB = onSessionExpired(b);
    const error = new ApiError({ kind: 'http', status: 401 });
    emitSessionExpired(error);
    offA();
    emitSessionExpired(error);
    offB();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledWith(error);
  });
});
