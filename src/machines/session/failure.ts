import { errorKey, isApiError, phoneAuthMessageKey } from '@/api/errors';

/**
 * What a machine keeps of a failed call: message key and codes, never translated text. The
 * server's own message is data (spec 01 §8 shows it for SMS failures), so it is kept as such.
 */
export interface Failure {
  messageKey: string;
  messageValues?: Readonly<Record<string, string>>;
  errorCode?: string;
  serverMessage?: string;
  /** A failed login whose response asks for the image captcha. */
  captcha?: boolean;
  sessionExpired?: boolean;
  /** A business answer (the server said no) rather than a fault (network, timeout, 5xx, schema). */
  business?: boolean;
}

function hasCode(error: unknown): error is { code: string } {
  return (
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
  );
}

export function toFailure(error: unknown): Failure {
  if (isApiError(error)) {
    const value = error.value;
    const captcha =
      typeof value === 'object' && value !== null && Boolean((value as { captcha?: unknown }).captcha);
    const failure: Failure = {
      messageKey: error.messageKey,
      messageValues: error.messageValues,
      business: error.kind === 'business' || (error.kind === 'http' && (error.status ?? 500) < 500),
      captcha,
      sessionExpired: error.isSessionExpired,
    };
    if (error.errorCode) failure.errorCode = error.errorCode;
    if (error.serverMessage) failure.serverMessage = error.serverMessage;
    return failure;
  }
  // Authentication-provider errors carry `auth/...` codes (spec 01 §8 phone-authentication messages).
  if (hasCode(error) && error.code.startsWith('auth/')) {
    return { messageKey: phoneAuthMessageKey(error.code), errorCode: error.code };
  }
  return { messageKey: errorKey('system') };
}

export const TIMEOUT_FAILURE: Failure = { messageKey: errorKey('slow') };
