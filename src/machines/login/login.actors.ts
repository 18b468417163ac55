import { fromPromise } from 'xstate';
import { clearSession, setSession } from '@/api/session-store';
import type { ApiClient } from '@/api/types';
import { getAuthProvider } from '@/auth';
import { sessionContract } from '@/contracts/session.contract';
import type { LoginValue } from '@/contracts/session.contract';
import type { ApiDeps } from '../shared/deps';
import { fetchMember } from '../session/session.actors';
import type { LoginRequest, LoginType, SocialProvider, StartedSession } from './login.machine';

/** What the account flows' actors are given (ADR 013): the API client and the device they log in from. */
export interface AccountDeps extends ApiDeps {
  /** The loginDeviceId kept in localStorage SHELL_deviceId (wire protocol §1.1). */
  deviceId: () => string;
}

/**
 * Stores the token and loads member info: shared by login, registration and password reset. A
 * member-info step that fails or times out (the client's timeout) removes the token it stored, so
 * no half-begun session survives a reload. So does a flow abandoned on the way (`signal`: its popup
 * closed), even when member info has already answered: a closed login leaves no session behind.
 */
export async function beginSession(
  api: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<StartedSession> {
  signal?.throwIfAborted();
  setSession({ token });
  try {
    const member = await fetchMember(api, signal);
    signal?.throwIfAborted();
    return { memberType: member.type };
  } catch (error) {
    clearSession();
    throw error;
  }
}

export function loginRequestBody(request: LoginRequest, deviceId: string) {
  return {
    username: request.username,
    password: request.password,
    type: request.type,
    loginDeviceId: deviceId,
    ...(request.captcha ? { captcha: request.captcha } : {}),
    ...(request.countryDialingCode ? { countryDialingCode: request.countryDialingCode } : {}),
    ...(request.firebaseIdToken ? { firebaseIdToken: request.firebaseIdToken } : {}),
    ...(request.type === 'sms' ? { isSms: true } : {}),
    ...(request.verification ?? {}),
  };
}

export function createLoginActors(deps: AccountDeps) {
  const { api } = deps;
  return {
    // Every call carries the actor's signal: closing the popup stops the machine, which aborts it.
    submitLogin: fromPromise<LoginValue, LoginRequest>(({ input, signal }) =>
      api.call(sessionContract.login, { body: loginRequestBody(input, deps.deviceId()) }, { signal }),
    ),
    freePlayLogin: fromPromise<LoginValue>(({ signal }) =>
      api.call(sessionContract.freePlay, {}, { signal }),
    ),
    startSession: fromPromise<StartedSession, { loginValue: LoginValue; loginType: LoginType }>(
      ({ input, signal }) => beginSession(api, input.loginValue.token, signal),
    ),
    loadCaptcha: fromPromise<string>(async ({ signal }) => {
      const png = await api.call(sessionContract.captcha, { query: { t: Date.now() } }, { signal });
      return png.startsWith('data:') ? png : `data:image/png;base64,${png}`;
    }),
    signInWithProvider: fromPromise<string, { provider: SocialProvider }>(async ({ input }) =>
      (await getAuthProvider()).signInWithPopup(input.provider),
    ),
    confirmProviderCode: fromPromise<string, { code: string }>(async ({ input }) =>
      (await getAuthProvider()).confirmPhoneCode(input.code),
    ),
  };
}

export const loginActions = {
  endSession: () => clearSession(),
};
