import { contract } from '@/contracts';
import { db } from '../db';
import { fail, implement, ok } from '../lib/handler';
import { banks, securityQuestions } from '../seed/reference';

const noSession = () => fail('login.not.session', 'customer not login or login timeout', 401);

/** Member-centre security items: first login, payment password, bank cards, security questions. */
export const memberSecurityHandlers = [
  implement(contract.member.firstLogin, ({ member }) => {
    if (!member) return noSession();
    db.member.update({ where: { id: { equals: member.id } }, data: { firstTimeLogin: false } });
    return ok(null);
  }),

  implement(contract.member.signUpReward, ({ member }) =>
    member
      ? ok({
          eligible: member.firstTimeLogin || member.regDate > Date.UTC(2025, 0, 1),
          rewardAmount: 18,
          status: 'AVAILABLE',
        })
      : noSession(),
  ),

  implement(contract.member.securityConfig, ({ member }) => {
    if (!member) return noSession();
    return ok({
      hasPaymentPassword: member.paymentPassword !== null,
      hasBankCard: db.bankCard.count({ where: { memberId: { equals: member.id } } }) > 0,
      hasSecurityQuestions: db.securityAnswer.count({ where: { memberId: { equals: member.id } } }) > 0,
      mobileVerified: member.mobile !== null,
      emailVerified: member.email !== null,
    });
  }),

  implement(contract.member.hasWithdrawalPassword, ({ member }) =>
    member ? ok(member.paymentPassword !== null) : noSession(),
  ),

  implement(contract.member.paymentPassword, ({ member, body }) => {
    if (!member) return noSession();
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
    if (!member) return noSession();
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
    if (!member) return noSession();
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
    if (!member) return noSession();
    const answered = new Set(
      db.securityAnswer.findMany({ where: { memberId: { equals: member.id } } }).map((a) => a.questionId),
    );
    return ok(securityQuestions.filter((q) => answered.has(q.id)).map((q) => ({ ...q })));
  }),

  implement(contract.member.setSecurityQuestions, ({ member, body }) => {
    if (!member) return noSession();
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
