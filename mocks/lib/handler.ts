import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { isZodType, type AppRoute, type ServerInferRequest, type ServerInferResponses } from '@ts-rest/core';
import { routeMeta, type RouteMeta } from '@/contracts/meta';
import { db } from '../db';
import { activeScenario, type RouteFault, type Scenario } from '../scenarios';
import { isPlainWps } from '../profiles';
import { withoutDesignedFields } from './designedFields';
import { decryptRequestBody } from './wire';
import { reshaped } from './reshape';
import { mockState, notifyMutation } from './state';
import { AGENT_ONLY, isAgent } from './members';

type Req<R extends AppRoute> = ServerInferRequest<R>;
type Part<T, K extends string> = T extends { [P in K]: infer V } ? V : undefined;

export type MemberRecord = ReturnType<typeof db.member.getAll>[number];

/** A session implement() has checked: the member behind a valid Authorization token, and that token. */
export interface CheckedSession {
  member: MemberRecord;
  token: string;
}

/** A session nobody has checked: the member and token when a valid one was sent, else null. */
export interface OptionalSession {
  member: MemberRecord | null;
  token: string | null;
}

/**
 * The session follows the route's metadata (ADR 003): implement() answers a `token: true` route's call
 * without a session with the 401 itself, so that route's resolver is handed a member, never null.
 */
export type SessionOf<R extends AppRoute> = R['metadata'] extends { token: true }
  ? CheckedSession
  : OptionalSession;

export type HandlerContext<R extends AppRoute, S = SessionOf<R>> = S & {
  body: Part<Req<R>, 'body'>;
  query: Part<Req<R>, 'query'>;
  params: Part<Req<R>, 'params'>;
  request: Request;
  scenario: Scenario;
  meta: RouteMeta;
};

export type HandlerResult<R extends AppRoute> = ServerInferResponses<R> & {
  headers?: Record<string, string>;
};

export type Resolver<R extends AppRoute, S = SessionOf<R>> = (
  ctx: HandlerContext<R, S>,
) => HandlerResult<R> | Promise<HandlerResult<R>>;

/**
 * `agent: true`: the route is the agent centre's (spec 02 §2, ADR 026), which answers a member who is
 * no agent with one refusal; implement() gives it, so the resolver is handed an agent.
 */
export interface ImplementOptions {
  agent: true;
}

type FailStatus = 200 | 400 | 401 | 500;

/** 200 success envelope. */
export function ok<V>(value: V): { status: 200; body: { success: true; value: V } } {
  return { status: 200, body: { success: true, value } };
}

/** Failure envelope; business failures travel on HTTP 200 like the real backend's. */
export function fail<S extends FailStatus = 200>(
  errorCode: string,
  message: string,
  status?: S,
  value?: unknown,
): { status: S; body: { success: false; errorCode: string; message: string; value?: unknown } } {
  const body: { success: false; errorCode: string; message: string; value?: unknown } = {
    success: false,
    errorCode,
    message,
  };
  if (value !== undefined) body.value = value;
  return { status: (status ?? 200) as S, body };
}

/**
 * Route keys by method and path, not by object: a router built with options (`strictStatusCodes`)
 * hands the root contract copies of its routes, so the object a handler implements is not always
 * the one `allRoutes()` walks.
 */
const routeKeys = new Map<string, string>();
const routeId = (route: AppRoute): string => `${route.method} ${route.path}`;

/** Lets faults be keyed by route key (`session.login`); called once with `allRoutes()`. */
export function registerRouteKeys(entries: ReadonlyArray<{ key: string; route: AppRoute }>): void {
  for (const { key, route } of entries) routeKeys.set(routeId(route), key);
}

export function routeKeyOf(route: AppRoute): string | undefined {
  return routeKeys.get(routeId(route));
}

function jsonFailure(errorCode: string, message: string, status: number): Response {
  return HttpResponse.json({ success: false, errorCode, message }, { status });
}

/** `/wps/x/:id` → msw path under any origin. */
function mswPath(path: string): string {
  return `*${path}`;
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return out;
}

async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false }> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

async function readForm(request: Request): Promise<Record<string, string>> {
  const text = await request.text();
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json') && text.trim().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') {
        return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
      }
    } catch {
      // fall through to form parsing
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export function findSessionMember(request: Request): { token: string; member: MemberRecord } | null {
  const token = request.headers.get('authorization')?.trim();
  if (!token) return null;
  const session = db.session.findFirst({ where: { token: { equals: token } } });
  if (!session) return null;
  const member = db.member.findFirst({ where: { id: { equals: session.memberId } } });
  return member ? { token, member } : null;
}

function faultFor(scenario: Scenario, route: AppRoute): RouteFault | undefined {
  const key = routeKeyOf(route);
  return (key ? scenario.faults[key] : undefined) ?? scenario.faults[route.path];
}

/**
 * `once` faults already spent, per active scenario: every switch builds a new scenario object, so its
 * faults re-arm (the fault objects themselves may be shared between builds, and are not marked).
 */
const spentFaults = new WeakMap<Scenario, Set<RouteFault>>();

/** The route's fault for this call, if it still applies (a `once` fault applies to the first call only). */
function takeFault(scenario: Scenario, route: AppRoute): RouteFault | undefined {
  const fault = faultFor(scenario, route);
  const spent = spentFaults.get(scenario) ?? new Set<RouteFault>();
  if (!fault || spent.has(fault)) return undefined;
  if (fault.once) spentFaults.set(scenario, spent.add(fault));
  return fault;
}

async function applyFault(fault: RouteFault): Promise<Response | null> {
  switch (fault.kind) {
    case 'answerLost':
    case 'reshape':
      // Applied after the resolver: the call takes effect first.
      return null;
    case 'latency':
      await delay(fault.ms);
      return null;
    case 'http500':
      return jsonFailure(fault.errorCode ?? '#727 system.busy', fault.message ?? 'System busy', 500);
    case 'network':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"success":true,"value":{"tok', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'timeout':
      await delay('infinite');
      return null;
    case 'business':
      return HttpResponse.json(
        { success: false, errorCode: fault.errorCode, message: fault.message, value: fault.value },
        { status: fault.status ?? 200 },
      );
  }
}

/**
 * The agent centre's gate, in the order the resolvers had it: after the body and query are read, so a
 * malformed call is still a 400 first; a member who is no agent gets AGENT_ONLY on HTTP 200.
 */
function agentsOnly<R extends AppRoute>(resolver: Resolver<R, CheckedSession>): Resolver<R, OptionalSession> {
  return (ctx) => {
    const { member, token } = ctx;
    if (!member || token === null || !isAgent(member)) return fail(...AGENT_ONLY) as HandlerResult<R>;
    return resolver({ ...ctx, member, token });
  };
}

/**
 * An msw handler for one contract route: method + path under any origin, token enforcement,
 * body decryption, scenario faults and latency, then the typed resolver (with `{ agent: true }`, the
 * agent check first).
 */
export function implement<R extends AppRoute>(route: R, resolver: Resolver<R>): HttpHandler;
export function implement<R extends AppRoute>(
  route: R,
  options: ImplementOptions,
  resolver: Resolver<R, CheckedSession>,
): HttpHandler;
export function implement<R extends AppRoute>(
  route: R,
  ...args: [Resolver<R>] | [ImplementOptions, Resolver<R, CheckedSession>]
): HttpHandler {
  const meta = routeMeta(route);
  const resolver = args.length === 1 ? (args[0] as Resolver<R, OptionalSession>) : agentsOnly(args[1]);
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](mswPath(route.path), async ({ request, params }) => {
    // A plain WPS backend has no extension: its paths answer as any unknown path does (ADR 050).
    if (meta.source === 'extension' && isPlainWps()) return jsonFailure('not_found', 'Not found', 404);
    const scenario = activeScenario();
    if (scenario.offline) return HttpResponse.error();
    // Wire protocol §2.1: Merchant is sent once on every call; the backend refuses anything else.
    const merchant = request.headers.get('merchant');
    if (!merchant?.trim()) return jsonFailure('merchant.acct.setup.err', 'Merchant account setup error', 400);
    if (merchant.includes(',')) {
      return jsonFailure('function.not.available', 'The feature is under maintenance', 400);
    }
    const n = mockState.nextRequestNumber();
    if (scenario.latencyMs > 0) await delay(scenario.latencyMs);
    if (scenario.flaky && n % scenario.flaky.everyNth === 0) {
      return jsonFailure('#727 system.busy', 'System busy, please try again later', 500);
    }
    const fault = takeFault(scenario, route);
    if (fault) {
      const faulted = await applyFault(fault);
      if (faulted) return faulted;
    }

    const session = findSessionMember(request);
    if (meta.token && !session) {
      return jsonFailure('login.not.session', 'customer not login or login timeout', 401);
    }

    let rawBody: unknown = undefined;
    if (route.method !== 'GET') {
      if (meta.encrypted) {
        const decrypted = decryptRequestBody(request.headers.get('encryption'), await request.text());
        if (!decrypted.ok) return jsonFailure('request_body_required', 'System error', 400);
        rawBody = decrypted.body;
      } else if (meta.bodyEncoding === 'form') {
        rawBody = await readForm(request);
      } else {
        const parsed = await readJson(request);
        if (!parsed.ok) return jsonFailure('request_param_err', 'System error', 400);
        rawBody = parsed.body;
      }
    }

    let body: unknown = rawBody;
    if ('body' in route && isZodType(route.body)) {
      const result = route.body.safeParse(rawBody ?? {});
      if (!result.success) return jsonFailure('request_param_err', 'Invalid request parameters', 400);
      body = result.data;
    }
    let query: unknown = undefined;
    const url = new URL(request.url);
    if (isZodType(route.query)) {
      const result = route.query.safeParse(queryObject(url));
      if (!result.success) return jsonFailure('request_param_err', 'Invalid request parameters', 400);
      query = result.data;
    } else {
      query = queryObject(url);
    }

    const ctx = {
      body,
      query,
      params,
      member: session?.member ?? null,
      token: session?.token ?? null,
      request,
      scenario,
      meta,
    } as HandlerContext<R, OptionalSession>;
    const result = await resolver(ctx);
    // GETs mutate too (captcha images, slider challenges, recent games on launch).
    notifyMutation();
    // The books have changed; the answer never arrives, as when a connection drops on its way back.
    if (fault?.kind === 'answerLost') return HttpResponse.error();

    const { status, body: resolved } = result as { status: number; body: unknown };
    // The answer leaves its contract's shape, everything else about the call as usual (ADR 052).
    const answered = isPlainWps() ? withoutDesignedFields(route, resolved) : resolved;
    const responseBody = fault?.kind === 'reshape' ? reshaped(answered, fault) : answered;
    const headers = (result as { headers?: Record<string, string> }).headers;
    if (meta.plainText || typeof responseBody === 'string') {
      return new HttpResponse(String(responseBody), {
        status,
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
      });
    }
    return HttpResponse.json(responseBody as Record<string, unknown>, {
      status,
      ...(headers ? { headers } : {}),
    });
  });
}
