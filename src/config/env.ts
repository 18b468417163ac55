import { z } from 'zod';
import { readLanguageList, type Language } from './languages';

/** Empty strings in `.env` files mean "not set". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const rawEnvSchema = z.object({
  VITE_API_BASE_URL: optionalText,
  VITE_MERCHANT: optionalText,
  VITE_API_TIMEOUT_MS: optionalText.pipe(z.coerce.number().int().positive().optional()),
  VITE_GEETEST_CAPTCHA_ID: optionalText,
  VITE_FIREBASE_API_KEY: optionalText,
  VITE_FIREBASE_AUTH_DOMAIN: optionalText,
  VITE_FIREBASE_PROJECT_ID: optionalText,
  VITE_FIREBASE_APP_ID: optionalText,
  VITE_FIREBASE_AUTH_EMULATOR_URL: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+\/?$/, 'an http(s) origin such as http://127.0.0.1:9399')
      .optional(),
  ),
  VITE_USE_MOCK: optionalText,
  VITE_RAFFLE_PROMOTION_ID: optionalText,
  VITE_RUM_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(https?:\/\/[^/\s]+|\/(?!\/))\S*$/, 'an http(s) address or a path that starts with one /')
      .optional(),
  ),
  VITE_RUM_SAMPLE_RATE: optionalText.pipe(z.coerce.number().min(0).max(1).optional()),
  // Spec 01 §1's second reading: the merchant's languages, e.g. `EN,VI` (ADR 051).
  VITE_LANGUAGES: optionalText.transform((value, ctx) => {
    const reading = readLanguageList(value);
    if (reading.ok) return reading.site;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: reading.problem });
    return z.NEVER;
  }),
});

export interface FirebaseConfig {
  apiKey: string;
  authDomain?: string;
  projectId?: string;
  appId?: string;
  /** The Firebase Auth emulator (ADR 047): set only for tests and by-hand runs, never for a deploy. */
  emulatorUrl?: string;
}

export interface AppEnv {
  /** '' = same origin (dev server, preview and the mock server proxy /wps and /lgw). */
  apiBaseUrl: string;
  merchant: string;
  apiTimeoutMs: number;
  geetestCaptchaId?: string;
  /** Present only when an API key is configured: phone/social sign-in is off otherwise. */
  firebase?: FirebaseConfig;
  useMock: boolean;
  /** The merchant's raffle promotion (wire protocol §1.8 rafflePromotion): the home page's raffle block only when set. */
  rafflePromotionId?: string;
  /**
   * Field measurement (docs/deploy.md "Field measurement"): the collector's address, absolute or a path
   * on the site's own origin, and the sample rate when the build overrides `settings.rumSampleRate`.
   */
  rum?: { url: string; sampleRate?: number };
  /** The languages the header offers, in the merchant's order (spec 01 §1; ADR 051). */
  languages: readonly Language[];
  /** A visitor's language until they choose one: MY while `languages` has it, else its first. */
  defaultLanguage: Language;
}

export const DEFAULT_MERCHANT = 'demo01a';
export const DEFAULT_API_TIMEOUT_MS = 15_000;

/** Parses a Vite-style env record; throws a readable error on a malformed value. */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const parsed = rawEnvSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment configuration (${fields})`);
  }
  const e = parsed.data;
  const result: AppEnv = {
    // A trailing slash would double up with the leading slash of every route path.
    apiBaseUrl: (e.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
    merchant: e.VITE_MERCHANT ?? DEFAULT_MERCHANT,
    apiTimeoutMs: e.VITE_API_TIMEOUT_MS ?? DEFAULT_API_TIMEOUT_MS,
    useMock: e.VITE_USE_MOCK === 'true' || e.VITE_USE_MOCK === '1',
    languages: e.VITE_LANGUAGES.languages,
    defaultLanguage: e.VITE_LANGUAGES.defaultLanguage,
  };
  if (e.VITE_GEETEST_CAPTCHA_ID) result.geetestCaptchaId = e.VITE_GEETEST_CAPTCHA_ID;
  if (e.VITE_RAFFLE_PROMOTION_ID) result.rafflePromotionId = e.VITE_RAFFLE_PROMOTION_ID;
  if (e.VITE_RUM_URL) {
    result.rum = {
      url: e.VITE_RUM_URL,
      ...(e.VITE_RUM_SAMPLE_RATE !== undefined ? { sampleRate: e.VITE_RUM_SAMPLE_RATE } : {}),
    };
  }
  if (e.VITE_FIREBASE_API_KEY) {
    result.firebase = {
      apiKey: e.VITE_FIREBASE_API_KEY,
      ...(e.VITE_FIREBASE_AUTH_DOMAIN ? { authDomain: e.VITE_FIREBASE_AUTH_DOMAIN } : {}),
      ...(e.VITE_FIREBASE_PROJECT_ID ? { projectId: e.VITE_FIREBASE_PROJECT_ID } : {}),
      ...(e.VITE_FIREBASE_APP_ID ? { appId: e.VITE_FIREBASE_APP_ID } : {}),
      ...(e.VITE_FIREBASE_AUTH_EMULATOR_URL
        ? { emulatorUrl: e.VITE_FIREBASE_AUTH_EMULATOR_URL.replace(/\/$/, '') }
        : {}),
    };
  }
  return result;
}

export const env: AppEnv = parseEnv(import.meta.env);
