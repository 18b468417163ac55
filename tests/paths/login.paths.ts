import { fromPromise } from 'xstate';
import type { LoginValue } from '@/contracts/session.contract';
import { loginMachine, type StartedSession } from '@/machines/login/login.machine';
import { definePathSuite } from './harness';
import { failures } from './account.fixtures';

const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

const machine = loginMachine.provide({
  actors: {
    submitLogin: never(),
    freePlayLogin: never(),
    startSession: never(),
    loadCaptcha: never(),
    signInWithProvider: never(),
    confirmProviderCode: never(),
  },
});

const validForm = {
  username: 'player01',
  password: 'Passw0rd1',
  mobileNum: '60123456789',
  smsCode: '123456',
  captcha: 'ab12',
};

const events = {
  'login.tab': [{ tab: 'mobile' }, { tab: 'username' }],
  'login.submit': [
    { form: validForm },
    { form: { ...validForm, username: 'weak01', password: '123456' } },
    { form: {} },
  ],
  'login.social': [{ provider: 'google' }],
  'verification.passed': [{ result: { verificationToken: 'vt-1' } }],
  'xstate.done.actor.submitLogin': [
    { output: { token: 'tok-1', passwordExpired: false } satisfies LoginValue },
    { output: { token: 'tok-2', passwordExpired: true } satisfies LoginValue },
  ],
  'xstate.error.actor.submitLogin': [
    { error: failures.wrongPassword },
    { error: failures.wrongPasswordCaptcha },
    { error: failures.network },
  ],
  'xstate.done.actor.freePlayLogin': [{ output: { token: 'guest' } }],
  'xstate.error.actor.freePlayLogin': [{ error: failures.server500 }],
  'xstate.done.actor.startSession': [
    { output: { memberType: 0 } satisfies StartedSession },
    { output: { memberType: 1 } satisfies StartedSession },
    { output: { memberType: 999 } satisfies StartedSession },
  ],
  'xstate.error.actor.startSession': [{ error: failures.network }],
  'xstate.done.actor.loadCaptcha': [{ output: 'data:image/png;base64,AAAA' }],
  'xstate.error.actor.loadCaptcha': [{ error: failures.network }],
  'xstate.done.actor.signInWithProvider': [{ output: 'firebase-id-token' }],
  'xstate.error.actor.signInWithProvider': [{ error: failures.popupClosed }],
  'xstate.done.actor.confirmProviderCode': [{ output: 'firebase-id-token' }],
  'xstate.error.actor.confirmProviderCode': [{ error: failures.providerCode }],
};

/** Raised by the machine when a failed login asks for the captcha; nobody sends it. */
const internalEvents = ['captcha.needed'];
/** The provider's popup and SMS check run outside the WPS mock: paths use them only when they must. */
const avoidEvents = [
  'login.social',
  'xstate.done.actor.signInWithProvider',
  'xstate.error.actor.signInWithProvider',
  'xstate.done.actor.confirmProviderCode',
  'xstate.error.actor.confirmProviderCode',
];

/**
 * Data that varies per attempt; the state identity keeps the tab, the captcha, the login type and
 * the request and login answer (the forced password change reads them).
 */
const volatile = ['captchaImage', 'failure', 'fieldErrors', 'memberType', 'knownPassword'];

/**
 * Member site, every switch on. The provider checks SMS codes so that every state is reachable
 * under one input; the WPS-checked SMS login takes the same `login.submit` edge and is replayed in
 * tests/integration/account.
 */
export const loginPaths = definePathSuite({
  name: 'login',
  machine,
  input: {
    smsLogin: true,
    freePlay: true,
    social: true,
    providerSms: true,
    passwordPolicy: true,
    agentPage: false,
  },
  events,
  internalEvents,
  avoidEvents,
  ignoreContext: volatile,
});

/** Agent page, password policy off: refusals of non-agents and no forced change on expiry. */
export const loginAgentProviderPaths = definePathSuite({
  name: 'login (agent page, provider SMS)',
  machine,
  input: {
    smsLogin: true,
    freePlay: true,
    social: true,
    providerSms: true,
    passwordPolicy: false,
    agentPage: true,
  },
  events,
  internalEvents,
  avoidEvents,
  ignoreContext: volatile,
});
