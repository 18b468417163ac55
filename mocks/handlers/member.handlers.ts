import { roundToCents } from '@/money/money';
import { contract } from '@/contracts';
import { KYC_STATUSES } from '@/contracts/member.contract';
import { db } from '../db';
import { fail, implement, ok, type MemberRecord } from '../lib/handler';
import { initialsSvg } from '../lib/svg';
import { maskMobile } from '../lib/accounts';
import { banks, securityQuestions } from '../seed/reference';

/** Monthly turnover needed to reach each VIP level (designed; level n → n+1). */
const RANK_TURNOVER = [
  1_000, 5_000, 20_000, 50_000, 120_000, 300_000, 800_000, 2_000_000, 5_000_000, 10_000_000,
];

function hue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

function memberInfo(member: MemberRecord) {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    toUpline: member.toUpline,
    clubLabel: {
      labelName: member.clubLabelName,
      rankLevel: member.rankLevel,
      labelColor: member.memberLabelColor,
    },
    memberLabel: member.memberLabels.map((labelName) => ({ labelName, labelColor: member.memberLabelColor })),
    regDate: member.regDate,
    mobile: maskMobile(member.mobile),
    email: member.email,
    payeeName: member.payeeName,
    birthday: member.birthday,
    currency: 'PHP',
    language: member.language,
    memberLabelColor: member.memberLabelColor,
  };
}

/** A real calendar day (`yyyy-MM-dd`) before today. */
function isPastDate(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && date.getTime() < Date.now()
  );
}

/** The sign-up reward's designed state (member contract): new members may ask for it once. */
function signUpReward(member: MemberRecord) {
  const eligible = !member.guest && (member.firstTimeLogin || member.regDate > Date.UTC(2025, 0, 1));
  return {
    eligible,
    rewardAmount: '18.00',
    status: member.signUpRewardRequested ? 'REQUESTED' : 'AVAILABLE',
  };
}

export const memberHandlers = [
  implement(contract.member.info, ({ member }) => ok(memberInfo(member))),

  implement(contract.member.updateProfile, ({ member, body }) => {
    // Real name and birthday identify the payee of withdrawals: set once, then only support changes them.
    if (body.payeeName !== undefined && member.payeeName && body.payeeName !== member.payeeName)
      return fail('PAYEE_NAME_LOCKED', 'The real name is already set');
    if (body.birthday !== undefined && member.birthday && body.birthday !== member.birthday)
      return fail('BIRTHDAY_LOCKED', 'The birthday is already set');
    if (body.birthday !== undefined && !isPastDate(body.birthday))
      return fail('BIRTHDAY_INVALID', 'The birthday is not a valid past date');
    db.member.update({
      where: { id: { equals: member.id } },
      data: {
        ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
        ...(body.payeeName !== undefined ? { payeeName: body.payeeName } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.birthday !== undefined ? { birthday: body.birthday } : {}),
      },
    });
    return ok(null);
  }),

  implement(contract.member.kycSetting, ({ member, scenario }) => {
    const status = KYC_STATUSES.find((s) => s === member.kycStatus) ?? 'NOT_SUBMITTED';
    return ok(scenario.kyc ? { enabled: true, status } : { enabled: false });
  }),

  implement(contract.member.icon, ({ member }) =>
    ok({ icon: initialsSvg(member.nickname || member.account, hue(member.account)) }),
  ),

  implement(contract.member.updateLanguage, ({ member, body }) => {
    if (member)
      db.member.update({
        where: { id: { equals: member.id } },
        data: { language: body.language.toUpperCase() },
      });
    return ok(null);
  }),

  implement(contract.member.avatar, ({ member }) => ok({ avatar: member.avatar, avatarType: 'STATIC' })),

  implement(contract.member.rankProgress, ({ member }) => {
    const level = member.rankLevel;
    const expected = RANK_TURNOVER[Math.min(level, RANK_TURNOVER.length - 1)] ?? 0;
    return ok({
      playerRankName: member.clubLabelName,
      rankLevel: level,
      nextRankName: level < 10 ? `VIP${level + 1}` : null,
      monthlyTurnover: { actual: Number(roundToCents(member.monthlyTurnover)), expected },
      totalTurnover: { actual: Number(roundToCents(member.totalTurnover)), expected: expected * 12 },
    });
  }),

  implement(contract.member.referral, ({ member, request }) => {
    const origin = new URL(request.url).origin;
    return ok({
      referralCode: member.referralCode,
      totalInvitations: db.member.count({ where: { parentId: { equals: member.id } } }),
      promotionDomains: [`${origin}/register?referralCode=${member.referralCode}`],
    });
  }),

  // Member-centre security items: first login, payment password, bank cards, security questions.
  implement(contract.member.firstLogin, ({ member }) => {
    db.member.update({ where: { id: { equals: member.id } }, data: { firstTimeLogin: false } });
    return ok(null);
  }),

  implement(contract.member.signUpReward, ({ member }) => ok(signUpReward(member))),

  implement(contract.member.requestSignUpReward, ({ member }) => {
    if (!signUpReward(member).eligible)
      return fail('PROMOTION_NOT_AVAILABLE', 'This promotion is not available');
    db.member.update({ where: { id: { equals: member.id } }, data: { signUpRewardRequested: true } });
    return ok({ ...signUpReward(member), status: 'REQUESTED' });
  }),

  implement(contract.member.securityConfig, ({ member }) => {
    return ok({
      hasPaymentPassword: member.paymentPassword !== null,
      hasBankCard: db.bankCard.count({ where: { memberId: { equals: member.id } } }) > 0,
      hasSecurityQuestions: db.securityAnswer.count({ where: { memberId: { equals: member.id } } }) > 0,
      mobileVerified: member.mobile !== null,
      emailVerified: member.email !== null,
    });
  }),

  implement(contract.member.hasWithdrawalPassword, ({ member }) => ok(member.paymentPassword !== null)),

  implement(contract.member.paymentPassword, ({ member, body }) => {
    if (member.paymentPassword !== null && member.paymentPassword !== body.oldPaymentPassword) {
      return fail('PAYMENT_PASSWORD_INCORRECT', 'The current payment password is incorrect');
    }
    if (body.newPaymentPassword !== body.confirmPaymentPassword)
      return fail('PASSWORD_NOT_MATCH', 'The two passwords do not match');
    if (!/^\d{6}$/.test(body.newPaymentPassword))
      return fail('PAYMENT_PASSWORD_FORMAT_ERROR', 'The payment password must be 6 digits');
    db.member.update({
      where: { id: { equals: member.id } },
      data: { paymentPassword: body.newPaymentPassword },
    });
    return ok(null);
  }),

  implement(contract.member.bankCards, ({ member }) => {
    return ok(
      db.bankCard.findMany({ where: { memberId: { equals: member.id } } }).map((c) => ({
        id: c.id,
        bankId: c.bankId,
        bankName: c.bankName,
        accountName: c.accountName,
        accountNo: `**** ${c.accountNo.replace(/\s/g, '').slice(-4)}`,
        branch: c.branch,
      })),
    );
  }),

  implement(contract.member.bindBankCard, ({ member, body }) => {
    if (member.paymentPassword !== null && body.paymentPassword !== member.paymentPassword) {
      return fail('PAYMENT_PASSWORD_INCORRECT', 'The payment password is incorrect');
    }
    const bank = banks.find((b) => String(b.bankId) === String(body.bankId));
    if (!bank) return fail('BANK_NOT_FOUND', 'Please choose a bank');
    if (db.bankCard.count({ where: { memberId: { equals: member.id } } }) >= 3)
      return fail('BANK_CARD_LIMIT', 'At most 3 bank cards');
    db.bankCard.create({
      id: db.bankCard.getAll().reduce((max, c) => Math.max(max, c.id), 0) + 1,
      memberId: member.id,
      bankId: bank.bankId,
      bankName: bank.bankName,
      accountName: body.accountName,
      accountNo: body.accountNo,
      branch: body.branch ?? null,
    });
    return ok(null);
  }),

  implement(contract.member.securityQuestions, () => ok(securityQuestions.map((q) => ({ ...q })))),

  implement(contract.member.customerSecurityQuestions, ({ member }) => {
    const answered = new Set(
      db.securityAnswer.findMany({ where: { memberId: { equals: member.id } } }).map((a) => a.questionId),
    );
    return ok(securityQuestions.filter((q) => answered.has(q.id)).map((q) => ({ ...q })));
  }),

  implement(contract.member.setSecurityQuestions, ({ member, body }) => {
    for (const { questionId, answer } of body.answers) {
      if (!securityQuestions.some((q) => String(q.id) === String(questionId)))
        return fail('QUESTION_NOT_FOUND', 'Unknown security question');
      const id = `${member.id}-${questionId}`;
      db.securityAnswer.delete({ where: { id: { equals: id } } });
      db.securityAnswer.create({ id, memberId: member.id, questionId: Number(questionId), answer });
    }
    return ok(null);
  }),
];
