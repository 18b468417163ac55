import type { StatusValue, WhitelabelNode } from '@/contracts/system.contract';

/**
 * Whitelabel switches (spec 01 §1) by modId. The first six are the backend's own modIds; the rest are
 * designed ids for the other flags the spec names (team brief).
 */
export const FEATURE_MOD_IDS = {
  mobileRegistration: 'MOBILENUMREG3',
  smsVerificationOnRegister: 'REGMOBVERF3',
  phonePasswordRecovery: 'MOBILENUMPASSREG3',
  freePlay: 'FREEPLAY3',
  forcePasswordChangeOnExpiry: 'PWDEXPFORCECHANGE3',
  smsCodeLogin: 'MOBILEVERCODELOGIN3',
  directRegistration: 'DIRECTREG3',
  usernameRegistration: 'USERNAMEREG3',
  captcha: 'CAPTCHA3',
  affiliateCode: 'AFFCODE3',
  countryCodeSelector: 'COUNTRYCODE3',
  socialLogin: 'SOCIALLOGIN3',
  memberCentre: 'MEMBERCENTRE3',
  agentCentre: 'AGENTCENTRE3',
  loginToHome: 'LOGINTOHOME3',
  snow: 'SNOW3',
  referral: 'REFERRAL3',
  dividend: 'DIVIDEND3',
  dailySalary: 'DAILYSAL3',
  hourlySalary: 'HOURSAL3',
  realTimeSalary: 'RTSAL3',
} as const;

export type FeatureName = keyof typeof FEATURE_MOD_IDS;
export type FeatureFlags = Readonly<Record<FeatureName, boolean>>;

function isEnabled(value: WhitelabelNode['enabled']): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return value.trim() === '1' || value.trim().toLowerCase() === 'true';
  return false;
}

/** Every modId switched on anywhere in the whitelabel tree. */
export function enabledModIds(tree: readonly WhitelabelNode[] | null | undefined): Set<string> {
  const on = new Set<string>();
  const stack = [...(tree ?? [])];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) continue;
    if (isEnabled(node.enabled)) on.add(node.modId);
    stack.push(...(node.childrenNodes ?? []));
  }
  return on;
}

/** Typed feature switches from the status response; everything off before the status has loaded. */
export function featureFlags(status: StatusValue | null | undefined): FeatureFlags {
  const on = enabledModIds(status?.info.whitelabel);
  const flags = {} as Record<FeatureName, boolean>;
  for (const [name, modId] of Object.entries(FEATURE_MOD_IDS) as [FeatureName, string][]) {
    flags[name] = on.has(modId);
  }
  return flags;
}

export const NO_FEATURES: FeatureFlags = featureFlags(null);
