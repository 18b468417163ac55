import {
  designedDefaults,
  designedModIds,
  type RegisterSettingsVariant,
  type Scenario,
  type WhitelabelModId,
} from '../scenarios';
import { obfuscateServicePath } from '../lib/wire';
import { isPlainWps } from '../profiles';

/** Static reference data the system routes answer (not stored in the db: nothing mutates it). */

export const countries = [
  { countryCode: 'MY', countryDialingCode: '+60', countryName: 'Malaysia' },
  { countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' },
  { countryCode: 'VN', countryDialingCode: '+84', countryName: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '+66', countryName: 'Thailand' },
  { countryCode: 'ID', countryDialingCode: '+62', countryName: 'Indonesia' },
  { countryCode: 'CN', countryDialingCode: '+86', countryName: 'China' },
  { countryCode: 'SG', countryDialingCode: '+65', countryName: 'Singapore' },
] as const;

export type FieldRule = {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
};

const rule = (
  patternId: number,
  minLength: number,
  maxLength: number,
  required = true,
  acceptedPattern = '*',
): FieldRule => ({
  enabled: true,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});
const off: FieldRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 0,
};

/**
 * Pattern ids (designed; the real expressions are not public): 1 digits only, 2 letters and
 * digits, 3 letter first, 4 6–12 letters/digits (seen live), 5 e-mail, 6 no spaces, 7 full name.
 */
export function registerSettings(variant: RegisterSettingsVariant): Record<string, FieldRule> {
  const base: Record<string, FieldRule> = {
    username: rule(3, 6, 12, true, '^[a-zA-Z][a-zA-Z0-9]*$'),
    password: rule(4, 6, 12, true, '^[a-zA-Z0-9]+$'),
    confirmPassword: rule(4, 6, 12),
    mobileNum: rule(1, 8, 12, false, '^[0-9]+$'),
    email: off,
    payeeName: off,
    qqNum: off,
    line: off,
    whatsapp: off,
    facebook: off,
    wechat: off,
    idNumber: off,
    recommenderId: off,
    affiliateCode: rule(6, 0, 20, false),
    paymentPassword: off,
    captcha: rule(1, 4, 4, true),
    verificationCode: off,
    nickname: off,
  };
  switch (variant) {
    case 'default':
      return base;
    case 'usernameOnly':
      return { ...base, mobileNum: off, affiliateCode: off };
    case 'mobile':
      return {
        ...base,
        mobileNum: rule(1, 8, 12, true, '^[0-9]+$'),
        verificationCode: rule(1, 0, 255, true),
      };
    case 'allFields':
      return {
        ...base,
        mobileNum: rule(1, 8, 12, true, '^[0-9]+$'),
        email: rule(5, 5, 60, true, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'),
        payeeName: rule(7, 3, 40, true),
        qqNum: rule(1, 5, 12, false, '^[0-9]+$'),
        line: rule(6, 3, 30, false),
        whatsapp: rule(1, 8, 15, false, '^[0-9]+$'),
        facebook: rule(6, 3, 50, false),
        wechat: rule(6, 3, 30, false),
        idNumber: rule(2, 6, 20, true, '^[a-zA-Z0-9]+$'),
        recommenderId: rule(2, 0, 20, false),
        affiliateCode: rule(6, 0, 20, false),
        paymentPassword: rule(1, 6, 6, true, '^[0-9]+$'),
        verificationCode: rule(1, 0, 255, true),
        nickname: rule(6, 2, 20, false),
      };
  }
}

/** The white-label tree of /wps/system/status (wire protocol §1.5): `{ modId, enabled, childrenNodes }`. */
export type WhitelabelNode = {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
};

const node = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

/**
 * The six switches the client reads appear only while on (absence = off, wire §1.5), under the module
 * ids of their calls; a module id a feature's calls use is sent on or off (ADR 050). Designed ids appear
 * only where the scenario sets one away from the site's default, or all of them in `designedSwitches`.
 */
export function whitelabelTree(scenario: Scenario): WhitelabelNode[] {
  const on = scenario.whitelabel;
  const switches = (ids: readonly WhitelabelModId[]) =>
    ids.filter((id) => on[id]).map((id) => node(id, true));
  const designed = designedModIds
    .filter((id) => !isPlainWps() && (scenario.designedTree || on[id] !== designedDefaults[id]))
    .map((id) => node(id, on[id]));
  return [
    node('COMM3', true, switches(['MOBILEVERCODELOGIN3', 'FREEPLAY3'])),
    node('REG3', on.REG3, switches(['MOBILENUMREG3', 'REGMOBVERF3'])),
    node('PASS3', true, switches(['PWDEXPFORCECHANGE3', 'MOBILENUMPASSREG3'])),
    ...(['CAPTCHA3', 'AFFMAN3', 'SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'] as const).map((id) =>
      node(id, on[id]),
    ),
    ...designed,
  ];
}

/** Key for the chat-link obfuscation (8 characters, appended in clear). */
const CS_KEY = 'k7Qm2Xa9';

export function customerServiceList(): Array<{ csType: number; type: number; path: string; name: string }> {
  return [
    { csType: 1, type: 1, path: '/help#contact', name: 'Help centre' },
    { csType: 2, type: 2, path: 'mailto:support@demo-casino.test', name: 'E-mail' },
    {
      csType: 3,
      type: 3,
      path: obfuscateServicePath('/mock-chat/index.html?channel=live', CS_KEY),
      name: 'Live chat',
    },
    {
      csType: 4,
      type: 4,
      path: obfuscateServicePath('/mock-chat/index.html?channel=vip', CS_KEY),
      name: 'VIP chat',
    },
  ];
}

export const imageCDNs = ['/cdn-a', '/cdn-b'];
export const launchGameCDNs = ['/launch-a', '/launch-b'];

export const resources = [
  { resourceType: 'ANDROID', url: '/down/app-android.apk', qrCodeUrl: '/down' },
  { resourceType: 'IOS', url: '/down/app-ios.html', qrCodeUrl: '/down' },
  { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/', qrCodeUrl: null },
  { resourceType: 'TELEGRAM', url: 'https://t.me/', qrCodeUrl: null },
  { resourceType: 'LIVECHAT', url: '/mock-chat/index.html', qrCodeUrl: null },
];

export const domainList = [
  { domain: 'http://127.0.0.1:5173', speed: 42 },
  { domain: 'http://127.0.0.1:4173', speed: 57 },
  { domain: 'http://localhost:5173', speed: 88 },
];

const helpTopics = [
  [
    'aboutus',
    'About us',
    '<p>We are a licensed online entertainment platform operating since 2016.</p><p>Licensed by the Malta Gaming Authority and the British Virgin Islands.</p>',
  ],
  [
    'deposit',
    'Deposit',
    '<p>Easy access to funds: choose <strong>Deposit</strong>, pick a channel, enter the amount and confirm.</p><ol><li>Minimum deposit P100</li><li>Credited within minutes</li></ol>',
  ],
  ['withdraw', 'Withdraw', '<p>Withdrawals between P100 and P50,000 are processed within 15 minutes.</p>'],
  ['game', 'Games', '<p>Slots, live casino, fishing, card games, sports, esports and lottery.</p>'],
  [
    'agent',
    'Agent programme',
    "<p>Agents earn a commission on their team's valid bets, and can offer dividend and salary contracts to downline agents.</p><ol><li>Register, or log in with your player account</li><li>Ask customer service to make your account an agent</li><li>Share your affiliate link: players who register through it join your team</li></ol>",
  ],
  [
    'faqs',
    'FAQs',
    '<h4 id="term">Terms</h4><p>By playing you accept our terms and conditions.</p><h4>Forgot password?</h4><p>Use the forgot password link on the login window.</p>',
  ],
  // Designed tags (the wire shows none for them): this site's own backend has the licence's texts; the
  // plain-WPS profile sends only the wire's tags.
  [
    'terms',
    'Terms and conditions',
    '<p>Players must be 18 or older. One account per person. Bonuses carry the wagering stated in each promotion.</p>',
  ],
  [
    'privacy',
    'Privacy policy',
    '<p>We keep your personal data only to run your account and as the licence requires, and never sell it.</p>',
  ],
  [
    'responsible',
    'Responsible gaming',
    '<p>Set deposit, loss and session limits, take a break or exclude yourself from your account at any time.</p>',
  ],
] as const;

export function helpCenter(lang: string): Array<{
  title: string;
  content: string;
  bgColor: string | null;
  lang: string;
  display: boolean;
  tag: string;
  children: Array<{
    title: string;
    content: string;
    bgColor: string | null;
    lang: string;
    display: boolean;
    tag: string | null;
  }>;
}> {
  return helpTopics.map(([tag, title, content]) => ({
    title,
    content,
    bgColor: null,
    lang,
    display: true,
    tag,
    children: [
      {
        title: `${title}: step by step`,
        content: `<p>${title} tutorial.</p><p><img alt="" src="data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg' width='320' height='120'%3E%3Crect width='100%25' height='100%25' fill='%23ddd'/%3E%3C/svg%3E" /></p>`,
        bgColor: null,
        lang,
        display: true,
        tag: null,
      },
    ],
  }));
}

export const banks = [
  { bankId: 1, bankName: 'Maybank', bankCode: 'MBB' },
  { bankId: 2, bankName: 'CIMB Bank', bankCode: 'CIMB' },
  { bankId: 3, bankName: 'Public Bank', bankCode: 'PBB' },
  { bankId: 4, bankName: 'RHB Bank', bankCode: 'RHB' },
  { bankId: 5, bankName: 'Hong Leong Bank', bankCode: 'HLB' },
  { bankId: 6, bankName: 'BDO Unibank', bankCode: 'BDO' },
  { bankId: 7, bankName: 'GCash', bankCode: 'GCASH' },
] as const;

export const securityQuestions = [
  { id: 1, question: 'In which city were you born?' },
  { id: 2, question: 'What was the name of your first school?' },
  { id: 3, question: 'What is your favourite food?' },
  { id: 4, question: "What is your mother's maiden name?" },
] as const;
