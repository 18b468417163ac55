import type { Db } from '../db';
import { createRng, type Rng } from '../lib/random';
import {
  bannerFactory,
  memberFactory,
  messageFactory,
  NOTICE_TOPIC_COUNT,
  noticeFactory,
  promotionFactory,
  SEED_TIME,
  transactionFactory,
  walletFactory,
  type MemberInit,
} from '../factories/accounts.factories';

export const SEEDED_PASSWORD = 'Passw0rd1';

/** The accounts every spec, story and e2e test relies on (see the team brief). */
export const seededAccounts: ReadonlyArray<MemberInit & { id: number; account: string }> = [
  {
    id: 100001,
    account: 'player01',
    nickname: 'Player One',
    rankLevel: 1,
    clubLabelName: 'VIP1',
    mobile: '60123456789',
    countryDialingCode: '+60',
    memberLabels: ['New star'],
  },
  {
    id: 100002,
    account: 'vip05',
    nickname: 'Golden Tiger',
    paymentPassword: '246810',
    payeeName: 'Lim Wei Jie',
    birthday: '1988-04-12',
    kycStatus: 'APPROVED',
    rankLevel: 5,
    clubLabelName: 'VIP5',
    memberLabels: ['VIP', 'High roller'],
    memberLabelColor: '#D4AF37',
  },
  {
    id: 100003,
    account: 'weak01',
    nickname: 'Weak Password',
    password: '123456',
    rankLevel: 0,
    clubLabelName: 'VIP0',
  },
  {
    id: 100004,
    account: 'expired01',
    nickname: 'Expired Password',
    passwordExpired: true,
    rankLevel: 2,
    clubLabelName: 'VIP2',
  },
  { id: 100005, account: 'trial01', nickname: 'Trial Player', type: 4, rankLevel: 0, clubLabelName: 'VIP0' },
  {
    id: 100006,
    account: 'agent1',
    nickname: 'Agent One',
    type: 1,
    paymentPassword: '246810',
    rankLevel: 3,
    clubLabelName: 'VIP3',
    toUpline: true,
  },
  {
    id: 100007,
    account: 'agent2',
    nickname: 'Agent Two',
    type: 2,
    rankLevel: 3,
    clubLabelName: 'VIP3',
    toUpline: true,
  },
  {
    id: 100008,
    account: 'agent41',
    nickname: 'Agent FortyOne',
    type: 41,
    rankLevel: 4,
    clubLabelName: 'VIP4',
    toUpline: true,
  },
  {
    id: 100009,
    account: 'agent42',
    nickname: 'Agent FortyTwo',
    type: 42,
    rankLevel: 4,
    clubLabelName: 'VIP4',
    toUpline: true,
  },
  {
    id: 100010,
    account: 'locked01',
    nickname: 'Locked Account',
    locked: true,
    rankLevel: 0,
    clubLabelName: 'VIP0',
  },
];

export const affiliateCodes = [
  { code: 'AFF123', account: 'agent1' },
  { code: 'AGENT01', account: 'agent2' },
] as const;

const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
  'w_forget',
] as const;

const BANNER_TITLES: Record<(typeof BANNER_GROUPS)[number], readonly string[]> = {
  w_home: ['Welcome bonus 100%', 'Daily reload 20%', 'VIP rewards', 'Refer a friend'],
  w_rng: ['Slot jackpots', 'Free spins Friday'],
  w_live: ['Live baccarat cashback'],
  w_fish: ['Fishing frenzy', 'Boss hunt week'],
  w_pvp: ['Card masters league'],
  w_sports: ['Football season odds', 'Parlay boost'],
  w_esports: ['Esports championship'],
  w_lott: ['Lottery daily draw'],
  w_down: ['Get the app'],
  w_promotion: ['All promotions', 'Weekend rebate'],
  w_shop: ['Points shop rewards'],
  w_help: ['Help centre'],
  w_reg: ['Join now: 100% bonus'],
  w_forget: ['Account recovery'],
};

/**
 * Link targets on some banners: internal route (1), game (2), external URL (3), promotion (4).
 * One external target is on a host the site must refuse (proves the allowlist).
 */
const BANNER_LINKS: Record<string, { linkageType: string; target: string }> = {
  'w_home:0': { linkageType: '4', target: '/promotions' },
  'w_home:1': { linkageType: '1', target: '/rng' },
  'w_home:2': { linkageType: '3', target: 'https://phishing.invalid/steal-login' },
  'w_home:3': { linkageType: '1', target: '/vip' },
  'w_rng:0': { linkageType: '2', target: 'PG:PG0001' },
  'w_promotion:1': { linkageType: '4', target: '/promoDetail?id=1' },
  'w_down:0': { linkageType: '1', target: '/down' },
};

export const PROMOTION_CATEGORIES = [
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'deposit_promo',
  'player_rank_rules',
  'point_mall',
  'app_download',
  'new_player',
  'other_promo',
] as const;

const PROMOTION_TITLES: Record<(typeof PROMOTION_CATEGORIES)[number], string> = {
  rng_promo: 'Slots 50% reload bonus',
  live_promo: 'Live casino 5% cashback',
  pvp_promo: 'Card games winning streak',
  sport_promo: 'Sports first bet insurance',
  fish_promo: 'Fishing daily mission',
  lotto_promo: 'Lottery lucky number bonus',
  rebate_promo: 'Unlimited 1.2% rebate',
  deposit_promo: 'Daily first deposit 20%',
  player_rank_rules: 'VIP rank rules and privileges',
  point_mall: 'Double points weekend',
  app_download: 'App download bonus P18',
  new_player: 'New member welcome 100%',
  other_promo: 'Birthday gift',
};

/** The benefits of each VIP rank, as a merchant writes them in its back office (server HTML). */
const VIP_RULES_HTML = [
  '<p>Ranks are reviewed on the 1st of every month from your turnover.</p>',
  '<table><thead><tr><th>Rank</th><th>Monthly turnover</th><th>Rebate</th><th>Birthday gift</th><th>Withdrawals per day</th></tr></thead><tbody>',
  '<tr><td>VIP0</td><td>P 0</td><td>0.4%</td><td>-</td><td>3</td></tr>',
  '<tr><td>VIP1</td><td>P 5,000</td><td>0.5%</td><td>P 18</td><td>5</td></tr>',
  '<tr><td>VIP2</td><td>P 20,000</td><td>0.6%</td><td>P 58</td><td>5</td></tr>',
  '<tr><td>VIP3</td><td>P 50,000</td><td>0.7%</td><td>P 128</td><td>8</td></tr>',
  '<tr><td>VIP4</td><td>P 150,000</td><td>0.8%</td><td>P 388</td><td>10</td></tr>',
  '<tr><td>VIP5</td><td>P 500,000</td><td>1.0%</td><td>P 888</td><td>Unlimited</td></tr>',
  '</tbody></table>',
  '<p>VIP5 and above have a personal customer service manager.</p>',
].join('');

export function seedAccounts(db: Db, rng: Rng): void {
  for (const account of seededAccounts) {
    db.member.create(
      memberFactory(rng, { password: SEEDED_PASSWORD, email: `${account.account}@mail.test`, ...account }),
    );
  }
  // Downline players of the agents, so the agent data refers to real accounts.
  const agents = seededAccounts.filter((a) => a.type !== undefined && [1, 2, 41, 42].includes(a.type));
  for (let i = 0; i < 24; i++) {
    const parent = rng.pick(agents);
    db.member.create(
      memberFactory(rng, {
        id: 200001 + i,
        parentId: parent.id,
        affiliateCode: parent.account === 'agent1' ? 'AFF123' : null,
      }),
    );
  }
  for (const member of db.member.getAll()) {
    const balances: Record<string, { mainBalance: string; gameBalance: string }> = {
      player01: { mainBalance: '1234.56', gameBalance: '0' },
      vip05: { mainBalance: '88000', gameBalance: '1520.75' },
      trial01: { mainBalance: '2000', gameBalance: '0' },
    };
    db.wallet.create(walletFactory(rng, { memberId: member.id, ...balances[member.account] }));
    if (member.id < 200000) {
      for (let m = 0; m < 6; m++)
        db.message.create(messageFactory(rng, { memberId: member.id, id: member.id * 100 + m }));
      for (let t = 0; t < 15; t++)
        db.transaction.create(transactionFactory(rng, { memberId: member.id, id: member.id * 1000 + t }));
    }
  }
  const vip = db.member.findFirst({ where: { account: { equals: 'vip05' } } });
  if (vip) {
    db.bankCard.create({
      id: 1,
      memberId: vip.id,
      bankId: 1,
      bankName: 'Maybank',
      accountName: 'Golden Tiger',
      accountNo: '5140 1234 5678',
      branch: 'Kuala Lumpur',
    });
    db.securityAnswer.create({ id: 'vip05-1', memberId: vip.id, questionId: 1, answer: 'Penang' });
  }
  for (const { code, account } of affiliateCodes) {
    const agent = db.member.findFirst({ where: { account: { equals: account } } });
    if (agent) db.affiliate.create({ code, agentId: agent.id, domain: null });
  }

  for (let i = 0; i < NOTICE_TOPIC_COUNT; i++) db.notice.create(noticeFactory(i));
  db.notice.create(
    noticeFactory(0, {
      id: 5900,
      type: 'PU',
      title: 'Welcome to the new site',
      content: '<p>Enjoy our new design. <a href="/promotions">See promotions</a>.</p>',
    }),
  );
  db.notice.create(
    noticeFactory(1, {
      id: 5901,
      type: 'PU',
      title: 'Deposit bonus today',
      content: '<p>Deposit today and receive <strong>20%</strong> extra.</p>',
    }),
  );
  db.notice.create(
    noticeFactory(2, {
      id: 5902,
      type: 'A',
      title: 'Agent programme',
      content: '<p>Become an agent and earn commission.</p>',
    }),
  );
  // Expired notice: must not show.
  db.notice.create(
    noticeFactory(3, {
      id: 5903,
      title: 'Expired announcement',
      startDate: SEED_TIME - 400 * 86_400_000,
      endDate: SEED_TIME - 300 * 86_400_000,
    }),
  );

  let bannerId = 7000;
  for (const group of BANNER_GROUPS) {
    BANNER_TITLES[group].forEach((title, index) => {
      const link = BANNER_LINKS[`${group}:${index}`];
      db.banner.create(
        bannerFactory(rng, {
          id: bannerId++,
          groupName: group,
          title,
          sequence: index,
          ...(link ? { linkageType: link.linkageType, target: link.target } : {}),
        }),
      );
    });
  }

  let promoId = 1;
  for (const category of PROMOTION_CATEGORIES) {
    db.promotion.create(
      promotionFactory(rng, {
        id: promoId++,
        title: PROMOTION_TITLES[category],
        category,
        sequence: promoId,
        ...(category === 'player_rank_rules' ? { content: VIP_RULES_HTML } : {}),
      }),
    );
  }
  db.promotion.create(
    promotionFactory(rng, {
      id: promoId++,
      title: 'Deposit streak 7 days',
      category: 'deposit_promo',
      sequence: promoId,
    }),
  );
  db.promotion.create(
    promotionFactory(rng, { id: promoId++, title: 'Mystery weekly gift', category: '', sequence: promoId }),
  );
  db.promotion.create(
    promotionFactory(rng, {
      id: promoId++,
      title: 'Ended: summer festival',
      category: 'other_promo',
      endDate: SEED_TIME - 86_400_000,
      claimable: false,
      sequence: promoId,
    }),
  );
  seedUplineMember(db);
}

/**
 * down01, a player under agent1 allowed to send money to its upline (toUpline), with the payment
 * password 246810 the transfer asks for. Drawn from its own random stream so that every other seeded
 * record stays as it was.
 */
export const UPLINE_MEMBER = { id: 100011, account: 'down01', uplineAccount: 'agent1' } as const;

function seedUplineMember(db: Db): void {
  const own = createRng(100011);
  const upline = db.member.findFirst({ where: { account: { equals: UPLINE_MEMBER.uplineAccount } } });
  db.member.create(
    memberFactory(own, {
      id: UPLINE_MEMBER.id,
      account: UPLINE_MEMBER.account,
      nickname: 'Downline One',
      password: SEEDED_PASSWORD,
      email: 'down01@mail.test',
      rankLevel: 1,
      clubLabelName: 'VIP1',
      parentId: upline?.id ?? null,
      toUpline: true,
      paymentPassword: '246810',
    }),
  );
  db.wallet.create(walletFactory(own, { memberId: UPLINE_MEMBER.id, mainBalance: '500', gameBalance: '0' }));
}
