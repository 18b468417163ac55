import { errorKey, isApiError, phoneAuthMessageKey, type ErrorKey, type ErrorMessageKey } from '@/api/errors';

/**
 * The one failure module every machine uses (ADR 013). A machine keeps what a failed call said
 * as data: a message key for the UI to translate, codes, never translated text. The server's
 * own message is data too (spec 01 §8 shows it for SMS failures).
 *
 * Timeouts are the client's (one configured value, `env.apiTimeoutMs`, VITE_API_TIMEOUT_MS): a timed-out call rejects
 * with an `ApiError` of kind `timeout`, which arrives here like any other failure. A machine only
 * keeps an `after` deadline of its own where the spec gives one (the SMS countdown, the boot).
 */

/** An i18n key with its namespace, e.g. `errors:slow` or `lobby:favourite.addFailed`. */
export type MessageKey = ErrorMessageKey | `${string}:${string}`;

export interface Failure {
  messageKey: MessageKey;
  messageValues?: Readonly<Record<string, string>>;
  errorCode?: string;
  serverMessage?: string;
  /** A failed login whose response asks for the image captcha. */
  captcha?: boolean;
  sessionExpired?: boolean;
  /** A business answer (the server said no) rather than a fault (network, timeout, 5xx, schema). */
  business?: boolean;
  /** The call ran out of time (client timeout or a machine's own spec deadline). */
  timeout?: boolean;
}

function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
}

function asksForCaptcha(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'captcha' in value && Boolean(value.captcha);
}

/** What a machine keeps of anything an actor rejected with. */
export function toFailure(error: unknown): Failure {
  if (isApiError(error)) {
    const failure: Failure = {
      messageKey: error.messageKey,
      messageValues: error.messageValues,
      business: error.kind === 'business' || (error.kind === 'http' && (error.status ?? 500) < 500),
      captcha: asksForCaptcha(error.value),
      sessionExpired: error.isSessionExpired,
      timeout: error.kind === 'timeout',
    };
    if (error.errorCode) failure.errorCode = error.errorCode;
    if (error.serverMessage) failure.serverMessage = error.serverMessage;
    return failure;
  }
  // Authentication-provider errors carry `auth/...` codes (spec 01 §8 phone-authentication messages).
  if (hasCode(error) && error.code.startsWith('auth/')) {
    return { messageKey: phoneAuthMessageKey(error.code), errorCode: error.code };
  }
  // Errors of our own that name their message (a refused or missing launch address, a blocked popup).
  if (hasMessageKey(error)) return { messageKey: error.messageKey };
  return { messageKey: errorKey('system') };
}

function hasMessageKey(error: unknown): error is Error & { messageKey: MessageKey } {
  return (
    error instanceof Error &&
    'messageKey' in error &&
    typeof error.messageKey === 'string' &&
    /^[a-z]+:[A-Za-z.]+$/.test(error.messageKey)
  );
}

/** A failure the machine decides itself (e.g. a refused login type), in the `errors` namespace. */
export function failureOf(key: ErrorKey): Failure {
  return { messageKey: errorKey(key) };
}

/** A machine's own spec deadline ran out (not a request timeout: those come from the client). */
export const DEADLINE_FAILURE: Failure = { messageKey: errorKey('slow'), timeout: true };

export const isSessionExpiredError = (error: unknown): boolean => toFailure(error).sessionExpired === true;
export const isBusinessError = (error: unknown): boolean => toFailure(error).business === true;
export const isCaptchaError = (error: unknown): boolean => toFailure(error).captcha === true;
