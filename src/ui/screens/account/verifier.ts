import { env } from '@/config/env';
import { useFeatureFlags } from '@/ui/hooks/system';
import {
  createGeetestVerifier,
  loadScriptTag,
  type GeetestVerifier,
  type HumanVerification,
  type InitGeetest4,
} from '@/auth/humanVerification';

declare global {
  interface Window {
    /** GeeTest v4's loader global, present once its script has run. */
    initGeetest4?: InitGeetest4;
  }
}

let geetest: GeetestVerifier | null | undefined;

/** GeeTest v4 when a captcha id is configured; otherwise null and the built-in slider is used. */
export function geetestVerifier(): GeetestVerifier | null {
  if (geetest !== undefined) return geetest;
  const captchaId = env.geetestCaptchaId;
  geetest = captchaId
    ? createGeetestVerifier({
        captchaId,
        global: window,
        loadScript: loadScriptTag,
      })
    : null;
  return geetest;
}

/**
 * GeeTest v4 for a registration the merchant's backend asks it for (wire §2.3 `#1066`), with the captcha
 * id the backend names; only where the build configures GeeTest (its hosts join the CSP then).
 */
export function registrationGeetest(): ((captchaId: string) => Promise<HumanVerification>) | undefined {
  if (!env.geetestCaptchaId) return undefined;
  return (captchaId) =>
    createGeetestVerifier({ captchaId, global: window, loadScript: loadScriptTag }).verify();
}

/**
 * The provider sends and checks SMS codes when firebase is configured, or when social login is on
 * (the sites that use the provider for social sign-in use it for phones too).
 */
export function useProviderSms(): boolean {
  const flags = useFeatureFlags();
  return flags.socialLogin || env.firebase !== undefined;
}
