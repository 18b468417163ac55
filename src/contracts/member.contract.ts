import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { amount, flag, idLike, knownItems } from './common';
import { anyValue, responds } from './envelope';
import { designed, meta } from './meta';
import { nameRoutes } from './names';

const c = initContract();

/** Account `type`: 1, 2, 41, 42 = agent; 4 = trial (demo) account; anything else = member. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

/** Spec 01 §3: clubLabel (labelName, rankLevel); the colour is this site's. */
export const clubLabel = z
  .object({
    labelName: z.string().nullish(),
    rankLevel: z.number().nullish(),
    labelColor: designed(z.string().nullish()),
  })
  .passthrough();
export type ClubLabel = z.infer<typeof clubLabel>;

/** Spec 01 §3 names the memberLabel list, not its items' fields: both are this site's. */
export const memberLabel = designed(
  z.object({ labelName: z.string().nullish(), labelColor: z.string().nullish() }).passthrough(),
);
export type MemberLabel = z.infer<typeof memberLabel>;

export const memberInfo = z
  .object({
    id: idLike,
    account: z.string(),
    nickname: z.string().nullish(),
    type: z.coerce.number(),
    toUpline: z.boolean().nullish(),
    clubLabel: clubLabel.nullish(),
    memberLabel: z.array(memberLabel).nullish(),
    regDate: z.number().nullish(),
    /** Masked, e.g. `0133671****`. */
    mobile: z.string().nullish(),
    /** Designed: the wire's mbInfo (§1.2) and spec 01 §3 name none of the next four. */
    email: designed(z.string().nullish()),
    /** Real name (the payee name withdrawals are paid to); set once. */
    payeeName: designed(z.string().nullish()),
    /** `yyyy-MM-dd`; set once. */
    birthday: designed(z.string().nullish()),
    currency: designed(z.string().nullish()),
  })
  .passthrough();
export type MemberInfo = z.infer<typeof memberInfo>;

export const avatarValue = z.object({ avatar: z.string(), avatarType: z.string() }).passthrough();
export type AvatarValue = z.infer<typeof avatarValue>;

const turnover = z.object({ actual: amount, expected: amount }).passthrough();
export const rankProgress = z
  .object({
    playerRankName: z.string(),
    /** Designed: the wire's rank progress (§1.2) names the rank's name and turnovers only. */
    rankLevel: designed(z.number().optional()),
    nextRankName: designed(z.string().nullish()),
    monthlyTurnover: turnover.optional(),
    totalTurnover: turnover.optional(),
  })
  .passthrough();
export type RankProgress = z.infer<typeof rankProgress>;

export const referralDetails = z
  .object({
    referralCode: z.string(),
    totalInvitations: z.number(),
    promotionDomains: z.array(z.string()),
  })
  .passthrough();
export type ReferralDetails = z.infer<typeof referralDetails>;

/** The icon call answers an image URL or an object carrying it, depending on the build. */
export const memberIcon = z
  .union([z.string(), z.object({ icon: designed(z.string().nullish()) }).passthrough()])
  .nullable();
export type MemberIcon = z.infer<typeof memberIcon>;

/**
 * Legacy profile update (POST /wps/member/info). Only the fields being changed are sent; real name and
 * birthday are accepted only while they are still empty. Designed: the wire lists the call, not its
 * fields (§1.2 legacy).
 */
export const updateProfileBody = designed(
  z.object({
    nickname: z.string().max(20).optional(),
    payeeName: z.string().min(1).max(50).optional(),
    email: z.string().email().optional(),
    birthday: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  }),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** Identity verification (KYC) as the merchant runs it; the real response is not shown in the sources. */
export const KYC_STATUSES = ['NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const kycSetting = designed(
  z
    .object({
      /** Whether the merchant asks its members for identity verification at all; unsaid is no. */
      enabled: flag.nullish(),
      status: z.enum(KYC_STATUSES).nullish(),
      remark: z.string().nullish(),
    })
    .passthrough(),
);
export type KycSetting = z.infer<typeof kycSetting>;

export const updateLanguageBody = z.object({ language: z.string().min(2) });

/**
 * Legacy bank card (member centre, withdrawals); the account number comes back masked. Designed, like the
 * other legacy member-centre shapes below: the wire lists these calls without their fields (§1.2 legacy).
 */
/**
 * A bound card. Every field is this site's design, so none is required: a card the backend lists counts
 * (withdrawing needs one, spec 01 §5) even when its fields go by other names (ADR 050).
 */
export const bankCard = designed(
  z
    .object({
      id: idLike.nullish(),
      bankName: z.string().nullish(),
      accountName: z.string().nullish(),
      accountNo: z.string().nullish(),
      branch: z.string().nullish(),
    })
    .passthrough(),
);
export type BankCard = z.infer<typeof bankCard>;

/** Plaintext of the encrypted bank-card binding. */
export const bindBankCardBody = designed(
  z.object({
    bankId: idLike,
    accountName: z.string().min(1),
    accountNo: z.string().min(1),
    branch: z.string().optional(),
    paymentPassword: z.string().optional(),
  }),
);
export type BindBankCardBody = z.infer<typeof bindBankCardBody>;

/** Plaintext of the encrypted payment (withdrawal) password change. */
export const paymentPasswordBody = designed(
  z.object({
    oldPaymentPassword: z.string().optional(),
    newPaymentPassword: z.string().min(1),
    confirmPaymentPassword: z.string().min(1),
  }),
);
export type PaymentPasswordBody = z.infer<typeof paymentPasswordBody>;

export const securityQuestion = designed(z.object({ id: idLike, question: z.string() }).passthrough());
export type SecurityQuestion = z.infer<typeof securityQuestion>;

export const securityAnswersBody = designed(
  z.object({
    answers: z.array(z.object({ questionId: idLike, answer: z.string().min(1) })).min(1),
  }),
);
export type SecurityAnswersBody = z.infer<typeof securityAnswersBody>;

/** Which security items the member has set up (security centre). Designed: the wire shows no fields (§1.1). */
export const securityConfig = designed(
  z
    .object({
      hasPaymentPassword: flag.nullish(),
      hasBankCard: flag.nullish(),
      hasSecurityQuestions: flag.nullish(),
      mobileVerified: flag.nullish(),
      emailVerified: flag.nullish(),
    })
    .passthrough(),
);
export type SecurityConfig = z.infer<typeof securityConfig>;

/** Legacy member-centre calls: all need the token; module ids are not shown. */
const legacy = (encrypted = false) => meta({ modId: null, token: true, encrypted, source: 'L' });

/**
 * The sign-up reward (spec 02 §9 mentions a welcome bonus; wire §1.2 names
 * `/wps/relay/MCSFE_signUpRequestReward` with its token and no fields). Designed, every field: whether the
 * member may ask for it, its amount and where the request stands. Read leniently (all optional), so a
 * backend that names them otherwise shows no entry rather than a broken one (ADR 050).
 */
export const SIGN_UP_REWARD_STATUSES = ['AVAILABLE', 'REQUESTED', 'RECEIVED'] as const;
export type SignUpRewardStatus = (typeof SIGN_UP_REWARD_STATUSES)[number];
export const signUpRewardState = z
  .object({
    /** Designed: false (or absent with no status) means the member has no reward to ask for. */
    eligible: designed(flag.nullish()),
    /** Designed: the reward's amount, a decimal as the wire sends money. */
    rewardAmount: designed(amount.nullish()),
    /** Designed: AVAILABLE (may ask), REQUESTED (asked, being reviewed), RECEIVED (paid). */
    status: designed(z.string().nullish()),
  })
  .passthrough();
export type SignUpRewardState = z.infer<typeof signUpRewardState>;

export const memberContract = c.router(
  {
    info: {
      method: 'GET',
      path: '/wps/member/info',
      responses: responds(memberInfo),
      summary: 'Logged-in member: id, account, nickname, type (agent/trial), VIP label',
      metadata: meta({ modId: 'COMM3', token: true, encrypted: false, source: 'A' }),
    },
    updateProfile: {
      method: 'POST',
      path: '/wps/member/info',
      body: updateProfileBody,
      responses: responds(anyValue),
      summary: 'Update nickname, real name, e-mail or birthday (legacy info POST)',
      metadata: legacy(),
    },
    kycSetting: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getCustomerKycMerchantSetting',
      responses: responds(kycSetting),
      summary: "Whether the merchant runs identity verification (KYC) and the member's status there",
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'G' }),
    },
    icon: {
      method: 'GET',
      path: '/wps/member/info/icon',
      responses: responds(memberIcon),
      summary: 'Profile picture of the member',
      metadata: meta({ modId: 'PROFPIC3', token: true, encrypted: false, source: 'A' }),
    },
    updateLanguage: {
      method: 'POST',
      path: '/wps/member/language',
      body: updateLanguageBody,
      responses: responds(anyValue),
      summary: 'Store the chosen language (spec 01 §7: no token required; sent when present)',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'B' }),
    },
    avatar: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getPlayerAvatar',
      responses: responds(avatarValue),
      summary: 'Avatar id and type ({avatar:"0", avatarType:"STATIC"})',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'A' }),
    },
    rankProgress: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getPlayerRankProgress',
      responses: responds(rankProgress),
      summary: 'VIP rank and turnover progress',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'G' }),
    },
    referral: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getReferralDetails',
      query: z.object({ autoGenerate: z.enum(['true', 'false']).optional() }),
      responses: responds(referralDetails),
      summary: 'Invite-friends referral code, invitation count and promotion domains',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'G' }),
    },
    firstLogin: {
      method: 'POST',
      path: '/wps/member/firstLogin',
      body: c.noBody(),
      responses: responds(anyValue),
      summary:
        'Designed: the first-login action after a first-time login (spec 01 §7 names it, no path shown)',
      metadata: meta({ modId: 'COMM3', token: true, encrypted: false, source: 'designed' }),
    },
    signUpReward: {
      method: 'GET',
      path: '/wps/relay/MCSFE_signUpRequestReward',
      responses: responds(signUpRewardState.nullable()),
      summary: 'Sign-up reward request state of a new member',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'B' }),
    },
    requestSignUpReward: {
      method: 'POST',
      path: '/wps/relay/MCSFE_signUpRequestReward',
      body: c.noBody(),
      responses: responds(signUpRewardState.nullable()),
      summary:
        'Designed: the member asks for the sign-up reward (wire §1.2 names the path only); answers the new state',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'designed' }),
    },
    securityConfig: {
      method: 'GET',
      path: '/wps/v2/member/securityConfig',
      responses: responds(securityConfig),
      summary: 'Security-centre status: payment password, bank card, questions',
      metadata: meta({ modId: 'COMM3', token: true, encrypted: false, source: 'B' }),
    },
    hasWithdrawalPassword: {
      method: 'GET',
      path: '/wps/member/hasWithdrawalPassword',
      responses: responds(z.boolean()),
      summary: 'Whether a payment (withdrawal) password is set',
      metadata: legacy(),
    },
    paymentPassword: {
      method: 'PUT',
      path: '/wps/member/paymentPassword',
      body: paymentPasswordBody,
      responses: responds(anyValue),
      summary: 'Set or change the payment password (encrypted)',
      metadata: legacy(true),
    },
    bankCards: {
      method: 'GET',
      path: '/wps/member/bankCard',
      responses: responds(z.array(bankCard)),
      summary: 'Bound bank cards',
      metadata: legacy(),
    },
    bindBankCard: {
      method: 'PUT',
      path: '/wps/member/bankCard',
      body: bindBankCardBody,
      responses: responds(anyValue),
      summary: 'Bind a bank card (encrypted)',
      metadata: legacy(true),
    },
    securityQuestions: {
      method: 'GET',
      path: '/wps/member/securityQuestions',
      responses: responds(knownItems(securityQuestion)),
      summary: 'Available security questions',
      metadata: legacy(),
    },
    customerSecurityQuestions: {
      method: 'GET',
      path: '/wps/member/customerSecurityQuestions',
      responses: responds(knownItems(securityQuestion)),
      summary: 'Security questions the member has answered',
      metadata: legacy(),
    },
    setSecurityQuestions: {
      method: 'PUT',
      path: '/wps/member/customerSecurityQuestions',
      body: securityAnswersBody,
      responses: responds(anyValue),
      summary: 'Save security answers (encrypted)',
      metadata: legacy(true),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('member', memberContract);
