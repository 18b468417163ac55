import type { StatusValue, WhitelabelNode } from '@/contracts/system.contract';
import { settings, type MerchantFeature } from './settings.ts';

/**
 * How each flag of spec 01 §1 is read from the whitelabel tree of `/wps/system/status` (ADR 050: the
 * wire decides).
 * - `wire`: one of the six switches the wire protocol (§1.5) says the client reads. The tree lists the
 *   ones that are on; an absent id is off.
 * - `module`: the wire names a module id for the feature's own calls (§1.1, §1.6). When the tree carries
 *   that id its `enabled` is the switch; when it does not, the merchant setting's default holds.
 * - `setting`: the wire is silent. A merchant setting with the spec's default (`settings.merchantFeatures`,
 *   docs/deploy.md), which a node of the designed id overrides when a backend sends one.
 * An absent id never turns a `module` or `setting` feature off: a designed part never takes a feature away.
 */
export type FeatureSwitch =
  { kind: 'wire'; modId: string } | { kind: 'module'; modId: string } | { kind: 'setting'; modId: string };

const wire = <M extends string>(modId: M) => ({ kind: 'wire', modId }) as const;
const moduleId = <M extends string>(modId: M) => ({ kind: 'module', modId }) as const;
const designed = <M extends string>(modId: M) => ({ kind: 'setting', modId }) as const;

export const FEATURE_SWITCHES = {
  mobileRegistration: wire('MOBILENUMREG3'),
  smsVerificationOnRegister: wire('REGMOBVERF3'),
  phonePasswordRecovery: wire('MOBILENUMPASSREG3'),
  freePlay: wire('FREEPLAY3'),
  forcePasswordChangeOnExpiry: wire('PWDEXPFORCECHANGE3'),
  smsCodeLogin: wire('MOBILEVERCODELOGIN3'),
  /** The username form's call, `PUT /wps/member/register`, is module REG3 (wire §1.1). */
  directRegistration: moduleId('REG3'),
  captcha: moduleId('CAPTCHA3'),
  /** The affiliate check, `/wps/agent/affiliate`, is module AFFMAN3 (wire §1.1). */
  affiliateCode: moduleId('AFFMAN3'),
  dividend: moduleId('SIGNCONDIV3'),
  dailySalary: moduleId('DAILYSALCONT3'),
  hourlySalary: moduleId('HOURSAL3'),
  realTimeSalary: moduleId('RTSALARY3'),
  usernameRegistration: designed('USERNAMEREG3'),
  countryCodeSelector: designed('COUNTRYCODE3'),
  socialLogin: designed('SOCIALLOGIN3'),
  memberCentre: designed('MEMBERCENTRE3'),
  agentCentre: designed('AGENTCENTRE3'),
  loginToHome: designed('LOGINTOHOME3'),
  snow: designed('SNOW3'),
  referral: designed('REFERRAL3'),
} as const satisfies Record<string, FeatureSwitch>;

export type FeatureName = keyof typeof FEATURE_SWITCHES;
/** The features whose default is a merchant setting: every one but the wire's six. */
type SettingFeature = {
  [K in FeatureName]: (typeof FEATURE_SWITCHES)[K]['kind'] extends 'wire' ? never : K;
}[FeatureName];
// `settings.merchantFeatures` must give a default for exactly these (a compile error otherwise).
const defaultsCoverEveryFeature: [SettingFeature, MerchantFeature] extends [MerchantFeature, SettingFeature]
  ? true
  : never = true;
void defaultsCoverEveryFeature;
export type FeatureFlags = Readonly<Record<FeatureName, boolean>>;

function isEnabled(value: WhitelabelNode['enabled']): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return value.trim() === '1' || value.trim().toLowerCase() === 'true';
  return false;
}

/** Every modId the whitelabel tree carries, with whether it is on (on anywhere wins). */
export function carriedModIds(tree: readonly WhitelabelNode[] | null | undefined): Map<string, boolean> {
  const carried = new Map<string, boolean>();
  const stack = [...(tree ?? [])];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) continue;
    carried.set(node.modId, carried.get(node.modId) === true || isEnabled(node.enabled));
    stack.push(...(node.childrenNodes ?? []));
  }
  return carried;
}

/** Every modId switched on anywhere in the whitelabel tree. */
export function enabledModIds(tree: readonly WhitelabelNode[] | null | undefined): Set<string> {
  return new Set([...carriedModIds(tree)].filter(([, on]) => on).map(([id]) => id));
}

export function resolveFeature(
  name: FeatureName,
  carried: ReadonlyMap<string, boolean>,
  defaults: Readonly<Record<MerchantFeature, boolean>> = settings.merchantFeatures,
): boolean {
  const sw: FeatureSwitch = FEATURE_SWITCHES[name];
  const sent = carried.get(sw.modId);
  if (sw.kind === 'wire') return sent === true;
  return sent ?? defaults[name as MerchantFeature];
}

/**
 * Typed feature switches from the status response. Before the status has loaded everything is off:
 * the boot shows no feature it may have to take back.
 */
export function featureFlags(
  status: StatusValue | null | undefined,
  defaults: Readonly<Record<MerchantFeature, boolean>> = settings.merchantFeatures,
): FeatureFlags {
  const flags = {} as Record<FeatureName, boolean>;
  const carried = carriedModIds(status?.info.whitelabel);
  for (const name of Object.keys(FEATURE_SWITCHES) as FeatureName[]) {
    flags[name] = status ? resolveFeature(name, carried, defaults) : false;
  }
  return flags;
}

export const NO_FEATURES: FeatureFlags = featureFlags(null);
