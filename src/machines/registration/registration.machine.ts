import { assign, fromPromise, setup } from 'xstate';
import type { RuleSet } from '@/validation/defaults';
import {
  registrationFields,
  validateRegistration,
  type FieldErrors,
  type RegistrationType,
} from '@/validation/forms';
import { failureOf, isBusinessError, toFailure, type Failure } from '../shared/failure';

export interface RegistrationInput {
  /** The username form: REG3 on, and USERNAMEREG3 not off beside mobile registration (ADR 050). */
  usernameEnabled: boolean;
  /** MOBILENUMREG3 */
  mobileEnabled: boolean;
  /** Mobile registration is the configured default type. */
  preferMobile: boolean;
  /** REGMOBVERF3 */
  smsVerification: boolean;
  /** AFFMAN3: the affiliate field is shown; otherwise the code comes from the URL. */
  affiliateFieldShown: boolean;
  /** CAPTCHA3 (absent = on): off hides the captcha field. */
  captchaEnabled?: boolean;
  urlAffiliateCode?: string | null;
  /** From the `referralCode` query parameter. */
  referralCode?: string | null;
  /** The authentication provider sends and checks the SMS code. */
  providerSms: boolean;
  countryDialingCode?: string;
  today: { y: number; m: number; d: number };
}

/** A validated registration, ready for register / registerMobile. */
export interface RegistrationRequest {
  type: RegistrationType;
  values: Record<string, string>;
  affiliateCode: string;
  referralCode: string;
  countryDialingCode: string;
  firebaseIdToken?: string;
}

export interface Registered {
  token?: string;
  userName?: string;
}

export interface RegistrationContext extends Omit<RegistrationInput, 'urlAffiliateCode' | 'referralCode'> {
  urlAffiliateCode: string;
  referralCode: string;
  countryDialingCode: string;
  tab: RegistrationType;
  settings: RuleSet | null;
  termsAccepted: boolean;
  /** The terms warning flag (spec 01 §8). */
  termsWarning: boolean;
  fieldErrors: FieldErrors;
  failure: Failure | null;
  request: RegistrationRequest | null;
  registered: Registered | null;
  loggedIn: boolean;
}

export type RegistrationEvent =
  | { type: 'registration.tab'; tab: RegistrationType }
  | { type: 'registration.terms'; accepted: boolean }
  | { type: 'registration.submit'; values: Record<string, string | undefined> }
  | { type: 'registration.dismiss' }
  | { type: 'registration.retry' };

function fieldsFor(context: RegistrationContext) {
  return registrationFields(context.settings ?? undefined, {
    type: context.tab,
    smsVerification: context.smsVerification,
    affiliateFieldShown: context.affiliateFieldShown,
    captchaEnabled: context.captchaEnabled,
  });
}

function validate(context: RegistrationContext, values: Record<string, string | undefined>) {
  return validateRegistration(values, fieldsFor(context), { today: context.today });
}

/**
 * Registration (spec 01 §4, §5): configured fields and rules, terms, affiliate check before
 * registering, mobile registration, SMS verification, then register (login:true), start the session
 * and go home.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as { loggedIn: boolean },
    tags: {} as 'busy' | 'form' | 'dialog',
  },
  actors: {
    loadSettings: fromPromise<RuleSet>(async () => {
      throw new Error('loadSettings not provided');
    }),
    checkAffiliate: fromPromise<void, { code: string }>(async () => {
      throw new Error('checkAffiliate not provided');
    }),
    confirmProviderCode: fromPromise<string, { code: string }>(async () => {
      throw new Error('confirmProviderCode not provided');
    }),
    register: fromPromise<Registered, RegistrationRequest>(async () => {
      throw new Error('register not provided');
    }),
    startSession: fromPromise<void, Registered>(async () => {
      throw new Error('startSession not provided');
    }),
  },
  guards: {
    canSwitchTab: ({ context }, params: { tab: RegistrationType }) =>
      params.tab === 'mobile' ? context.mobileEnabled : context.usernameEnabled,
    isTermsMissing: ({ context }) => !context.termsAccepted,
    isFormInvalid: ({ context }, params: { values: Record<string, string | undefined> }) =>
      !validate(context, params.values).valid,
    hasAffiliateCode: ({ context }) => (context.request?.affiliateCode ?? '') !== '',
    needsProviderCode: ({ context }) => context.providerSms && context.smsVerification,
    hasToken: (_, params: Registered) => Boolean(params.token),
    /** A fault (network, 5xx, timeout) is not a wrong code: say what happened, keep the form. */
    isFault: (_, params: { error: unknown }) => !isBusinessError(params.error),
  },
  actions: {
    /** The flow's end, performed by the UI (session, close, home). */
    finish: (_, _params: { loggedIn: boolean }) => undefined,
    /** Spec 01 §8: the "invitation code error" warning dialog; the UI sends `registration.dismiss`. */
    warnInvitationCode: () => undefined,
    setFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    setFailureKey: assign((_, params: { failure: Failure }) => ({ failure: params.failure })),
    clearFailure: assign({ failure: null }),
    keepSettings: assign((_, params: { settings: RuleSet }) => ({ settings: params.settings })),
    switchTab: assign((_, params: { tab: RegistrationType }) => ({
      tab: params.tab,
      fieldErrors: {},
      failure: null,
    })),
    setTerms: assign(({ context }, params: { accepted: boolean }) => ({
      termsAccepted: params.accepted,
      termsWarning: context.termsWarning && !params.accepted,
    })),
    showFieldErrors: assign(({ context }, params: { values: Record<string, string | undefined> }) => ({
      fieldErrors: validate(context, params.values).errors,
      termsWarning: !context.termsAccepted,
    })),
    warnTerms: assign({ termsWarning: true, fieldErrors: {} }),
    useProviderToken: assign(({ context }, params: { idToken: string }) => ({
      request: context.request ? { ...context.request, firebaseIdToken: params.idToken } : null,
    })),
    keepRegistered: assign((_, params: { registered: Registered }) => ({ registered: params.registered })),
    markLoggedIn: assign({ loggedIn: true }),
    forgetRequest: assign({ request: null, registered: null }),
    keepRequest: assign(({ context }, params: { values: Record<string, string | undefined> }) => {
      const { values } = validate(context, params.values);
      const affiliateCode =
        (context.affiliateFieldShown ? values.affiliateCode : context.urlAffiliateCode) ?? '';
      const request: RegistrationRequest = {
        type: context.tab,
        values,
        affiliateCode: affiliateCode.trim(),
        referralCode: context.referralCode,
        countryDialingCode: context.countryDialingCode,
      };
      return { request, fieldErrors: {}, failure: null };
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => {
    const tab: RegistrationType =
      input.mobileEnabled && (input.preferMobile || !input.usernameEnabled) ? 'mobile' : 'username';
    return {
      ...input,
      urlAffiliateCode: input.urlAffiliateCode ?? '',
      referralCode: input.referralCode ?? '',
      countryDialingCode: input.countryDialingCode ?? '',
      tab,
      settings: null,
      termsAccepted: false,
      termsWarning: false,
      fieldErrors: {},
      failure: null,
      request: null,
      registered: null,
      loggedIn: false,
    };
  },
  initial: 'loadingSettings',
  output: ({ context }) => ({ loggedIn: context.loggedIn }),
  states: {
    loadingSettings: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: {
          target: 'editing',
          actions: { type: 'keepSettings', params: ({ event }) => ({ settings: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'registration.retry': { target: 'loadingSettings', actions: 'clearFailure' } },
    },
    editing: {
      tags: ['form'],
      on: {
        'registration.tab': {
          guard: { type: 'canSwitchTab', params: ({ event }) => ({ tab: event.tab }) },
          actions: { type: 'switchTab', params: ({ event }) => ({ tab: event.tab }) },
        },
        'registration.terms': {
          actions: { type: 'setTerms', params: ({ event }) => ({ accepted: event.accepted }) },
        },
        'registration.submit': [
          {
            guard: { type: 'isFormInvalid', params: ({ event }) => ({ values: event.values }) },
            actions: { type: 'showFieldErrors', params: ({ event }) => ({ values: event.values }) },
          },
          { guard: 'isTermsMissing', actions: 'warnTerms' },
          {
            target: 'routing',
            actions: { type: 'keepRequest', params: ({ event }) => ({ values: event.values }) },
          },
        ],
      },
    },
    routing: {
      always: [
        { guard: 'hasAffiliateCode', target: 'checkingAffiliate' },
        { guard: 'needsProviderCode', target: 'confirmingProviderCode' },
        { target: 'registering' },
      ],
    },
    checkingAffiliate: {
      tags: ['busy'],
      invoke: {
        id: 'checkAffiliate',
        src: 'checkAffiliate',
        input: ({ context }) => ({ code: context.request?.affiliateCode ?? '' }),
        onDone: [{ guard: 'needsProviderCode', target: 'confirmingProviderCode' }, { target: 'registering' }],
        onError: [
          {
            guard: { type: 'isFault', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'invitationCodeError',
            actions: { type: 'setFailureKey', params: { failure: failureOf('invitationCodeError') } },
          },
        ],
      },
    },
    invitationCodeError: {
      tags: ['dialog'],
      entry: 'warnInvitationCode',
      on: { 'registration.dismiss': { target: 'editing', actions: 'clearFailure' } },
    },
    confirmingProviderCode: {
      tags: ['busy'],
      invoke: {
        id: 'confirmProviderCode',
        src: 'confirmProviderCode',
        input: ({ context }) => ({ code: context.request?.values.verificationCode ?? '' }),
        onDone: {
          target: 'registering',
          actions: { type: 'useProviderToken', params: ({ event }) => ({ idToken: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) =>
          context.request ?? {
            type: context.tab,
            values: {},
            affiliateCode: '',
            referralCode: '',
            countryDialingCode: '',
          },
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => event.output },
            target: 'startingSession',
            actions: { type: 'keepRegistered', params: ({ event }) => ({ registered: event.output }) },
          },
          // Registered but no session came back: the visitor logs in by hand.
          { target: 'registered' },
        ],
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
        input: ({ context }) => context.registered ?? {},
        onDone: { target: 'registered', actions: 'markLoggedIn' },
        // The account exists either way; a failed member-info step has removed its token.
        onError: { target: 'registered' },
      },
    },
    registered: {
      type: 'final',
      entry: ['forgetRequest', { type: 'finish', params: ({ context }) => ({ loggedIn: context.loggedIn }) }],
    },
  },
});
