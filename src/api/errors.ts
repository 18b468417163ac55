/**
 * The one error type every API call rejects with. Callers (machines) keep `messageKey` and
 * `errorCode` in context and never text: the UI translates `messageKey` with `messageValues`.
 */
/**
 * `offline`: the device said it had no connection, so the call was never sent (ADR 041); a `network`
 * failure may have reached the backend.
 */
export type ApiErrorKind = 'network' | 'offline' | 'timeout' | 'http' | 'business' | 'schema';

/** Keys of the `errors` namespace (src/i18n/locales/<lang>/errors.json), prefixed for `t()`. */
export const ERROR_KEYS = [
  'network',
  'offline',
  'slow',
  'system',
  'server',
  'invalidDomain',
  'sessionExpired',
  'loginFailed',
  'captchaRequired',
  'invitationCodeError',
  'termsRequired',
  'needRealAccount',
  'pleaseLogin',
  'popupBlocked',
  'gameMaintenance',
  'gameMaintenanceInfo',
  'regionBlocked',
  'verifyFirst',
  'chunkLoad',
  'imageLoad',
  'csFetchFailed',
  'nonAgentLogin',
  'nonMemberLogin',
  'contactAgent',
  'invalidPhone',
  'missingPhone',
  'tooManyRequests',
  'invalidCode',
  'missingCode',
  'captchaCheckFailed',
  'quotaExceeded',
  'operationNotAllowed',
  'codeExpired',
  'popupClosed',
  'finalSpin',
  'nothingSent',
  'outcomeUnknown',
  'depositLimit',
  'timedOut',
  'selfExcluded',
  'exclusionActive',
  'lossLimitReached',
  'sessionLimitReached',
  'geetestUnavailable',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];
export type ErrorMessageKey = `errors:${ErrorKey}`;

export const errorKey = (key: ErrorKey): ErrorMessageKey => `errors:${key}`;

/** Codes and messages by which WPS says the session is gone (wire protocol §2.3). */
export const SESSION_ERROR_CODES: ReadonlySet<string> = new Set([
  'login.not.session',
  'CUSTOMER_NOT_LOGIN',
  'user.or.token.invalid',
  'token_ip_different',
  'duplicateLogin',
  'nologin',
]);
export const SESSION_ERROR_MESSAGES: ReadonlySet<string> = new Set(['customer not login or login timeout']);

/** Server codes that have a product message of their own instead of the server's text. */
export const ERROR_CODE_MESSAGE_KEYS: Readonly<Record<string, ErrorKey>> = {
  TOO_MANY_REQUEST: 'tooManyRequests',
  TOO_MANY_REQUESTS: 'tooManyRequests',
  // Wire §2.3's special codes: an account that must be bound to an agent first, which the player can
  // only ask their agent for (spec 02 §6 "please contact your agent").
  bind_customer_required: 'contactAgent',
  // Wire protocol §5: a ticket's last spin is taken by claiming it.
  slot_machine_use_claim_for_final_spin: 'finalSpin',
  // Responsible gambling, an extension of the wire (ADR 043).
  RG_DEPOSIT_LIMIT_EXCEEDED: 'depositLimit',
  RG_TIMEOUT_ACTIVE: 'timedOut',
  RG_SELF_EXCLUDED: 'selfExcluded',
  RG_EXCLUSION_ACTIVE: 'exclusionActive',
  RG_LOSS_LIMIT_REACHED: 'lossLimitReached',
  RG_SESSION_LIMIT_REACHED: 'sessionLimitReached',
};

/**
 * The end of a time-out or self-exclusion (`value.until`, epoch ms) as the refusal shows it: the
 * player's local date and time, written the same way in every language (yyyy-MM-dd HH:mm).
 */
export function exclusionEndText(until: number): string {
  const d = new Date(until);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

function untilOf(value: unknown): number | null {
  return typeof value === 'object' && value !== null && 'until' in value && typeof value.until === 'number'
    ? value.until
    : null;
}

/** Firebase phone-authentication codes → product messages (spec 01 §8, spec 02 §8). */
export const PHONE_AUTH_MESSAGE_KEYS: Readonly<Record<string, ErrorKey>> = {
  'auth/invalid-phone-number': 'invalidPhone',
  'auth/missing-phone-number': 'missingPhone',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/invalid-verification-code': 'invalidCode',
  'auth/missing-verification-code': 'missingCode',
  'auth/captcha-check-failed': 'captchaCheckFailed',
  'auth/quota-exceeded': 'quotaExceeded',
  'auth/operation-not-allowed': 'operationNotAllowed',
  'auth/code-expired': 'codeExpired',
  // A verification session Firebase no longer knows (spent, or dropped by the provider): for the player
  // it is the same as an expired code, send a new one (ADR 047: what the Auth emulator answers).
  'auth/invalid-verification-id': 'codeExpired',
  'auth/popup-closed-by-user': 'popupClosed',
};

export function phoneAuthMessageKey(code: string | undefined): ErrorMessageKey {
  const key = code ? PHONE_AUTH_MESSAGE_KEYS[code] : undefined;
  return errorKey(key ?? 'system');
}

/** A registration or login the merchant wants GeeTest v4 for (wire §2.3: an errorCode with `geetest` or `#1066`). */
export function isGeetestRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.errorCode) return false;
  const code = error.errorCode.toLowerCase();
  return code.includes('geetest') || code.includes('1066');
}

export function isSessionErrorCode(errorCode: string | null | undefined, message?: string | null): boolean {
  if (errorCode && SESSION_ERROR_CODES.has(errorCode)) return true;
  return !!message && SESSION_ERROR_MESSAGES.has(message.trim().toLowerCase());
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  errorCode?: string;
  serverMessage?: string;
  value?: unknown;
  routeKey?: string;
  cause?: unknown;
  /** Override for the derived message key (rarely needed: e.g. a domain check). */
  messageKey?: ErrorMessageKey;
}

function deriveMessageKey(init: ApiErrorInit, sessionExpired: boolean): ErrorMessageKey {
  if (init.messageKey) return init.messageKey;
  if (sessionExpired) return errorKey('sessionExpired');
  switch (init.kind) {
    case 'network':
      return errorKey('network');
    case 'offline':
      return errorKey('offline');
    case 'timeout':
      return errorKey('slow');
    case 'schema':
      return errorKey('system');
    case 'http':
    case 'business': {
      const mapped = init.errorCode ? ERROR_CODE_MESSAGE_KEYS[init.errorCode] : undefined;
      if (mapped) return errorKey(mapped);
      // A 5xx body's text is a backend detail (e.g. "hibernate ..."), not something to show.
      if (init.kind === 'http' && (init.status ?? 500) >= 500) return errorKey('system');
      return init.serverMessage ? errorKey('server') : errorKey('system');
    }
  }
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly errorCode?: string;
  readonly serverMessage?: string;
  /** The failure `value` (e.g. `{ captcha: true }` on a login that now needs the captcha). */
  readonly value?: unknown;
  /** `<domain>.<route>` of the call, when known (diagnostics and logging). */
  readonly routeKey?: string;
  readonly messageKey: ErrorMessageKey;
  /** Interpolation values for `messageKey` (`{ message }` for `errors:server`). */
  readonly messageValues: Readonly<Record<string, string>>;
  readonly isSessionExpired: boolean;

  constructor(init: ApiErrorInit) {
    const expired =
      init.status === 401 ||
      ((init.kind === 'http' || init.kind === 'business') &&
        isSessionErrorCode(init.errorCode, init.serverMessage));
    const messageKey = deriveMessageKey(init, expired);
    super(
      `${init.kind}${init.status ? ` ${init.status}` : ''}${init.errorCode ? ` ${init.errorCode}` : ''}` +
        `${init.routeKey ? ` (${init.routeKey})` : ''}${init.serverMessage ? `: ${init.serverMessage}` : ''}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.kind = init.kind;
    if (init.status !== undefined) this.status = init.status;
    if (init.errorCode) this.errorCode = init.errorCode;
    if (init.serverMessage) this.serverMessage = init.serverMessage;
    if (init.value !== undefined) this.value = init.value;
    if (init.routeKey) this.routeKey = init.routeKey;
    this.isSessionExpired = expired;
    this.messageKey = messageKey;
    const until = untilOf(init.value);
    this.messageValues =
      messageKey === 'errors:server' && init.serverMessage
        ? { message: init.serverMessage }
        : until === null
          ? {}
          : { until: exclusionEndText(until) };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** For callers that hold any thrown value: the key to show. */
export function messageKeyOf(error: unknown): ErrorMessageKey {
  return isApiError(error) ? error.messageKey : errorKey('system');
}
