import { contract } from '@/contracts';
import { db } from '../db';
import { fail, implement, ok, type MemberRecord } from '../lib/handler';
import { initialsSvg } from '../lib/svg';
import { maskMobile } from '../lib/accounts';

/** Monthly turnover needed to reach each VIP level (designed; level n → n+1). */
const RANK_TURNOVER = [
  1_000, 5_000, 20_000, 50_000, 120_000, 300_000, 800_000, 2_000_000, 5_000_000, 10_000_000,
];

function hue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function memberInfo(member: MemberRecord) {
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
    currency: 'PHP',
    language: member.language,
    memberLabelColor: member.memberLabelColor,
  };
}

const noSession = () => fail('login.not.session', 'customer not login or login timeout', 401);

export const memberHandlers = [
  implement(contract.member.info, ({ member }) => (member ? ok(memberInfo(member)) : noSession())),

  implement(contract.member.icon, ({ member }) =>
    member ? ok({ icon: initialsSvg(member.nickname || member.account, hue(member.account)) }) : noSession(),
  ),

  implement(contract.member.updateLanguage, ({ member, body }) => {
    if (member)
      db.member.update({
        where: { id: { equals: member.id } },
        data: { language: body.language.toUpperCase() },
      });
    return ok(null);
  }),

  implement(contract.member.avatar, ({ member }) =>
    member ? ok({ avatar: member.avatar, avatarType: 'STATIC' }) : noSession(),
  ),

  implement(contract.member.rankProgress, ({ member }) => {
    if (!member) return noSession();
    const level = member.rankLevel;
    const expected = RANK_TURNOVER[Math.min(level, RANK_TURNOVER.length - 1)] ?? 0;
    return ok({
      playerRankName: member.clubLabelName,
      rankLevel: level,
      nextRankName: level < 10 ? `VIP${level + 1}` : null,
      monthlyTurnover: { actual: Math.round(member.monthlyTurnover * 100) / 100, expected },
      totalTurnover: { actual: Math.round(member.totalTurnover * 100) / 100, expected: expected * 12 },
    });
  }),

  implement(contract.member.referral, ({ member, request }) => {
    if (!member) return noSession();
    const origin = new URL(request.url).origin;
    return ok({
      referralCode: member.referralCode,
      totalInvitations: db.member.count({ where: { parentId: { equals: member.id } } }),
      promotionDomains: [`${origin}/register?referralCode=${member.referralCode}`],
    });
  }),
];
