import { contract } from '@/contracts';
import { db } from '../db';
import { fail, implement, ok } from '../lib/handler';
import { now } from '../lib/clock';
import { runtimeRng } from '../lib/random';
import { mockState } from '../lib/state';
import { sliderSvg } from '../lib/svg';
import { checkHumanVerification, findMemberByMobile, issueSmsCode, normaliseMobile } from '../lib/accounts';
import type { Scenario } from '../scenarios';

const SLIDER = { width: 300, height: 160, piece: 44, tolerance: 6 } as const;

/**
 * Open text challenges (the slider's accessible alternative): id → answer. Kept beside the handlers, not in
 * the seeded db: ids are random and single-use, and a bounded map keeps a long-running mock server small.
 */
const textChallenges = new Map<string, string>();
const TEXT_CHALLENGES_KEPT = 200;

function issueTextChallenge(challengeId: string, a: number, b: number): string {
  textChallenges.set(challengeId, String(a + b));
  while (textChallenges.size > TEXT_CHALLENGES_KEPT) {
    const oldest = textChallenges.keys().next().value;
    if (oldest === undefined) break;
    textChallenges.delete(oldest);
  }
  return `${a} + ${b}`;
}

function verificationFailure(body: Parameters<typeof checkHumanVerification>[0], scenario: Scenario) {
  const hv = checkHumanVerification(body);
  if (hv === 'invalid' || (hv === 'missing' && scenario.humanVerificationRequired)) {
    return fail('login_verify_required', 'Please complete the security verification');
  }
  return null;
}

export const verificationHandlers = [
  implement(contract.verification.loginCode, ({ body, scenario }) => {
    const refused = verificationFailure(body, scenario);
    if (refused) return refused;
    const mobile = normaliseMobile(body.mobileNum, body.countryDialingCode);
    if (!findMemberByMobile(mobile)) return fail('USER_NOT_EXIST', 'This mobile number is not registered');
    const { expiredMinutes } = issueSmsCode('login', mobile, scenario);
    return ok({ expiredMinutes });
  }),

  implement(contract.verification.registerSms, ({ body, scenario }) => {
    const refused = verificationFailure(body, scenario);
    if (refused) return refused;
    const mobile = normaliseMobile(body.mobileNum, body.countryDialingCode);
    if (findMemberByMobile(mobile))
      return fail('customer_mobile_no_duplicated', 'This mobile number is already registered', 400);
    const { expiredMinutes } = issueSmsCode('register', mobile, scenario);
    return ok({ expiredMinutes });
  }),

  implement(contract.verification.sliderChallenge, () => {
    const rng = runtimeRng();
    const targetX = rng.int(70, SLIDER.width - SLIDER.piece - 10);
    const pieceY = rng.int(16, SLIDER.height - SLIDER.piece - 16);
    const challengeId = rng.uuid();
    db.sliderChallenge.create({ id: challengeId, targetX, used: false, createdAt: now() });
    mockState.setLastSliderX(targetX);
    return ok({
      challengeId,
      image: sliderSvg(SLIDER.width, SLIDER.height, targetX, pieceY, SLIDER.piece, rng.int(0, 359)),
      pieceY,
      width: SLIDER.width,
      height: SLIDER.height,
      pieceSize: SLIDER.piece,
    });
  }),

  implement(contract.verification.sliderVerify, ({ body }) => {
    const challenge = db.sliderChallenge.findFirst({
      where: { id: { equals: body.challengeId }, used: { equals: false } },
    });
    if (!challenge) return fail('slider_challenge_expired', 'Verification expired, please try again');
    db.sliderChallenge.update({ where: { id: { equals: challenge.id } }, data: { used: true } });
    if (Math.abs(body.x - challenge.targetX) > SLIDER.tolerance) {
      return fail('slider_verify_failed', 'Verification failed, please try again');
    }
    const verificationToken = runtimeRng().uuid();
    db.verificationToken.create({ token: verificationToken, used: false, createdAt: now() });
    return ok({ verificationToken });
  }),

  implement(contract.verification.textChallenge, () => {
    const rng = runtimeRng();
    const challengeId = rng.uuid();
    const question = issueTextChallenge(challengeId, rng.int(2, 9), rng.int(2, 9));
    return ok({ challengeId, question });
  }),

  implement(contract.verification.textVerify, ({ body }) => {
    const answer = textChallenges.get(body.challengeId);
    if (answer === undefined)
      return fail('slider_challenge_expired', 'Verification expired, please try again');
    textChallenges.delete(body.challengeId);
    if (body.answer.trim() !== answer)
      return fail('slider_verify_failed', 'Verification failed, please try again');
    const verificationToken = runtimeRng().uuid();
    db.verificationToken.create({ token: verificationToken, used: false, createdAt: now() });
    return ok({ verificationToken });
  }),
];
