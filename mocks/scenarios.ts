/**
 * The ONE registry of named mock scenarios. A scenario configures white-label flags, system
 * status, registration settings, verification rules, data volumes and faults; handlers read the
 * active one on every request, so switching takes effect immediately.
 */

/**
 * The whitelabel switches the wire protocol documents (§1.5: the six the client reads) and the module ids
 * it gives for a feature's own calls (§1.1 REG3, CAPTCHA3, AFFMAN3; §1.6 the agent contracts). The
 * default tree carries these and nothing else (ADR 050).
 */
export const wireModIds = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'REG3',
  'CAPTCHA3',
  'AFFMAN3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
] as const;
/**
 * Designed ids (the wire is silent) for the flags of spec 01 §1 the site keeps as merchant settings.
 * The tree carries one only where a scenario sets it away from the site's documented default, or in the
 * `designedSwitches` scenario, which sends them all.
 */
export const designedModIds = [
  'USERNAMEREG3',
  'COUNTRYCODE3',
  'SOCIALLOGIN3',
  'MEMBERCENTRE3',
  'AGENTCENTRE3',
  'LOGINTOHOME3',
  'SNOW3',
  'REFERRAL3',
] as const;
export const whitelabelModIds = [...wireModIds, ...designedModIds] as const;
export type WireModId = (typeof wireModIds)[number];
export type DesignedModId = (typeof designedModIds)[number];
export type WhitelabelModId = (typeof whitelabelModIds)[number];

/** The site's defaults for the designed ids (`settings.merchantFeatures`, docs/deploy.md). */
export const designedDefaults: Readonly<Record<DesignedModId, boolean>> = {
  USERNAMEREG3: true,
  COUNTRYCODE3: true,
  SOCIALLOGIN3: false,
  MEMBERCENTRE3: true,
  AGENTCENTRE3: true,
  LOGINTOHOME3: false,
  SNOW3: false,
  REFERRAL3: true,
};
export type WhitelabelFlags = Record<WhitelabelModId, boolean>;

export const scenarioNames = [
  'default',
  'maintenance',
  'regionBlocked',
  'captchaRequired',
  'smsLogin',
  'mobileRegistration',
  'usernameRegistrationOnly',
  'allRegistrationFields',
  'firebasePhone',
  'freePlay',
  'forcedPasswordChange',
  'passwordExpired',
  'loginToHome',
  'trialMember',
  'agent1',
  'agent2',
  'agent41',
  'agent42',
  'vipMember',
  'emptyLobbies',
  'manyGames',
  'slow',
  'flaky',
  'offline',
  'wireDrift',
  'humanVerificationRequired',
  'noBankCard',
  'noWithdrawalPassword',
  'depositDisabled',
  'withdrawLimits',
  'insufficientBalance',
  'walletLocked',
  'singleWallet',
  'agentFlagsOff',
  'noDownlines',
  'transferDisabled',
  'kycOff',
  'captchaOff',
  'countryCodeFixed',
  'moneyAnswerLost',
  'moneyRequestLost',
  'designedSwitches',
  'registrationClosed',
  'mobileRegistrationOnly',
  'usernameTabOff',
] as const;
export type ScenarioName = (typeof scenarioNames)[number];

export function isScenarioName(name: string | null | undefined): name is ScenarioName {
  return typeof name === 'string' && (scenarioNames as readonly string[]).includes(name);
}

/**
 * What one route does instead of (or before) answering normally. `once`: only the first call after
 * the scenario is switched on; later calls answer normally.
 */
export type RouteFault = (
  | { kind: 'latency'; ms: number }
  | { kind: 'http500'; errorCode?: string; message?: string }
  | { kind: 'network' }
  /** The call takes effect in the books, then the connection drops before the answer (ADR 033). */
  | { kind: 'answerLost' }
  | { kind: 'malformed' }
  /** The answer's value at `path` is replaced by `set`, or removed: a shape the contract refuses (ADR 052). */
  | { kind: 'reshape'; path: readonly (string | number)[]; set: unknown }
  | { kind: 'reshape'; path: readonly (string | number)[]; remove: true }
  | { kind: 'timeout' }
  | { kind: 'business'; errorCode: string; message: string; status?: 200 | 400 | 500; value?: unknown }
) & { once?: boolean };

/** The calls that move money (ADR 033): the routes the lost-answer scenarios fault. */
export const MONEY_ROUTE_KEYS = [
  'wallet.deposit',
  'wallet.withdraw',
  'wallet.transfer',
  'agent.transferDownline',
  'points.convert',
  'points.redeem',
] as const;

const onEveryMoneyRoute = (fault: RouteFault): FaultMap =>
  Object.fromEntries(MONEY_ROUTE_KEYS.map((key) => [key, { ...fault }]));

/** Keyed by route key (`session.login`, as in `allRoutes()`) or by path (`/wps/session/login`). */
export type FaultMap = Partial<Record<string, RouteFault>>;

export type SystemStatus =
  | { kind: 'normal' }
  | { kind: 'maintenance'; title: string; endTime: string | null; info: string }
  | { kind: 'regionBlocked'; ip: string; info: string };

/** The member centre's money (ADR 021): what the ledger and the wallet handlers follow. */
export interface WalletScenario {
  /** GCS_merchantWallet isSingle: one wallet, no transfers. */
  singleWallet: boolean;
  /** accountTypeIds of game wallets that are locked (no transfer in or out, skipped by recall all). */
  lockedWallets: string[];
  depositAllowed: boolean;
  depositLimits: { minimum: string; maximum: string };
  withdrawLimits: { minimum: string; maximum: string };
  /**
   * Money that goes to another person (transfer to upline, an agent's transfer to a downline) carries
   * the payment password, checked as a withdrawal's is; the app's `settings.transferNeedsPaymentPassword`
   * mirrors it.
   */
  transferNeedsPaymentPassword: boolean;
  /** Deposits are settled as soon as they are created; null: they wait for POST /__mock/deposits/settle. */
  settleDeposits: 'approve' | 'reject' | null;
  /**
   * Applied to the suggested login's account when the scenario is switched on: no bank card, no
   * withdrawal password, a main balance of this amount.
   */
  setup: { removeBankCards: boolean; clearWithdrawalPassword: boolean; mainBalance: string | null };
}

export type RegisterSettingsVariant = 'default' | 'usernameOnly' | 'mobile' | 'allFields';

export interface Scenario {
  name: ScenarioName;
  description: string;
  whitelabel: WhitelabelFlags;
  /** The tree sends every designed id, on or off (`designedSwitches`); otherwise only those set away from the site's default. */
  designedTree: boolean;
  systemStatus: SystemStatus;
  registerSettings: RegisterSettingsVariant;
  /** Username login and SMS requests demand a human-verification token (`login_verify_required`). */
  humanVerificationRequired: boolean;
  /** Failed logins (per username / device) after which the image captcha is required; 0 = always. */
  captchaAfterFailures: number;
  smsExpiredMinutes: number;
  /** Phone verification runs through the authentication provider (fake id tokens `fake-firebase:<mobile>`). */
  phoneAuthProvider: 'wps' | 'firebase';
  faults: FaultMap;
  /** Added to every response (ms). */
  latencyMs: number;
  data: { emptyLobbies: boolean; manyGames: boolean };
  /** Deterministic flakiness: every Nth request answers 500. */
  flaky: { everyNth: number } | null;
  /** Every route fails with a network error. */
  offline: boolean;
  /** The account the login form suggests in this scenario (sessions still come from a real login). */
  suggestedLogin: { username: string; password: string } | null;
  wallet: WalletScenario;
  /** The agent centre (ADR 026): whether agents have a team and may send it money. */
  agent: { downlines: boolean; transferEnabled: boolean };
  /** The merchant runs identity verification (KYC): the member's status shows on my account. */
  kyc: boolean;
}

const defaultFlags: WhitelabelFlags = {
  MOBILENUMREG3: false,
  REGMOBVERF3: false,
  MOBILENUMPASSREG3: true,
  FREEPLAY3: false,
  PWDEXPFORCECHANGE3: true,
  MOBILEVERCODELOGIN3: false,
  REG3: true,
  CAPTCHA3: true,
  AFFMAN3: true,
  SIGNCONDIV3: true,
  DAILYSALCONT3: true,
  HOURSAL3: true,
  RTSALARY3: true,
  ...designedDefaults,
};

export const DEFAULT_PASSWORD = 'Passw0rd1';

const base: Omit<Scenario, 'name' | 'description'> = {
  whitelabel: defaultFlags,
  designedTree: false,
  systemStatus: { kind: 'normal' },
  registerSettings: 'default',
  humanVerificationRequired: false,
  captchaAfterFailures: 2,
  smsExpiredMinutes: 5,
  phoneAuthProvider: 'wps',
  faults: {},
  latencyMs: 0,
  data: { emptyLobbies: false, manyGames: false },
  flaky: null,
  offline: false,
  suggestedLogin: { username: 'player01', password: DEFAULT_PASSWORD },
  wallet: {
    singleWallet: false,
    lockedWallets: [],
    depositAllowed: true,
    depositLimits: { minimum: '100', maximum: '50000' },
    withdrawLimits: { minimum: '100', maximum: '50000' },
    settleDeposits: null,
    transferNeedsPaymentPassword: true,
    setup: { removeBankCards: false, clearWithdrawalPassword: false, mainBalance: null },
  },
  agent: { downlines: true, transferEnabled: true },
  kyc: true,
};

export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[]
    ? T[K]
    : T[K] extends object | null
      ? DeepPartial<T[K]> | T[K]
      : T[K];
};

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep merge; arrays and discriminated objects with a different `kind` are replaced, not merged. */
export function deepMerge<T>(target: T, patch: DeepPartial<T> | undefined): T {
  if (patch === undefined) return target;
  if (!isPlainObject(target) || !isPlainObject(patch)) return patch as T;
  if ('kind' in patch && 'kind' in target && patch.kind !== target.kind) return patch as T;
  const out: Record<string, unknown> = { ...target };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    const current = out[k];
    out[k] = isPlainObject(current) && isPlainObject(v) ? deepMerge(current, v) : v;
  }
  return out as T;
}

const flags = (on: Partial<WhitelabelFlags>): WhitelabelFlags => ({ ...defaultFlags, ...on });
const login = (username: string, password = DEFAULT_PASSWORD) => ({ username, password });

const definitions: Record<
  ScenarioName,
  { description: string } & DeepPartial<Omit<Scenario, 'name' | 'description'>>
> = {
  default: {
    description:
      'Normal site: username registration, captcha after 2 failed logins, SMS codes valid 5 minutes',
  },
  maintenance: {
    description: 'System status 1: the maintenance screen replaces the app',
    systemStatus: {
      kind: 'maintenance',
      title: 'Scheduled maintenance',
      endTime: '2030-01-01 06:00:00',
      info: 'We are upgrading our systems. Please come back after the maintenance window.',
    },
  },
  regionBlocked: {
    description: 'System status 2: the region-blocked screen replaces the app',
    systemStatus: {
      kind: 'regionBlocked',
      ip: '203.0.113.45',
      info: 'Our service is not available in your region.',
    },
  },
  captchaRequired: {
    description: 'The image captcha is required from the first login',
    captchaAfterFailures: 0,
  },
  smsLogin: {
    description: 'SMS-code login tab on (MOBILEVERCODELOGIN3)',
    whitelabel: flags({ MOBILEVERCODELOGIN3: true }),
    suggestedLogin: login('60123456789'),
  },
  mobileRegistration: {
    description: 'Mobile registration with SMS verification (MOBILENUMREG3, REGMOBVERF3)',
    whitelabel: flags({ MOBILENUMREG3: true, REGMOBVERF3: true }),
    registerSettings: 'mobile',
  },
  usernameRegistrationOnly: {
    description: 'Only username registration, no mobile tab, minimal fields',
    whitelabel: flags({ MOBILENUMREG3: false, REGMOBVERF3: false }),
    registerSettings: 'usernameOnly',
  },
  allRegistrationFields: {
    description: 'Every registration field enabled, most of them required',
    whitelabel: flags({ MOBILENUMREG3: true, REGMOBVERF3: true }),
    registerSettings: 'allFields',
  },
  firebasePhone: {
    description:
      'Phone verification through the authentication provider (fake id token fake-firebase:<mobile>)',
    whitelabel: flags({
      MOBILEVERCODELOGIN3: true,
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
      SOCIALLOGIN3: true,
    }),
    phoneAuthProvider: 'firebase',
    registerSettings: 'mobile',
  },
  freePlay: { description: 'Free-play guest login on (FREEPLAY3)', whitelabel: flags({ FREEPLAY3: true }) },
  forcedPasswordChange: {
    description: 'weak01 logs in with the weak default password 123456 and must change it',
    suggestedLogin: login('weak01', '123456'),
  },
  passwordExpired: {
    description: 'expired01 has an expired password; PWDEXPFORCECHANGE3 forces the change',
    suggestedLogin: login('expired01'),
  },
  loginToHome: {
    description: 'Login-to-home: every route needs a session (LOGINTOHOME3)',
    whitelabel: flags({ LOGINTOHOME3: true }),
  },
  trialMember: {
    description: 'Suggests the trial account trial01 (type 4)',
    suggestedLogin: login('trial01'),
  },
  agent1: { description: 'Suggests agent1 (type 1)', suggestedLogin: login('agent1') },
  agent2: { description: 'Suggests agent2 (type 2)', suggestedLogin: login('agent2') },
  agent41: { description: 'Suggests agent41 (type 41)', suggestedLogin: login('agent41') },
  agent42: { description: 'Suggests agent42 (type 42)', suggestedLogin: login('agent42') },
  vipMember: { description: 'Suggests vip05 (VIP5)', suggestedLogin: login('vip05') },
  emptyLobbies: {
    description: 'Lobbies, hot and recent lists come back empty',
    data: { emptyLobbies: true },
  },
  manyGames: { description: 'Thousands of games for pagination and scrolling', data: { manyGames: true } },
  slow: { description: 'Every response takes 3 s', latencyMs: 3000 },
  flaky: { description: 'Every 3rd request answers HTTP 500', flaky: { everyNth: 3 } },
  offline: { description: 'Every request fails with a network error', offline: true },
  wireDrift: {
    description:
      'Three read-only answers leave their contract (npm run wire:check, ADR 052): a dialing code as a number, a help article without its title, the winner board list as an object',
    faults: {
      'system.country': { kind: 'reshape', path: ['value', 0, 'countryDialingCode'], set: 60 },
      'system.helpCenter': { kind: 'reshape', path: ['value', 0, 'title'], remove: true },
      'home.winnerBoard': { kind: 'reshape', path: ['value', 'list'], set: { rows: [] } },
    },
  },
  humanVerificationRequired: {
    description: 'Username login and SMS requests demand the slider verification token',
    humanVerificationRequired: true,
  },
  noBankCard: {
    description: 'vip05 has a withdrawal password but no bank card: withdraw leads to binding one',
    suggestedLogin: login('vip05'),
    wallet: { setup: { removeBankCards: true } },
  },
  noWithdrawalPassword: {
    description: 'vip05 has a bank card but no withdrawal password: withdraw leads to setting one',
    suggestedLogin: login('vip05'),
    wallet: { setup: { clearWithdrawalPassword: true } },
  },
  depositDisabled: {
    description: 'Deposit settings answer allowDeposit N',
    suggestedLogin: login('vip05'),
    wallet: { depositAllowed: false },
  },
  withdrawLimits: {
    description: 'Withdrawals between 200 and 1,000 (vip05 has 88,000 in the main wallet)',
    suggestedLogin: login('vip05'),
    wallet: { withdrawLimits: { minimum: '200', maximum: '1000' } },
  },
  insufficientBalance: {
    description: 'vip05 has 20.50 in the main wallet: withdrawals and transfers are over the balance',
    suggestedLogin: login('vip05'),
    wallet: { setup: { mainBalance: '20.50' } },
  },
  walletLocked: {
    description: 'The game wallet (accountTypeId 1, vip05 holds 1,520.75 there) is locked',
    suggestedLogin: login('vip05'),
    wallet: { lockedWallets: ['1'] },
  },
  singleWallet: {
    description: 'Single-wallet merchant (isSingle): only the main wallet, no transfers',
    suggestedLogin: login('vip05'),
    wallet: { singleWallet: true },
  },
  agentFlagsOff: {
    description: 'agent1, with the dividend and the daily, hourly and real-time salary features off',
    suggestedLogin: login('agent1'),
    whitelabel: flags({ SIGNCONDIV3: false, DAILYSALCONT3: false, HOURSAL3: false, RTSALARY3: false }),
  },
  noDownlines: {
    description: 'agent1 without any downline yet',
    suggestedLogin: login('agent1'),
    agent: { downlines: false },
  },
  transferDisabled: {
    description: 'agent1 may not transfer to downlines (transferEnabled false)',
    suggestedLogin: login('agent1'),
    agent: { transferEnabled: false },
  },
  kycOff: {
    description: 'The merchant does not run identity verification: my account shows no KYC status',
    kyc: false,
  },
  captchaOff: {
    description: 'CAPTCHA3 off: no captcha field at registration and no captcha after failed logins',
    whitelabel: flags({ CAPTCHA3: false }),
  },
  moneyAnswerLost: {
    description:
      'The first call of each money kind (deposit, withdraw, transfer, downline, points) takes effect, then its answer is lost',
    suggestedLogin: login('vip05'),
    faults: onEveryMoneyRoute({ kind: 'answerLost', once: true }),
  },
  moneyRequestLost: {
    description:
      'The first call of each money kind is lost on the way: the backend never sees it, the next one goes through',
    suggestedLogin: login('vip05'),
    faults: onEveryMoneyRoute({ kind: 'network', once: true }),
  },
  designedSwitches: {
    description:
      'The whitelabel tree also carries every designed id (USERNAMEREG3, COUNTRYCODE3, MEMBERCENTRE3, …) at the site defaults',
    designedTree: true,
  },
  registrationClosed: {
    description:
      'REG3 off and no mobile registration: the register popup says to ask an agent or customer service',
    whitelabel: flags({ REG3: false, MOBILENUMREG3: false }),
  },
  mobileRegistrationOnly: {
    description: 'REG3 off (no username registration), mobile registration with SMS verification on',
    whitelabel: flags({ REG3: false, MOBILENUMREG3: true, REGMOBVERF3: true }),
    registerSettings: 'mobile',
  },
  usernameTabOff: {
    description: 'The designed USERNAMEREG3 sent off beside mobile registration: only the mobile tab',
    whitelabel: flags({ USERNAMEREG3: false, MOBILENUMREG3: true, REGMOBVERF3: true }),
    registerSettings: 'mobile',
  },
  countryCodeFixed: {
    description:
      'COUNTRYCODE3 off: one country, its dialing code shown instead of a selector; mobile registration on',
    whitelabel: flags({ COUNTRYCODE3: false, MOBILENUMREG3: true }),
  },
};

export function buildScenario(name: ScenarioName, overrides?: DeepPartial<Scenario>): Scenario {
  const { description, ...patch } = definitions[name];
  const built: Scenario = deepMerge<Scenario>({ ...base, name, description }, patch as DeepPartial<Scenario>);
  return deepMerge(built, overrides);
}

export const scenarios: Readonly<Record<ScenarioName, Scenario>> = Object.fromEntries(
  scenarioNames.map((n) => [n, buildScenario(n)]),
) as Record<ScenarioName, Scenario>;

let active: Scenario = buildScenario('default');
const listeners = new Set<(s: Scenario) => void>();

export function activeScenario(): Scenario {
  return active;
}

/** Switches the active scenario; `overrides` are deep-merged on top of the named one. */
export function useScenario(name: ScenarioName, overrides?: DeepPartial<Scenario>): Scenario {
  active = buildScenario(name, overrides);
  for (const fn of listeners) fn(active);
  return active;
}

export function resetScenario(): void {
  useScenario('default');
}

export function onScenarioChange(fn: (s: Scenario) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
