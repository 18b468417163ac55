import { assertEvent, assign, fromPromise, raise, setup } from 'xstate';
import type { LoginValue } from '@/contracts/session.contract';
import { errorKey } from '@/api/errors';
import type { SocialProvider } from '@/auth/authProvider';
import type { HumanVerification } from '@/auth/humanVerification';
import { AGENT_TYPES, CAPTCHA_REFRESH_THROTTLE_MS, WEAK_DEFAULT_PASSWORD } from '@/config/constants';
import { validateLogin, type LoginField, type FieldErrors, type LoginInput } from '@/validation/forms';
import { DEADLINE_FAILURE, failureOf, isCaptchaError, toFailure, type Failure } from '../shared/failure';

export type LoginTab = 'username' | 'mobile';
export type LoginType = 'username' | 'sms' | 'firebase' | 'freePlay';
// The provider and verification shapes belong to the adapters in src/auth (ADR 013 layering).
export type { SocialProvider } from '@/auth/authProvider';
export type { HumanVerification } from '@/auth/humanVerification';

/** What the submit actor sends; lives only while the login call runs. */
export interface LoginRequest {
  type: 'username' | 'sms' | 'firebase';
  username: string;
  password: string;
  captcha?: string;
  countryDialingCode?: string;
  firebaseIdToken?: string;
  verification?: HumanVerification;
}

export interface StartedSession {
  /** Member type from member info: 1, 2, 41, 42 agents, 4 trial. */
  memberType: number;
}

export interface LoginInput_ {
  /** MOBILEVERCODELOGIN3: the mobile tab exists. */
  smsLogin: boolean;
  freePlay: boolean;
  social: boolean;
  /** The authentication provider sends and checks the SMS code. */
  providerSms: boolean;
  /** PWDEXPFORCECHANGE3: an expired password forces a change. */
  passwordPolicy: boolean;
  /** Login from the agent page: agents only, then /agentHome. */
  agentPage: boolean;
  countryDialingCode?: string;
}
export type { LoginInput_ as LoginMachineInput };

export interface LoginContext {
  smsLogin: boolean;
  freePlay: boolean;
  social: boolean;
  providerSms: boolean;
  passwordPolicy: boolean;
  agentPage: boolean;
  countryDialingCode: string;
  tab: LoginTab;
  fieldErrors: FieldErrors<LoginField>;
  failure: Failure | null;
  captchaShown: boolean;
  captchaImage: string | null;
  /** The pending request: in memory only while the login runs. */
  request: LoginRequest | null;
  loginType: LoginType | null;
  loginValue: LoginValue | null;
  memberType: number | null;
  /** Kept for the forced change only, so the change modal need not ask for it again; never stored. */
  knownPassword: string | null;
}

export type LoginEvent =
  | { type: 'login.tab'; tab: LoginTab }
  | { type: 'login.submit'; form: Omit<LoginInput, 'tab' | 'captchaShown'> }
  | { type: 'login.captchaRefresh' }
  | { type: 'login.freePlay' }
  | { type: 'login.social'; provider: SocialProvider }
  | { type: 'verification.passed'; result: HumanVerification }
  | { type: 'verification.cancelled' }
  | { type: 'captcha.needed' };

export type LoginTag = 'form' | 'busy' | 'humanVerification' | 'captchaLoading' | 'captchaFailed';
type LoginForm = Omit<LoginInput, 'tab' | 'captchaShown'>;

export interface LoginOutput {
  outcome: 'loggedIn' | 'passwordChangeRequired';
  loginType: LoginType | null;
  firstTimeLogin: boolean;
  /** Agent-page logins go to /agentHome. */
  redirectTo: '/agentHome' | null;
  /** The after-login modal is marked (spec 01 §4). */
  showAfterLogin: boolean;
  knownPassword: string | null;
}

const isAgentType = (t: number | null) => t !== null && (AGENT_TYPES as readonly number[]).includes(t);
/** Types the member site knows: ordinary members (0, 3 and others below 100), agents, trial. */
const isMemberSiteType = (t: number | null) => t === null || (Number.isInteger(t) && t >= 0 && t < 100);

function loginOutput(context: LoginContext): LoginOutput {
  const forced = context.knownPassword !== null;
  return {
    outcome: forced ? 'passwordChangeRequired' : 'loggedIn',
    loginType: context.loginType,
    firstTimeLogin: context.loginValue?.firstTimeLogin === true,
    redirectTo: context.agentPage ? '/agentHome' : null,
    showAfterLogin: !forced && !context.agentPage,
    knownPassword: context.knownPassword,
  };
}

/** The extension's refusals of an excluded member (ADR 043): their message carries the end date. */
const EXCLUSION_CODES: ReadonlySet<string> = new Set(['RG_TIMEOUT_ACTIVE', 'RG_SELF_EXCLUDED']);

/**
 * Login (spec 01 §4, §5, §8): username and mobile tabs, human verification before a username login,
 * the image captcha when a failure asks for it (refresh at most once a second), free play, social
 * and SMS login through the authentication provider, the forced password change, after-login
 * modal and agent-page login.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput_,
    output: {} as LoginOutput,
    tags: {} as LoginTag,
  },
  actors: {
    submitLogin: fromPromise<LoginValue, LoginRequest>(async () => {
      throw new Error('submitLogin not provided');
    }),
    freePlayLogin: fromPromise<LoginValue>(async () => {
      throw new Error('freePlayLogin not provided');
    }),
    /** Stores the token, loads member info: the session begins. */
    startSession: fromPromise<StartedSession, { loginValue: LoginValue; loginType: LoginType }>(async () => {
      throw new Error('startSession not provided');
    }),
    loadCaptcha: fromPromise<string>(async () => {
      throw new Error('loadCaptcha not provided');
    }),
    /** Provider popup sign-in: answers the provider's id token. */
    signInWithProvider: fromPromise<string, { provider: SocialProvider }>(async () => {
      throw new Error('signInWithProvider not provided');
    }),
    /** Checks the SMS code with the provider: answers the provider's id token. */
    confirmProviderCode: fromPromise<string, { code: string }>(async () => {
      throw new Error('confirmProviderCode not provided');
    }),
  },
  actions: {
    /**
     * A login refused or failed after the token was stored (agent page, non-member, member info
     * failed or timed out) removes that token: no half-begun session survives.
     */
    endSession: () => undefined,
    /** The flow's end, performed by the UI (close, session event, next modal, navigation). */
    finish: (_, _params: LoginOutput) => undefined,
    setFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    setFailureKey: assign((_, params: { failure: Failure }) => ({ failure: params.failure })),
    forgetRequest: assign({ request: null }),
    markCaptchaShown: assign({ captchaShown: true }),
    switchTab: assign((_, params: { tab: LoginTab }) => ({
      tab: params.tab,
      fieldErrors: {},
      failure: null,
    })),
    showFieldErrors: assign(({ context }, params: { form: LoginForm }) => ({
      fieldErrors: validateLogin({ ...params.form, tab: context.tab, captchaShown: context.captchaShown })
        .errors,
    })),
    addVerification: assign(({ context }, params: { result: HumanVerification }) => ({
      request: context.request ? { ...context.request, verification: params.result } : null,
    })),
    useProviderToken: assign(({ context }, params: { idToken: string }) => ({
      request: context.request
        ? { ...context.request, type: 'firebase' as const, firebaseIdToken: params.idToken }
        : null,
    })),
    startProviderLogin: assign((_, params: { idToken: string }) => ({
      failure: null,
      request: { type: 'firebase' as const, username: '', password: '', firebaseIdToken: params.idToken },
    })),
    keepLoginValue: assign(({ context }, params: { loginValue: LoginValue }) => ({
      loginValue: params.loginValue,
      loginType: context.request?.type ?? 'username',
    })),
    keepFreePlayValue: assign((_, params: { loginValue: LoginValue }) => ({
      loginValue: params.loginValue,
      loginType: 'freePlay' as const,
    })),
    keepMemberType: assign((_, params: StartedSession) => ({ memberType: params.memberType })),
    holdPasswordForChange: assign(({ context }, params: StartedSession) => ({
      memberType: params.memberType,
      knownPassword: context.request?.password ?? null,
    })),
    showCaptchaImage: assign((_, params: { image: string }) => ({ captchaImage: params.image })),
    dropCaptchaImage: assign({ captchaImage: null }),
    keepRequest: assign(({ context }, params: { form: LoginForm }) => {
      const v = validateLogin({
        ...params.form,
        tab: context.tab,
        captchaShown: context.captchaShown,
      }).values;
      const request: LoginRequest =
        context.tab === 'username'
          ? { type: 'username', username: v.username, password: v.password }
          : {
              type: 'sms',
              username: v.mobileNum,
              password: v.smsCode,
              countryDialingCode: context.countryDialingCode,
            };
      if (context.captchaShown) request.captcha = v.captcha;
      return { request, fieldErrors: {}, failure: null };
    }),
    assignLoginFailure: assign((_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      // Business refusals read "account or password incorrect"; faults keep their own message, and so does
      // a refusal for a time-out or self-exclusion, which says until when (ADR 043).
      const own = failure.errorCode !== undefined && EXCLUSION_CODES.has(failure.errorCode);
      return {
        failure: failure.business && !own ? { ...failure, messageKey: errorKey('loginFailed') } : failure,
      };
    }),
  },
  guards: {
    canUseMobileTab: ({ context }, params: { tab: LoginTab }) =>
      params.tab === 'username' || context.smsLogin,
    isFormInvalid: ({ context }, params: { form: Omit<LoginInput, 'tab' | 'captchaShown'> }) =>
      !validateLogin({ ...params.form, tab: context.tab, captchaShown: context.captchaShown }).valid,
    isUsernameTab: ({ context }) => context.tab === 'username',
    isProviderSms: ({ context }) => context.providerSms,
    canFreePlay: ({ context }) => context.freePlay,
    canSocial: ({ context }) => context.social,
    needsCaptcha: ({ context }, params: { error: unknown }) =>
      context.captchaShown || isCaptchaError(params.error),
    isRefusedAgentPage: ({ context }, params: StartedSession) =>
      context.agentPage && !isAgentType(params.memberType),
    isNonMember: ({ context }, params: StartedSession) =>
      !context.agentPage && !isMemberSiteType(params.memberType),
    mustChangePassword: ({ context }) => {
      // Spec 01 §4: weak default password, or expired with the policy on; never for sms/provider/free play.
      if (context.loginType !== 'username' || !context.request) return false;
      if (context.request.password === WEAK_DEFAULT_PASSWORD) return true;
      return context.passwordPolicy && context.loginValue?.passwordExpired === true;
    },
  },
  // Request timeouts are the API client's (ADR 013). These are people, not requests: a player
  // solving the puzzle or answering the provider's popup; generous, but a waiting state still ends.
  delays: {
    captchaThrottle: CAPTCHA_REFRESH_THROTTLE_MS,
    verificationTimeout: 5 * 60_000,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    smsLogin: input.smsLogin,
    freePlay: input.freePlay,
    social: input.social,
    providerSms: input.providerSms,
    passwordPolicy: input.passwordPolicy,
    agentPage: input.agentPage,
    countryDialingCode: input.countryDialingCode ?? '',
    tab: 'username',
    fieldErrors: {},
    failure: null,
    captchaShown: false,
    captchaImage: null,
    request: null,
    loginType: null,
    loginValue: null,
    memberType: null,
    knownPassword: null,
  }),
  initial: 'active',
  output: ({ context }) => loginOutput(context),
  states: {
    active: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['form'],
              entry: 'forgetRequest',
              on: {
                'login.tab': {
                  guard: { type: 'canUseMobileTab', params: ({ event }) => ({ tab: event.tab }) },
                  actions: { type: 'switchTab', params: ({ event }) => ({ tab: event.tab }) },
                },
                'login.submit': [
                  {
                    guard: { type: 'isFormInvalid', params: ({ event }) => ({ form: event.form }) },
                    actions: { type: 'showFieldErrors', params: ({ event }) => ({ form: event.form }) },
                  },
                  {
                    guard: 'isUsernameTab',
                    target: 'verifying',
                    actions: { type: 'keepRequest', params: ({ event }) => ({ form: event.form }) },
                  },
                  {
                    guard: 'isProviderSms',
                    target: 'confirmingProviderCode',
                    actions: { type: 'keepRequest', params: ({ event }) => ({ form: event.form }) },
                  },
                  {
                    target: 'submitting',
                    actions: { type: 'keepRequest', params: ({ event }) => ({ form: event.form }) },
                  },
                ],
                'login.freePlay': { guard: 'canFreePlay', target: 'freePlaying' },
                'login.social': {
                  guard: 'canSocial',
                  target: 'signingInWithProvider',
                },
              },
            },
            verifying: {
              tags: ['humanVerification', 'busy'],
              on: {
                'verification.passed': {
                  target: 'submitting',
                  actions: { type: 'addVerification', params: ({ event }) => ({ result: event.result }) },
                },
                'verification.cancelled': { target: 'editing' },
              },
              after: {
                verificationTimeout: {
                  target: 'editing',
                  actions: { type: 'setFailureKey', params: { failure: failureOf('verifyFirst') } },
                },
              },
            },
            confirmingProviderCode: {
              tags: ['busy'],
              invoke: {
                id: 'confirmProviderCode',
                src: 'confirmProviderCode',
                input: ({ context }) => ({ code: context.request?.password ?? '' }),
                onDone: {
                  target: 'submitting',
                  actions: { type: 'useProviderToken', params: ({ event }) => ({ idToken: event.output }) },
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
              // The provider is not our API client, so it has no client timeout to rely on.
              after: {
                verificationTimeout: {
                  target: 'editing',
                  actions: { type: 'setFailureKey', params: { failure: DEADLINE_FAILURE } },
                },
              },
            },
            signingInWithProvider: {
              tags: ['busy'],
              invoke: {
                id: 'signInWithProvider',
                src: 'signInWithProvider',
                input: ({ event }) => {
                  // Only `login.social` enters this state.
                  assertEvent(event, 'login.social');
                  return { provider: event.provider };
                },
                onDone: {
                  target: 'submitting',
                  actions: { type: 'startProviderLogin', params: ({ event }) => ({ idToken: event.output }) },
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
              after: {
                verificationTimeout: {
                  target: 'editing',
                  actions: { type: 'setFailureKey', params: { failure: DEADLINE_FAILURE } },
                },
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'submitLogin',
                src: 'submitLogin',
                input: ({ context }) => context.request ?? { type: 'username', username: '', password: '' },
                onDone: {
                  target: 'startingSession',
                  actions: { type: 'keepLoginValue', params: ({ event }) => ({ loginValue: event.output }) },
                },
                onError: [
                  {
                    guard: { type: 'needsCaptcha', params: ({ event }) => ({ error: event.error }) },
                    target: 'editing',
                    actions: [
                      { type: 'assignLoginFailure', params: ({ event }) => ({ error: event.error }) },
                      raise({ type: 'captcha.needed' }),
                    ],
                  },
                  {
                    target: 'editing',
                    actions: { type: 'assignLoginFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            freePlaying: {
              tags: ['busy'],
              invoke: {
                id: 'freePlayLogin',
                src: 'freePlayLogin',
                onDone: {
                  target: 'startingSession',
                  actions: {
                    type: 'keepFreePlayValue',
                    params: ({ event }) => ({ loginValue: event.output }),
                  },
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            startingSession: {
              tags: ['busy'],
              invoke: {
                id: 'startSession',
                src: 'startSession',
                input: ({ context }) => ({
                  loginValue: context.loginValue ?? { token: '' },
                  loginType: context.loginType ?? 'username',
                }),
                onDone: [
                  {
                    guard: { type: 'isRefusedAgentPage', params: ({ event }) => event.output },
                    target: 'editing',
                    actions: [
                      'endSession',
                      { type: 'setFailureKey', params: { failure: failureOf('nonAgentLogin') } },
                    ],
                  },
                  {
                    guard: { type: 'isNonMember', params: ({ event }) => event.output },
                    target: 'editing',
                    actions: [
                      'endSession',
                      { type: 'setFailureKey', params: { failure: failureOf('nonMemberLogin') } },
                    ],
                  },
                  {
                    guard: 'mustChangePassword',
                    target: '#login.passwordChangeRequired',
                    actions: { type: 'holdPasswordForChange', params: ({ event }) => event.output },
                  },
                  {
                    target: '#login.loggedIn',
                    actions: { type: 'keepMemberType', params: ({ event }) => event.output },
                  },
                ],
                // Member info failed or timed out (the client's timeout): the stored token goes.
                onError: {
                  target: 'editing',
                  actions: [
                    'endSession',
                    { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
          },
        },
        captcha: {
          // The captcha appears when a failed login asks for it (wire protocol §2.3 captcha flow).
          initial: 'hidden',
          states: {
            hidden: {
              on: { 'captcha.needed': { target: 'loading', actions: 'markCaptchaShown' } },
            },
            loading: {
              tags: ['captchaLoading'],
              invoke: {
                id: 'loadCaptcha',
                src: 'loadCaptcha',
                onDone: {
                  target: 'shown',
                  actions: { type: 'showCaptchaImage', params: ({ event }) => ({ image: event.output }) },
                },
                onError: { target: 'failed', actions: 'dropCaptchaImage' },
              },
            },
            shown: {
              initial: 'cooling',
              on: { 'captcha.needed': { target: 'loading' } },
              states: {
                // The image refreshes at most once a second (spec 01 §9).
                cooling: { after: { captchaThrottle: { target: 'ready' } } },
                ready: { on: { 'login.captchaRefresh': { target: '#login.active.captcha.loading' } } },
              },
            },
            failed: {
              tags: ['captchaFailed'],
              on: {
                'login.captchaRefresh': { target: 'loading' },
                'captcha.needed': { target: 'loading' },
              },
            },
          },
        },
      },
    },
    loggedIn: {
      type: 'final',
      entry: { type: 'finish', params: ({ context }) => loginOutput(context) },
    },
    passwordChangeRequired: {
      type: 'final',
      entry: { type: 'finish', params: ({ context }) => loginOutput(context) },
    },
  },
});
