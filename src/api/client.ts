/**
 * The only code in the site that talks HTTP. It speaks the WPS wire protocol (headers, envelope,
 * body encryption), validates every response against the contract, and turns every failure into
 * one `ApiError`. ts-rest is used for the contract only: its client skips response validation with
 * a custom fetcher and knows nothing of the WPS envelope, so the request cycle lives here.
 */
import type { AppRoute } from '@ts-rest/core';
import { isZodType } from '@ts-rest/core';
import type { z } from 'zod';
import { failureEnvelope } from '@/contracts/envelope';
import { routeMetaSchema, type RouteMeta } from '@/contracts/meta';
import { sessionContract } from '@/contracts/session.contract';
import { DEVICE, GATEWAY_VERSION } from '@/config/constants';
import { nextTask } from '@/config/nextTask';
import { waitLong } from '@/config/signalTimers';
import { ApiError, errorKey, type ApiErrorInit } from './errors';
import { deviceOffline } from './online';
import { emitSessionExpired } from './session-events';
import type { ApiClient, CallOptions, RouteInput, RouteValue, SchemaFailure } from './types';

/** A failed fetch while the device reports no connection says so (ADR 041). */
const offlineMessage = (): Pick<ApiErrorInit, 'messageKey'> =>
  deviceOffline() ? { messageKey: errorKey('offline') } : {};

/**
 * crypto-js (DES) and the RSA code are needed only by the few encrypted calls (login, register,
 * password changes), so they stay out of the first-paint bundle and load with the first such call.
 */
const loadWireCrypto = () => import('./wire-crypto');

export interface ApiClientOptions {
  /** '' = same origin. */
  baseUrl: string;
  /** Sent exactly once as `Merchant` (two copies get `400 function.not.available`). */
  merchant: string;
  /** Default per-call timeout; `CallOptions.timeoutMs` overrides it. */
  timeoutMs?: number;
  /** The raw session token, sent as `Authorization` (no `Bearer`) whenever there is one. */
  getToken?: () => string | null | undefined;
  /** `Language` header value; default `MY` (spec 01 §7). */
  getLanguage?: () => string;
  /** `os` header of the free-play call. */
  getOs?: () => string;
  /** Defaults to the global fetch, looked up per call so test interceptors apply. */
  fetch?: typeof fetch;
  /** Called on every session-expiry error; default `emitSessionExpired`. */
  onSessionExpired?: (error: ApiError) => void;
  /** Names a route in errors (e.g. `session.login`); default `METHOD path`. */
  describeRoute?: (route: AppRoute) => string | undefined;
  /** Clock for the RSA key's cache-busting `t` parameter. */
  now?: () => number;
  /**
   * Hears every answer that fails its route's schema, before the call rejects as it always does
   * (`schema`): the field report of drift and the wire check read it (ADR 052). What it throws is dropped.
   */
  onSchemaFailure?: (failure: SchemaFailure) => void;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_LANGUAGE_HEADER = 'MY';
const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
/** The server could not use the encrypted body: usually the RSA key it was made with has rotated. */
const KEY_REJECTED_CODE = 'request_body_required';

type Loose = Record<string, unknown>;

interface LooseInput {
  params?: Loose;
  query?: Loose;
  body?: unknown;
}

function isRecord(v: unknown): v is Loose {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function toLooseInput(input: unknown): LooseInput {
  if (!isRecord(input)) return {};
  const out: LooseInput = {};
  if (isRecord(input.params)) out.params = input.params;
  if (isRecord(input.query)) out.query = input.query;
  if ('body' in input) out.body = input.body;
  return out;
}

const metaCache = new WeakMap<AppRoute, RouteMeta>();

function metaOf(route: AppRoute): RouteMeta {
  const cached = metaCache.get(route);
  if (cached) return cached;
  const parsed = routeMetaSchema.safeParse(route.metadata);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'schema',
      routeKey: `${route.method} ${route.path}`,
      serverMessage: 'route has no valid metadata',
      cause: parsed.error,
    });
  }
  metaCache.set(route, parsed.data);
  return parsed.data;
}

function scalarToString(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object' && v !== null) return JSON.stringify(v);
  return String(v);
}

/** Appends query/form fields: undefined and null are left out, arrays repeat the key. */
function appendFields(target: URLSearchParams, fields: Loose): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null) target.append(key, scalarToString(item));
    } else {
      target.append(key, scalarToString(value));
    }
  }
}

export function buildPath(path: string, params: Loose | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)(\?)?/g, (_match, name: string, optional: string | undefined) => {
    const value = params?.[name];
    if (value === undefined || value === null) {
      if (optional) return '';
      throw new ApiError({ kind: 'schema', serverMessage: `missing path parameter ${name} for ${path}` });
    }
    return encodeURIComponent(scalarToString(value));
  });
}

export function buildUrl(baseUrl: string, path: string, params?: Loose, query?: Loose): string {
  const search = new URLSearchParams();
  if (query) appendFields(search, query);
  const qs = search.toString();
  return `${baseUrl}${buildPath(path, params)}${qs ? `?${qs}` : ''}`;
}

function abortError(reason: unknown): Error {
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  return new DOMException('The operation was aborted.', 'AbortError');
}

interface Deadline {
  signal: AbortSignal;
  timedOut: () => boolean;
  externallyAborted: () => boolean;
  dispose: () => void;
}

/** One signal for the whole call (key fetch included) that fires on timeout or caller abort. */
function createDeadline(timeoutMs: number, external: AbortSignal | undefined): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  // Every call has one and almost every call ends long before it: a wait the traced page does not pay a
  // stack for (ADR 049).
  const cancelTimer = waitLong(() => {
    timedOut = true;
    controller.abort(new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const onExternalAbort = () => controller.abort(external?.reason);
  if (external) {
    if (external.aborted) onExternalAbort();
    else external.addEventListener('abort', onExternalAbort, { once: true });
  }
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    externallyAborted: () => !timedOut && !!external?.aborted,
    dispose: () => {
      cancelTimer();
      external?.removeEventListener('abort', onExternalAbort);
    },
  };
}

/**
 * Rejects as soon as `signal` aborts, whatever `promise` does: fetch implementations (and test
 * interceptors) do not all honour the signal once a response is pending.
 */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // Its own rejection (the fetch saw the same signal) is expected: not an unhandled one.
    promise.catch(() => undefined);
    return Promise.reject(abortError(signal.reason));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal.reason));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

function detectOs(): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  if (/windows/i.test(ua)) return 'windows';
  if (/mac os/i.test(ua)) return 'mac';
  if (/linux/i.test(ua)) return 'linux';
  return 'web';
}

function responseSchema(route: AppRoute, status: number): z.ZodTypeAny | 'noBody' | undefined {
  const entry: unknown = route.responses[status];
  if (entry === undefined) return undefined;
  if (isZodType(entry)) return entry;
  if (isRecord(entry) && 'body' in entry && isZodType(entry.body)) return entry.body;
  return 'noBody';
}

interface FailureDetails {
  errorCode?: string;
  serverMessage?: string;
  value?: unknown;
}

function failureDetails(body: unknown): FailureDetails {
  const parsed = failureEnvelope.safeParse(body);
  const source: Loose | undefined = parsed.success ? parsed.data : isRecord(body) ? body : undefined;
  if (!source) return {};
  const out: FailureDetails = {};
  if (typeof source.errorCode === 'string' && source.errorCode) out.errorCode = source.errorCode;
  const message =
    typeof source.message === 'string' ? source.message : typeof source.msg === 'string' ? source.msg : '';
  if (message) out.serverMessage = message;
  if (source.value !== undefined && source.value !== null) out.value = source.value;
  return out;
}

const RSA_MODULUS = /^[0-9a-fA-F]{16,}$/;

export function createApiClient(options: ApiClientOptions): ApiClient & {
  /** Forgets the cached RSA modulus (the next encrypted call fetches it again). */
  resetEncryptionKey: () => void;
} {
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const getLanguage = options.getLanguage ?? (() => DEFAULT_LANGUAGE_HEADER);
  const notifyExpired = options.onSessionExpired ?? emitSessionExpired;
  const describe = options.describeRoute ?? ((r: AppRoute) => `${r.method} ${r.path}`);
  const now = options.now ?? (() => Date.now());
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  let modulus: string | null = null;
  let modulusInFlight: Promise<string> | null = null;

  function baseHeaders(): Record<string, string> {
    return {
      Merchant: options.merchant,
      Language: getLanguage() || DEFAULT_LANGUAGE_HEADER,
      Device: DEVICE,
      'X-Gateway-Version': GATEWAY_VERSION,
    };
  }

  async function fetchModulus(): Promise<string> {
    const route = sessionContract.rsaKey;
    // Shared by concurrent callers, so it runs on its own clock rather than on one caller's signal.
    const deadline = createDeadline(defaultTimeout, undefined);
    try {
      const url = buildUrl(options.baseUrl, route.path, undefined, { t: now() });
      const res = await raceAbort(
        doFetch(url, {
          method: 'GET',
          headers: { ...baseHeaders(), 'Cache-Control': 'no-cache' },
          signal: deadline.signal,
        }),
        deadline.signal,
      );
      const text = (await raceAbort(res.text(), deadline.signal)).trim();
      if (!res.ok) {
        throw new ApiError({ kind: 'http', status: res.status, routeKey: 'session.rsaKey' });
      }
      if (!RSA_MODULUS.test(text)) {
        throw new ApiError({ kind: 'schema', status: res.status, routeKey: 'session.rsaKey' });
      }
      return text;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (deadline.timedOut())
        throw new ApiError({ kind: 'timeout', routeKey: 'session.rsaKey', cause: error });
      throw new ApiError({ kind: 'network', routeKey: 'session.rsaKey', cause: error, ...offlineMessage() });
    } finally {
      deadline.dispose();
    }
  }

  function getModulus(signal: AbortSignal): Promise<string> {
    if (modulus) return Promise.resolve(modulus);
    if (!modulusInFlight) {
      modulusInFlight = fetchModulus().then(
        (m) => {
          modulus = m;
          modulusInFlight = null;
          return m;
        },
        (e: unknown) => {
          modulusInFlight = null;
          throw e;
        },
      );
    }
    return raceAbort(modulusInFlight, signal);
  }

  /** A report must not change what the caller gets: the same `schema` error as without one. */
  function reportSchemaFailure(failure: SchemaFailure): void {
    try {
      options.onSchemaFailure?.(failure);
    } catch {
      // Dropped on purpose (see onSchemaFailure).
    }
  }

  /** The session token now (null: none); an empty string counts as none, as in the header. */
  const currentToken = (): string | null => options.getToken?.() || null;

  interface Prepared {
    url: string;
    init: RequestInit;
    /** The session token the request carries (null: none). */
    token: string | null;
  }

  async function prepare(
    route: AppRoute,
    meta: RouteMeta,
    input: LooseInput,
    signal: AbortSignal,
  ): Promise<Prepared> {
    const headers: Record<string, string> = baseHeaders();
    // Token routes need it; the others (game list, announcements) answer per member when it is
    // there, so a present token always goes along.
    const token = currentToken();
    if (token) headers.Authorization = token;
    const init: RequestInit = { method: route.method, headers, signal };
    const hasBody = route.method !== 'GET' && input.body !== undefined;

    if (meta.encryptionHeaderOnly) {
      const [key, { encryptSessionKey, randomSessionKey }] = await Promise.all([
        getModulus(signal),
        loadWireCrypto(),
      ]);
      headers.os = (options.getOs ?? detectOs)();
      headers.platform = 'W';
      headers.Encryption = encryptSessionKey(randomSessionKey(), key);
    }

    if (meta.encrypted && route.method !== 'GET') {
      const [key, { encryptBody }] = await Promise.all([getModulus(signal), loadWireCrypto()]);
      const encrypted = encryptBody(input.body ?? {}, key);
      Object.assign(headers, encrypted.headers);
      headers['Content-Type'] = JSON_CONTENT_TYPE;
      init.body = JSON.stringify(encrypted.body);
    } else if (meta.bodyEncoding === 'form') {
      headers['Content-Type'] = FORM_CONTENT_TYPE;
      if (hasBody && isRecord(input.body)) {
        const form = new URLSearchParams();
        appendFields(form, input.body);
        init.body = form.toString();
      }
    } else {
      headers['Content-Type'] = JSON_CONTENT_TYPE;
      if (hasBody) init.body = JSON.stringify(input.body);
    }

    return { url: buildUrl(options.baseUrl, route.path, input.params, input.query), init, token };
  }

  async function interpret(
    route: AppRoute,
    meta: RouteMeta,
    res: Response,
    text: string,
    routeKey: string | undefined,
  ) {
    const status = res.status;
    let json: unknown;
    let jsonOk = true;
    if (!meta.plainText || !res.ok) {
      if (text.trim() === '') json = undefined;
      else {
        try {
          json = JSON.parse(text);
        } catch (parseError) {
          jsonOk = false;
          if (res.ok) throw new ApiError({ kind: 'schema', status, routeKey, cause: parseError });
        }
      }
    }

    if (!res.ok) {
      const details = jsonOk ? failureDetails(json) : {};
      throw new ApiError({ kind: 'http', status, routeKey, ...details });
    }

    const schema = responseSchema(route, status);
    if (schema === undefined)
      throw new ApiError({ kind: 'schema', status, routeKey, serverMessage: `unexpected status ${status}` });
    if (schema === 'noBody') return undefined;

    const parsed = schema.safeParse(meta.plainText ? text : json);
    if (!parsed.success) {
      // A failure envelope the route schema does not describe is still a business failure.
      const failure = failureEnvelope.safeParse(json);
      if (!meta.plainText && failure.success)
        throw new ApiError({ kind: 'business', status, routeKey, ...failureDetails(json) });
      reportSchemaFailure({ route, schema, error: parsed.error });
      throw new ApiError({ kind: 'schema', status, routeKey, cause: parsed.error });
    }
    const body: unknown = parsed.data;
    if (isRecord(body) && body.success === false) {
      throw new ApiError({ kind: 'business', status, routeKey, ...failureDetails(body) });
    }
    if (isRecord(body) && body.success === true) return body.value;
    return body;
  }

  async function call<R extends AppRoute>(
    route: R,
    input: RouteInput<R>,
    callOptions: CallOptions = {},
  ): Promise<RouteValue<R>> {
    const routeKey = describe(route);
    const deadline = createDeadline(callOptions.timeoutMs ?? defaultTimeout, callOptions.signal);
    let sentToken = currentToken();
    try {
      // Nothing can arrive: the caller learns at once, in its own place, that the device is offline.
      if (deviceOffline()) throw new ApiError({ kind: 'offline', routeKey });
      const meta = metaOf(route);
      const loose = toLooseInput(input);
      // Only an encrypted request the server could not decrypt is sent again: it was never
      // processed, so this is not a retried mutation.
      for (let attempt = 0; ; attempt += 1) {
        const { url, init, token } = await prepare(route, meta, loose, deadline.signal);
        sentToken = token;
        // Abandoned before it was sent (or while its key loaded): nothing goes out.
        if (deadline.signal.aborted) throw abortError(deadline.signal.reason);
        const res = await raceAbort(doFetch(url, init), deadline.signal);
        const text = await raceAbort(res.text(), deadline.signal);
        // Each answer is checked in a task of its own: the boot's answers arrive together, and
        // checked in the task that received them they made one long task (ADR 046).
        await nextTask();
        try {
          // The value was validated against the route's response schema just above: this is the
          // one place where the runtime check stands in for the static type.
          return (await interpret(route, meta, res, text, routeKey)) as RouteValue<R>;
        } catch (error) {
          const keyRejected =
            error instanceof ApiError &&
            error.errorCode === KEY_REJECTED_CODE &&
            (meta.encrypted || meta.encryptionHeaderOnly) &&
            attempt === 0;
          if (!keyRejected) throw error;
          modulus = null;
        }
      }
    } catch (error) {
      if (error instanceof ApiError) {
        // Only for the session the request spoke for: a late refusal of a token that has since been
        // logged out or replaced (a new login) must not end the session that is current now.
        if (error.isSessionExpired && currentToken() === sentToken) notifyExpired(error);
        throw error;
      }
      if (deadline.timedOut()) throw new ApiError({ kind: 'timeout', routeKey, cause: error });
      if (deadline.externallyAborted()) throw abortError(callOptions.signal?.reason);
      // Still `network` (it may have reached the backend), but said as what it is when the device went offline.
      throw new ApiError({ kind: 'network', routeKey, cause: error, ...offlineMessage() });
    } finally {
      deadline.dispose();
    }
  }

  return {
    call,
    resetEncryptionKey: () => {
      modulus = null;
    },
  };
}
