import { checkOutboundUrl } from '@/config/outbound';

/**
 * Human verification before a username login (spec 01 §4). Two adapters: the built-in slider
 * (issued and checked by the backend, rendered by the login modal) and GeeTest v4 (its own popup),
 * used when a captcha id is configured.
 */
/** Result of the human-verification step (built-in slider or GeeTest v4). */
export interface HumanVerification {
  verificationToken?: string;
  geetestValidateV4?: {
    captcha_id: string;
    lot_number: string;
    pass_token: string;
    gen_time: string;
    captcha_output: string;
  };
}

export type HumanVerifierKind = 'slider' | 'geetest';

export interface GeetestVerifier {
  readonly kind: 'geetest';
  verify(): Promise<HumanVerification>;
}

/** The part of GeeTest v4's global `initGeetest4` this adapter uses. */
export interface Geetest4Captcha {
  onReady(fn: () => void): Geetest4Captcha;
  onSuccess(fn: () => void): Geetest4Captcha;
  onError(fn: (e: unknown) => void): Geetest4Captcha;
  onClose(fn: () => void): Geetest4Captcha;
  showCaptcha(): void;
  getValidate(): { lot_number: string; pass_token: string; gen_time: string; captcha_output: string } | false;
}
export type InitGeetest4 = (
  config: { captchaId: string; product: 'bind'; language?: string },
  cb: (c: Geetest4Captcha) => void,
) => void;

export const GEETEST_SCRIPT_URL = 'https://static.geetest.com/v4/gt4.js';

export class VerificationCancelled extends Error {
  constructor() {
    super('verification cancelled');
    this.name = 'VerificationCancelled';
  }
}

export interface GeetestOptions {
  captchaId: string;
  language?: string;
  /** Where `initGeetest4` lives (window); injected for tests. */
  global: { initGeetest4?: InitGeetest4 };
  /** Loads GeeTest's script once; injected for tests (their host is not reachable here). */
  loadScript: (url: string) => Promise<void>;
}

export function createGeetestVerifier(options: GeetestOptions): GeetestVerifier {
  let captcha: Promise<Geetest4Captcha> | null = null;
  const init = () => {
    captcha ??= (async () => {
      if (!options.global.initGeetest4) await options.loadScript(GEETEST_SCRIPT_URL);
      const initGeetest4 = options.global.initGeetest4;
      if (!initGeetest4) throw new Error('GeeTest did not load');
      return new Promise<Geetest4Captcha>((resolve) => {
        const config: { captchaId: string; product: 'bind'; language?: string } = {
          captchaId: options.captchaId,
          product: 'bind',
        };
        if (options.language) config.language = options.language;
        initGeetest4(config, resolve);
      });
    })().catch((error: unknown) => {
      captcha = null;
      throw error;
    });
    return captcha;
  };
  return {
    kind: 'geetest',
    async verify() {
      const c = await init();
      return new Promise<HumanVerification>((resolve, reject) => {
        c.onSuccess(() => {
          const v = c.getValidate();
          if (!v) return reject(new VerificationCancelled());
          resolve({ geetestValidateV4: { captcha_id: options.captchaId, ...v } });
        })
          .onClose(() => reject(new VerificationCancelled()))
          .onError((e) => reject(e instanceof Error ? e : new Error('GeeTest error')));
        c.showCaptcha();
      });
    },
  };
}

/** A script address that is not https on an allowlisted script host (SCRIPT_HOSTS). */
export class RefusedScriptError extends Error {
  constructor(url: string) {
    super(`refused to load a script from ${url}`);
    this.name = 'RefusedScriptError';
  }
}

/**
 * Adds a script tag; resolves when it loaded. Only https addresses on the script allowlist load
 * (the CSP's script-src says the same, ADR 011): anything else rejects without touching the DOM.
 */
export function loadScriptTag(url: string): Promise<void> {
  const check = checkOutboundUrl(url, 'script');
  if (!check.ok) return Promise.reject(new RefusedScriptError(url));
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = check.url;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(`failed to load ${url}`));
    document.head.appendChild(s);
  });
}
