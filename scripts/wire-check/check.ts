/**
 * The wire check's run (ADR 052): the site's own API client (src/api/client.ts: its headers, its
 * body encryption, its response schemas) asks a backend each route of routes.ts, and each answer
 * gets one verdict. Only where an answer left its schema is read from it: the issue paths, never a
 * value (src/contracts/issue-paths.ts).
 */
import { randomUUID } from 'node:crypto';
import type { AppRoute } from '@ts-rest/core';
import { createApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { SchemaFailure } from '@/api/types';
import { contract } from '@/contracts';
import { onItemLeftOut } from '@/contracts/common';
import { issuePaths, ROOT_PATH } from '@/contracts/issue-paths';
import { routeMeta } from '@/contracts/meta';
import { routeName } from '@/contracts/names';
import { MEMBER_CALLS, VISITOR_CALLS, type CheckedCall } from './routes';

/**
 * `ok`: the answer is one its contract describes (a value that passes the schema, or the failure
 * envelope on a status the contract declares). `drift`: a success answer the schema refuses.
 * `missing`: 404 or 405 (the backend has no such route, or not for this verb). `extension absent`: a
 * route of an extension (metadata `source: 'extension'`, ADR 043) answered 404, 405 or a failure: the
 * merchant's backend does not add it. `error`: no answer to judge (no connection, a time-out, a 5xx,
 * a status the contract does not declare).
 */
export type Verdict = 'ok' | 'drift' | 'missing' | 'extension absent' | 'error';

export interface RouteResult {
  /** The contract key, `system.status`. */
  routeId: string;
  method: string;
  path: string;
  /** Asked as a visitor (no token) or with the member's session. */
  as: 'visitor' | 'member';
  verdict: Verdict;
  /** Where the answer left its schema (`drift` only). */
  issues: string[];
  /** What was answered instead: an HTTP status, an errorCode, why a step did not run. Never a value. */
  note: string;
}

export interface WireCheckOptions {
  baseUrl: string;
  merchant: string;
  account?: { username: string; password: string };
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface WireCheckReport {
  baseUrl: string;
  merchant: string;
  results: RouteResult[];
  /** The account path could not start (the login was refused or failed). */
  loginFailed: boolean;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
const LANGUAGE_HEADER = 'EN';
/** The backend's answer to a Merchant header it cannot resolve (wire protocol §2.3). */
const UNKNOWN_MERCHANT = 'merchant.acct.setup.err';

type Outcome =
  { value: unknown; leftOut?: readonly string[] } | { error: unknown; drift: SchemaFailure | undefined };
type Judgement = Pick<RouteResult, 'verdict' | 'issues' | 'note'>;

const judged = (verdict: Verdict, note = '', issues: string[] = []): Judgement => ({ verdict, issues, note });

function declares(route: AppRoute, status: number | undefined): boolean {
  return status !== undefined && route.responses[status] !== undefined;
}

/** The failure in words: its status and errorCode, never its message (it may quote the request). */
function failureNote(error: ApiError): string {
  return [error.status ? `HTTP ${error.status}` : '', error.errorCode ?? ''].filter(Boolean).join(' ');
}

/** The verdict on one answer, by what the client made of it. */
export function judge(route: AppRoute, outcome: Outcome): Judgement {
  if ('value' in outcome) {
    // Items without a designed field the site needs are left out of their list (ADR 050): the route works,
    // and the operator learns which fields the site could not find.
    const leftOut = outcome.leftOut ?? [];
    return judged('ok', leftOut.length > 0 ? `items left out, lacking ${leftOut.join(', ')}` : '');
  }
  if (outcome.drift) return judged('drift', '', issuePaths(outcome.drift.schema, outcome.drift.error));
  const { error } = outcome;
  if (!(error instanceof ApiError)) return judged('error', error instanceof Error ? error.name : 'failed');
  // Not about this route: every call is refused while the backend does not know the merchant (§2.3).
  if (error.errorCode === UNKNOWN_MERCHANT) return judged('error', `${failureNote(error)}: check --merchant`);
  const extension = routeMeta(route).source === 'extension';
  const absent = extension ? judged('extension absent', failureNote(error)) : undefined;
  switch (error.kind) {
    case 'schema':
      // Not JSON, or a success status the contract does not list: nothing of it is the contract's.
      return judged('drift', error.status ? `HTTP ${error.status}, not the contract's body` : '', [
        ROOT_PATH,
      ]);
    case 'business':
      return absent ?? judged('ok', `failure ${failureNote(error)}`);
    case 'http': {
      if (error.status === 404 || error.status === 405)
        return absent ?? judged('missing', failureNote(error));
      if (absent && (error.status ?? 500) < 500) return absent;
      // A refusal in the contract's failure envelope (wire protocol §2.2: 400 and 401 carry one).
      if ((error.status ?? 500) < 500 && declares(route, error.status) && error.errorCode)
        return judged('ok', `failure ${failureNote(error)}`);
      return judged('error', failureNote(error));
    }
    case 'network':
    case 'offline':
    case 'timeout':
      return judged('error', error.kind === 'timeout' ? 'no answer in time' : 'no connection');
  }
}

/** The check's client: the site's own, with the check's clock, token and schema-failure ear. */
function checkClient(options: WireCheckOptions, session: { token: string | null }) {
  let lastFailure: SchemaFailure | undefined;
  const api = createApiClient({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    merchant: options.merchant,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    getToken: () => session.token,
    getLanguage: () => LANGUAGE_HEADER,
    describeRoute: routeName,
    // A 401 ends nothing here: the check goes on and reports it.
    onSessionExpired: () => undefined,
    onSchemaFailure: (failure) => {
      lastFailure = failure;
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  /** One call, and what the client made of it (calls run one after another, so the failure is this call's). */
  async function ask(run: (client: typeof api) => Promise<unknown>): Promise<Outcome> {
    lastFailure = undefined;
    const leftOut = new Set<string>();
    const stop = onItemLeftOut((issues) => issues.forEach((path) => leftOut.add(path || ROOT_PATH)));
    try {
      const value = await run(api);
      return { value, leftOut: [...leftOut] };
    } catch (error) {
      return { error, drift: lastFailure };
    } finally {
      stop();
    }
  }
  return { ask };
}

function resultOf(route: AppRoute, as: RouteResult['as'], judgement: Judgement): RouteResult {
  return { routeId: routeName(route), method: route.method, path: route.path, as, ...judgement };
}

async function checkCalls(
  ask: ReturnType<typeof checkClient>['ask'],
  calls: readonly CheckedCall[],
  as: RouteResult['as'],
): Promise<RouteResult[]> {
  const results: RouteResult[] = [];
  for (const { route, call } of calls) results.push(resultOf(route, as, judge(route, await ask(call))));
  return results;
}

/** Login, the member calls, logout; when the login is refused, the rest is reported as not run. */
async function checkMemberPath(
  ask: ReturnType<typeof checkClient>['ask'],
  account: NonNullable<WireCheckOptions['account']>,
  session: { token: string | null },
): Promise<{ results: RouteResult[]; loginFailed: boolean }> {
  const login = contract.session.login;
  const outcome = await ask((api) =>
    api.call(login, {
      body: { ...account, type: 'username', loginDeviceId: randomUUID() },
    }),
  );
  const loginResult = resultOf(login, 'member', judge(login, outcome));
  const token = 'value' in outcome ? (outcome.value as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token === '') {
    const notRun = [...MEMBER_CALLS.map((c) => c.route), contract.session.logout].map((route) =>
      resultOf(route, 'member', judged('error', 'not run: the login did not give a session')),
    );
    return { results: [loginResult, ...notRun], loginFailed: true };
  }
  session.token = token;
  const member = await checkCalls(ask, MEMBER_CALLS, 'member');
  const logout = contract.session.logout;
  const loggedOut = resultOf(logout, 'member', judge(logout, await ask((api) => api.call(logout, {}))));
  session.token = null;
  return { results: [loginResult, ...member, loggedOut], loginFailed: false };
}

export async function runWireCheck(options: WireCheckOptions): Promise<WireCheckReport> {
  const session: { token: string | null } = { token: null };
  const { ask } = checkClient(options, session);
  const results = await checkCalls(ask, VISITOR_CALLS, 'visitor');
  let loginFailed = false;
  if (options.account) {
    const member = await checkMemberPath(ask, options.account, session);
    results.push(...member.results);
    loginFailed = member.loginFailed;
  }
  return { baseUrl: options.baseUrl, merchant: options.merchant, results, loginFailed };
}
