import type { InitialValues } from '@mswjs/data/lib/glossary';
import type { accountModels } from '../models/accounts.models';
import { add, toDecimalOrZero } from '@/money/money';
import type { Rng } from '../lib/random';
import { initialsSvg } from '../lib/svg';
import { bannerArtUrl } from '../lib/art';

/**
 * Factories for account-side records: sensible, realistic defaults plus overrides. They serve
 * the seed, tests and stories alike (the db's `create` takes their output).
 */
type Models = typeof accountModels;
export type MemberInit = InitialValues<Models, 'member'>;
export type WalletInit = InitialValues<Models, 'wallet'>;
export type NoticeInit = InitialValues<Models, 'notice'>;
export type BannerInit = InitialValues<Models, 'banner'>;
export type PromotionInit = InitialValues<Models, 'promotion'>;
export type MessageInit = InitialValues<Models, 'message'>;
export type TransactionInit = InitialValues<Models, 'transaction'>;

/** Fixed reference time of the seed (1 June 2025 12:00 UTC), so seeded dates never drift. */
export const SEED_TIME = Date.UTC(2025, 5, 1, 12, 0, 0);
export const FAR_FUTURE = Date.UTC(2035, 0, 1);
const DAY = 86_400_000;

const FIRST = [
  'Aiman',
  'Siti',
  'Wei',
  'Nurul',
  'Jun',
  'Arif',
  'Mei',
  'Hafiz',
  'Linh',
  'Somchai',
  'Putri',
  'Rizal',
  'Ana',
  'Kai',
];
const LAST = ['Tan', 'Rahman', 'Lim', 'Nguyen', 'Wong', 'Santos', 'Ismail', 'Chua', 'Reyes', 'Wijaya'];

export function vipName(level: number): string {
  return `VIP${level}`;
}

export function memberFactory(rng: Rng, overrides: MemberInit = {}): MemberInit {
  const first = rng.pick(FIRST);
  const account = overrides.account ?? `${first.toLowerCase()}${rng.digits(3)}`;
  const rankLevel = overrides.rankLevel ?? rng.int(0, 3);
  return {
    id: rng.int(200_000, 899_999),
    account,
    password: 'Passw0rd1',
    nickname: `${first} ${rng.pick(LAST)}`,
    type: 0,
    mobile: `601${rng.digits(8)}`,
    countryDialingCode: '+60',
    email: `${account}@mail.test`,
    payeeName: null,
    birthday: null,
    kycStatus: 'NOT_SUBMITTED',
    regDate: SEED_TIME - rng.int(30, 900) * DAY,
    clubLabelName: vipName(rankLevel),
    rankLevel,
    memberLabels: [],
    memberLabelColor: '#ABABAB',
    toUpline: false,
    passwordExpired: false,
    firstTimeLogin: false,
    locked: false,
    guest: false,
    language: 'MY',
    avatar: String(rng.int(0, 8)),
    referralCode: `${account.slice(0, 3)}${rng.digits(4)}`,
    affiliateCode: null,
    parentId: null,
    monthlyTurnover: toDecimalOrZero(rng.float(0, 20_000)),
    totalTurnover: toDecimalOrZero(rng.float(20_000, 400_000)),
    paymentPassword: null,
    ...overrides,
  };
}

export function walletFactory(rng: Rng, overrides: WalletInit & { memberId: number }): WalletInit {
  const main = overrides.mainBalance ?? toDecimalOrZero(rng.float(50, 5_000));
  const game = overrides.gameBalance ?? toDecimalOrZero(rng.float(0, 500));
  return {
    sumBalance: add(main, game),
    mainBalance: main,
    gameBalance: game,
    currency: 'PHP',
    currencySymbol: 'P',
    ...overrides,
  };
}

const NOTICE_TOPICS = [
  ['System upgrade completed', 'Our platform upgrade finished ahead of schedule. Enjoy faster game loading.'],
  [
    'New slot titles this week',
    'Ten new slot games have arrived from our partners. Find them in the RNG lobby.',
  ],
  [
    'Deposit channel maintenance',
    'One e-wallet channel is under maintenance from 02:00 to 04:00. Other channels work normally.',
  ],
  [
    'Responsible gaming reminder',
    'Set a budget and take breaks. Contact customer service to set deposit limits.',
  ],
  [
    'VIP rank review',
    'VIP ranks are reviewed monthly based on your turnover. Check your progress in the member centre.',
  ],
  ['Weekend rebate', 'Receive up to 1.2% rebate on slots every weekend, credited automatically on Monday.'],
  ['Live casino tables added', 'More baccarat and roulette tables are open during peak hours.'],
  ['Security advice', 'Never share your password or SMS codes. Our staff will never ask for them.'],
  ['Sports betting odds update', 'Odds for the new football season are now available.'],
  ['Lottery draw schedule', 'The Vietnamese lottery draws follow the official regional schedule.'],
  ['Mobile app update', 'Version 3.2 of the app improves stability. Download it from the app page.'],
  ['Points shop restocked', 'New rewards are available in the points shop.'],
  ['Fishing tournament', 'Join the fishing tournament this month and win a share of the prize pool.'],
  ['Customer service hours', 'Live chat is available 24 hours a day, 7 days a week.'],
  ['Holiday promotion', 'Celebrate the holidays with extra bonuses on deposits.'],
  ['Withdrawal processing times', 'Most withdrawals are processed within 15 minutes.'],
  ['Esports season opens', 'Bet on the new esports season with competitive odds.'],
  ['Referral programme', 'Invite friends and earn rewards when they play.'],
  ['Account verification', 'Verify your mobile number to secure your account.'],
  ['Cockfighting schedule', 'Daily matches are streamed live from 13:00.'],
  ['Card games lobby', 'New PVP rooms are open with lower minimum bets.'],
  ['Terms updated', 'Our terms and conditions were updated. Please read the changes.'],
] as const;

export const NOTICE_TOPIC_COUNT = NOTICE_TOPICS.length;

export function noticeFactory(index: number, overrides: NoticeInit = {}): NoticeInit {
  const topic = NOTICE_TOPICS[index % NOTICE_TOPICS.length] ?? NOTICE_TOPICS[0];
  const [title, text] = topic;
  const start = SEED_TIME - (NOTICE_TOPICS.length - index) * 2 * DAY;
  return {
    id: 5000 + index,
    type: 'PL',
    title,
    content:
      `<h3>${title}</h3><p>${text}</p>` +
      `<ul><li>Applies to all members</li><li>Questions? <strong>Contact customer service</strong>.</li></ul>`,
    externalLink: null,
    startDate: start,
    endDate: FAR_FUTURE,
    sequence: index,
    ...overrides,
  };
}

export function bannerFactory(rng: Rng, overrides: BannerInit & { groupName: string }): BannerInit {
  const title = overrides.title ?? 'Welcome bonus';
  return {
    id: rng.int(10_000, 99_999),
    title,
    imageUrl: bannerArtUrl(title, overrides.groupName.replace('w_', '').toUpperCase(), rng.int(0, 359)),
    linkageType: '',
    target: null,
    sequence: 0,
    startDate: SEED_TIME - 30 * DAY,
    endDate: FAR_FUTURE,
    ...overrides,
  };
}

export function promotionFactory(rng: Rng, overrides: PromotionInit & { title: string }): PromotionInit {
  return {
    id: rng.int(100_000, 999_999),
    category: 'other_promo',
    content: `<p>${overrides.title}.</p><p>Terms: minimum deposit P100, 10x turnover, one claim per member.</p>`,
    imageUrl: bannerArtUrl(overrides.title, 'Promotion', rng.int(0, 359), 800, 300),
    startDate: SEED_TIME - 20 * DAY,
    endDate: FAR_FUTURE,
    claimable: true,
    sequence: 0,
    ...overrides,
  };
}

const MESSAGE_TOPICS = [
  ['Welcome aboard', 'Thank you for joining. Your account is ready.'],
  ['Deposit received', 'Your deposit has been credited to your main wallet.'],
  ['Bonus credited', 'A bonus has been added to your account.'],
  ['Password changed', 'Your password was changed. If this was not you, contact customer service.'],
  ['Weekly rebate', 'Your weekly rebate has been credited.'],
  ['VIP upgrade', 'Congratulations, your VIP rank has been upgraded.'],
] as const;

export function messageFactory(rng: Rng, overrides: MessageInit & { memberId: number }): MessageInit {
  const [title, content] = rng.pick(MESSAGE_TOPICS);
  return {
    id: rng.int(1_000_000, 9_999_999),
    title,
    content: `<p>${content}</p>`,
    read: rng.bool(0.5),
    createdAt: SEED_TIME - rng.int(1, 60) * DAY,
    ...overrides,
  };
}

const TX_KINDS = ['DEPOSIT', 'WITHDRAW', 'TRANSFER_IN', 'TRANSFER_OUT', 'BONUS', 'REBATE'] as const;

export function transactionFactory(
  rng: Rng,
  overrides: TransactionInit & { memberId: number },
): TransactionInit {
  const kind = rng.pick(TX_KINDS);
  const sign = kind === 'WITHDRAW' || kind === 'TRANSFER_OUT' ? -1 : 1;
  return {
    id: rng.int(10_000_000, 99_999_999),
    kind,
    amount: toDecimalOrZero(sign * rng.float(10, 2_000)),
    balanceAfter: toDecimalOrZero(rng.float(0, 10_000)),
    status: rng.pick(['SUCCESS', 'SUCCESS', 'SUCCESS', 'PENDING']),
    createdAt: SEED_TIME - rng.int(0, 90) * DAY - rng.int(0, 86_399) * 1000,
    ...overrides,
  };
}

export function avatarImage(account: string, rng: Rng): string {
  return initialsSvg(account, rng.int(0, 359));
}
