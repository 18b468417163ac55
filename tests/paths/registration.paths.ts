import { fromPromise } from 'xstate';
import { registrationMachine, type Registered } from '@/machines/registration/registration.machine';
import type { RuleSet } from '@/validation/defaults';
import { definePathSuite } from './harness';
import { failures } from './account.fixtures';

const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

const valid = {
  username: 'newplayer1',
  mobileNum: '60198765432',
  verificationCode: '123456',
  password: 'Passw0rd1',
  confirmPassword: 'Passw0rd1',
};

export const registrationPaths = definePathSuite({
  name: 'registration',
  machine: registrationMachine.provide({
    actors: {
      loadSettings: never<RuleSet>(),
      checkAffiliate: never<void, { code: string }>(),
      confirmProviderCode: never<string, { code: string }>(),
      register: never(),
      startSession: never<void, Registered>(),
    },
  }),
  input: {
    usernameEnabled: true,
    mobileEnabled: true,
    preferMobile: false,
    smsVerification: true,
    affiliateFieldShown: true,
    providerSms: true,
    urlAffiliateCode: null,
    referralCode: 'REF1',
    today: { y: 2026, m: 11, d: 22 },
  },
  events: {
    'registration.tab': [{ tab: 'mobile' }, { tab: 'username' }],
    'registration.terms': [{ accepted: true }, { accepted: false }],
    'registration.submit': [
      { values: valid },
      { values: { ...valid, affiliateCode: 'AFF123' } },
      { values: {} },
    ],
    'xstate.done.actor.loadSettings': [{ output: { affiliateCode: { enabled: true, required: false } } }],
    'xstate.error.actor.loadSettings': [{ error: failures.network }],
    'xstate.error.actor.checkAffiliate': [
      { error: failures.invalidAffiliate },
      { error: failures.server500 },
    ],
    'xstate.done.actor.confirmProviderCode': [{ output: 'firebase-id-token' }],
    'xstate.error.actor.confirmProviderCode': [{ error: failures.providerCode }],
    'xstate.done.actor.register': [{ output: { token: 'tok-new', userName: 'newplayer1' } }, { output: {} }],
    'xstate.error.actor.register': [{ error: failures.network }],
    'xstate.error.actor.startSession': [{ error: failures.network }],
  },
  ignoreContext: ['fieldErrors', 'failure', 'request', 'registered', 'settings'],
});
