import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor, type AnyActorRef } from 'xstate';
import { decryptRequestBody } from '@mocks/lib/wire';
import { server, useScenario } from '@mocks/node';
import { api } from '@/api/instance';
import { setAuthProvider } from '@/auth';
import type { AuthProvider } from '@/auth/authProvider';
import { createFirebaseAuthProvider } from '@/auth/firebaseAuthProvider';
import { createLoginActors } from '@/machines/login/login.actors';
import { loginMachine } from '@/machines/login/login.machine';
import { createRegistrationActors } from '@/machines/registration/registration.actors';
import { registrationMachine } from '@/machines/registration/registration.machine';
import { createSmsCountdownActors, type SmsPurpose } from '@/machines/smsCountdown/smsCountdown.actors';
import { toFailure } from '@/machines/shared/failure';

/**
 * The site's real Firebase provider against the Firebase Auth emulator (ADR 047, spec 01 §4, §8):
 * the code the emulator "sends" is read from its verification-codes endpoint, and the ID token it
 * answers must reach the WPS registration and login calls. Run by scripts/firebase-emulator.mjs,
 * which starts the emulator and sets FIREBASE_AUTH_EMULATOR_HOST; without it this file fails on
 * purpose rather than passing with nothing checked.
 */
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!host)
  throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run `node scripts/firebase-emulator.mjs`');
const emulatorUrl = `http://${host}`;
const PROJECT_ID = 'demo-wps';
const RECAPTCHA = 'recaptcha-container';
const DIALING = '+60';

interface VerificationCode {
  phoneNumber: string;
  sessionInfo: string;
  code: string;
}

/** The last code the emulator issued for a number (what a phone would have received by SMS). */
async function lastCodeFor(phoneE164: string): Promise<string> {
  const response = await fetch(`${emulatorUrl}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as { verificationCodes: VerificationCode[] };
  const code = verificationCodes.filter((v) => v.phoneNumber === phoneE164).at(-1)?.code;
  if (!code) throw new Error(`the emulator issued no code for ${phoneE164}`);
  return code;
}

/** A fresh number per test: the emulator keeps its accounts and codes for the whole run. */
let serial = 0;
function freshMobile(): { mobileNum: string; e164: string } {
  serial += 1;
  const mobileNum = `19${String(Date.now() % 1_000_000).padStart(6, '0')}${serial}`.slice(0, 10);
  return { mobileNum, e164: `${DIALING}${mobileNum}` };
}

/** The claims of an emulator ID token (an unsigned JWT). */
function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
}

/** Bodies of the WPS calls the machines made, by path. */
const bodies: { path: string; body: Record<string, unknown> }[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/wps/') || request.method === 'GET') return;
  // Login and registration bodies travel encrypted (wire protocol §1.2): read them as the mock does.
  const encryption = request.headers.get('encryption');
  void request
    .clone()
    .text()
    .then((raw) => {
      const decrypted = decryptRequestBody(encryption, raw);
      const body: unknown = decrypted.ok ? decrypted.body : JSON.parse(raw);
      if (typeof body === 'object' && body !== null)
        bodies.push({ path: url.pathname, body: body as Record<string, unknown> });
    })
    .catch(() => undefined);
});
const bodyOf = (path: string) => bodies.filter((b) => b.path === path).at(-1)?.body;

let provider: AuthProvider;

beforeAll(() => {
  const container = document.createElement('div');
  container.id = RECAPTCHA;
  document.body.append(container);
  provider = createFirebaseAuthProvider({ apiKey: 'demo-key', projectId: PROJECT_ID, emulatorUrl });
});
afterAll(() => setAuthProvider(null));

beforeEach(() => {
  bodies.length = 0;
  // The emulator is not the WPS backend: its calls go through to it, everything else hits the mock.
  server.use(http.all(`${emulatorUrl}/*`, () => passthrough()));
  useScenario('firebasePhone');
  // The setup file clears the DOM and storage after each test; the provider stays for the file.
  if (!document.getElementById(RECAPTCHA)) {
    const container = document.createElement('div');
    container.id = RECAPTCHA;
    document.body.append(container);
  }
  setAuthProvider(provider);
});

async function sendCode(purpose: SmsPurpose, mobileNum: string): Promise<void> {
  const { sendCode: send } = createSmsCountdownActors({
    api,
    purpose,
    viaProvider: true,
    recaptchaContainer: RECAPTCHA,
  });
  const actor = createActor(send, {
    input: { mobileNum, countryDialingCode: DIALING },
  });
  actor.start();
  await toPromise(actor);
}

const deps = { api, deviceId: () => 'device-firebase-emulator' };

function startLogin() {
  const actor = createActor(loginMachine.provide({ actors: createLoginActors(deps) }), {
    input: {
      smsLogin: true,
      freePlay: false,
      social: true,
      providerSms: true,
      passwordPolicy: false,
      agentPage: false,
      countryDialingCode: DIALING,
    },
  });
  actor.start();
  actor.send({ type: 'login.tab', tab: 'mobile' });
  return actor;
}

function startRegistration() {
  const actor = createActor(
    registrationMachine.provide({
      actors: createRegistrationActors({
        ...deps,
        domain: () => 'localhost',
        registerUrl: () => 'http://localhost/register',
      }),
    }),
    {
      input: {
        usernameEnabled: true,
        mobileEnabled: true,
        preferMobile: true,
        smsVerification: true,
        affiliateFieldShown: false,
        captchaEnabled: false,
        providerSms: true,
        countryDialingCode: DIALING,
        today: { y: 2026, m: 11, d: 28 },
      },
    },
  );
  actor.start();
  return actor;
}

const settled = (actor: AnyActorRef) =>
  waitFor(actor, (s) => s.status === 'done' || (s.hasTag('form') && !s.hasTag('busy')), { timeout: 20_000 });

async function register(mobileNum: string, code: string) {
  const actor = startRegistration();
  await waitFor(actor, (s) => s.hasTag('form'), { timeout: 10_000 });
  actor.send({ type: 'registration.tab', tab: 'mobile' });
  actor.send({ type: 'registration.terms', accepted: true });
  actor.send({
    type: 'registration.submit',
    values: { mobileNum, verificationCode: code, password: 'Passw0rd1', confirmPassword: 'Passw0rd1' },
  });
  // Done, or back at the form with a failure: either way the provider and the WPS call have answered.
  return waitFor(actor, (s) => s.status === 'done' || (s.hasTag('form') && s.context.failure !== null), {
    timeout: 20_000,
  });
}

async function login(mobileNum: string, code: string) {
  const actor = startLogin();
  actor.send({
    type: 'login.submit',
    form: { username: '', password: '', mobileNum, smsCode: code, captcha: '' },
  });
  return settled(actor);
}

describe('Firebase provider against the Auth emulator (spec 01 §4 phone sign-in, §8 messages)', () => {
  it('registers with the emulator code: its ID token reaches registerMobile', async () => {
    const { mobileNum, e164 } = freshMobile();
    await sendCode('register', mobileNum);
    const code = await lastCodeFor(e164);

    const state = await register(mobileNum, code);

    expect(state.context.failure).toBeNull();
    expect(state.context.loggedIn).toBe(true);
    const body = bodyOf('/wps/member/register/mobile');
    const token = body?.firebaseIdToken;
    expect(typeof token).toBe('string');
    expect(body?.firebaseChannel).toBe('SMS');
    expect(claimsOf(String(token))).toMatchObject({ phone_number: e164, aud: PROJECT_ID });
  });

  it('logs in with the emulator code: its ID token reaches the login call', async () => {
    const { mobileNum, e164 } = freshMobile();
    await sendCode('register', mobileNum);
    expect((await register(mobileNum, await lastCodeFor(e164))).context.failure).toBeNull();

    await sendCode('login', mobileNum);
    const code = await lastCodeFor(e164);
    const state = await login(mobileNum, code);

    expect(state.context.failure).toBeNull();
    expect(state.matches('loggedIn')).toBe(true);
    const body = bodyOf('/wps/session/login');
    expect(body).toMatchObject({ type: 'firebase' });
    expect(claimsOf(String(body?.firebaseIdToken))).toMatchObject({ phone_number: e164, aud: PROJECT_ID });
  });

  it('a wrong code gives the wrong-code message and calls no WPS login', async () => {
    const { mobileNum, e164 } = freshMobile();
    await sendCode('login', mobileNum);
    const code = await lastCodeFor(e164);
    const wrong = code === '000000' ? '111111' : '000000';

    const state = await login(mobileNum, wrong);

    expect(state.context.failure?.messageKey).toBe('errors:invalidCode');
    expect(bodyOf('/wps/session/login')).toBeUndefined();
  });

  it('a code whose session is spent gives the expired message', async () => {
    const { mobileNum, e164 } = freshMobile();
    await sendCode('login', mobileNum);
    const code = await lastCodeFor(e164);
    // The emulator forgets a session once its code is used (it has no clock of its own), which is what
    // Firebase answers for a session that has run out: confirming again is confirming an expired one.
    await provider.confirmPhoneCode(code);

    const state = await login(mobileNum, code);

    expect(state.context.failure?.messageKey).toBe('errors:codeExpired');
  });

  it('a number without its + country prefix is refused with the invalid-number message', async () => {
    const error = await provider.sendPhoneCode('60123456789', RECAPTCHA).then(
      () => null,
      (e: unknown) => e,
    );
    expect(toFailure(error).messageKey).toBe('errors:invalidPhone');
  });
});
