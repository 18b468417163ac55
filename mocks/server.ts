import { playGameRound, readGameRound } from './lib/game-rounds';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse, type HttpHandler } from 'msw';
import { allRoutes } from '@/contracts/routes';
import { handlers } from './handlers';
import { MAX_ENCRYPTION_HEADER_LENGTH } from './lib/wire';
import { ART_PREFIX } from './lib/art';
import { mockState } from './lib/state';
import { ensureMockBackendSeeded, resetMockBackend, switchScenario } from './reset';
import { activeProfile, GEETEST_STAND_IN, isMockProfile, useProfile } from './profiles';
import { activeScenario, isScenarioName, scenarioNames } from './scenarios';
import { createRumStore } from './lib/rum-store';

/**
 * The mock backend as a plain HTTP server on loopback, answering from the same msw handlers, so a
 * production build (with no MSW inside) can be run, measured and tested against it.
 */

const MERCHANT = process.env.VITE_MERCHANT || 'demo01a';

/** Field records the site beacons to `/rum` (docs/deploy.md "Field measurement"); `RUM_LOG` keeps them on disk too. */
export const rumStore = createRumStore(process.env.RUM_LOG || undefined);

/**
 * The server listens on loopback, but any web page the developer opens can still send requests to
 * it. Only the project's own pages may read its answers: the dev server (5173), preview (4173),
 * Playwright's (4174; 4176 for its production-build project), the benchmark's preview (4175) and
 * Storybook (6006, 6007), on 127.0.0.1 or
 * localhost, plus any origins in
 * MOCK_CORS_ORIGINS (comma-separated). Other origins are refused outright (403), so a foreign page
 * cannot even trigger a mutation with a simple request.
 */
const DEV_PORTS = [5173, 4173, 4174, 4175, 4176, 6006, 6007];
export const ALLOWED_ORIGINS: ReadonlySet<string> = new Set([
  ...DEV_PORTS.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]),
  ...(process.env.MOCK_CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
]);

/** What the site's API client sends (src/api/client.ts, wire protocol §2.1). */
const ALLOWED_REQUEST_HEADERS = [
  'Content-Type',
  'Authorization',
  'Merchant',
  'Language',
  'Device',
  'Encryption',
  'X-Digest',
  'X-RSA',
  'X-Gateway-Version',
  'X-Real-UA',
  'os',
  'platform',
  'Cache-Control',
].join(', ');

/** `/wps/x/:id` → a regular expression for the path, to tell "wrong verb" from "no such path". */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:[^/]+/g, '[^/]+')}$`);
}

/** The verbs the contracts use; anything else (TRACE, CONNECT, PROPFIND, PATCH, HEAD …) is 405. */
const ROUTES = allRoutes().map(({ route }) => ({ method: route.method, pattern: pathPattern(route.path) }));
const SUPPORTED_METHODS: readonly string[] = [...new Set(ROUTES.map((r) => r.method))];

/** Request bodies above this get 413 (the largest real request, a registration, is a few kB). */
export const MAX_BODY_BYTES = 1024 * 1024;

function originOf(req: IncomingMessage): string | null {
  const origin = req.headers.origin;
  return typeof origin === 'string' && origin !== '' ? origin : null;
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = originOf(req);
  if (!origin || !ALLOWED_ORIGINS.has(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': [...SUPPORTED_METHODS, 'OPTIONS'].join(','),
    'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
    Vary: 'Origin',
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string>): void {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', ...extra });
  res.end(JSON.stringify(body));
}

/** Below this a compressed body saves less than the header costs. */
const GZIP_MIN_BYTES = 1024;

/**
 * Compresses text bodies for clients that accept gzip, as a production backend (or the proxy in
 * front of it) does; without it the mock's JSON with inline SVG images is several times larger
 * than anything a player would download, and the benchmark would measure that.
 */
function maybeGzip(
  req: IncomingMessage,
  headers: Record<string, string | string[]>,
  body: Buffer,
): { headers: Record<string, string | string[]>; body: Buffer } {
  const type = String(headers['content-type'] ?? '');
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (!accepts || body.length < GZIP_MIN_BYTES || !/json|text|svg|javascript/.test(type)) {
    return { headers, body };
  }
  const zipped = gzipSync(body);
  const { 'content-length': _length, ...rest } = headers;
  return {
    headers: {
      ...rest,
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
      'content-length': String(zipped.length),
    },
    body: zipped,
  };
}

class BodyTooLarge extends Error {}

/**
 * Reads the body up to MAX_BODY_BYTES. A declared Content-Length above it is refused before a byte
 * is read; a body that streams past it (chunked, or lying about its length) stops being read there.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > MAX_BODY_BYTES) {
        // Stop reading here; the caller answers 413 and then closes the connection.
        req.off('data', onData);
        req.pause();
        chunks.length = 0;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** After a 413, how much more of the refused body is read (and dropped) before the connection is cut. */
export const MAX_DRAIN_BYTES = 16 * MAX_BODY_BYTES;
/** …and for how long. */
export const DRAIN_MS = 5_000;

/**
 * Answers, then closes the connection without a reset (a "lingering close"). A client that is still
 * sending the body when the answer comes must receive that answer: closing a socket with unread bytes
 * in it makes the kernel send a reset, and the client then sees ECONNRESET instead of the 413. So the
 * answer goes out, the server's side is half-closed (FIN: nothing more will come), and the rest of the
 * body is read and dropped until the client closes its side, up to MAX_DRAIN_BYTES or DRAIN_MS; only a
 * client past those limits is cut off. Nothing of the dropped bytes is kept.
 */
function refuseAndClose(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string>,
): void {
  const socket = req.socket;
  // Without `Connection: close` node keeps the socket after the answer (a `close` would make it
  // destroy the socket as soon as the answer is flushed); the FIN below tells the client instead.
  res.shouldKeepAlive = true;
  let drained = 0;
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, DRAIN_MS);
  timer.unref();
  socket.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) cut();
  });
  socket.once('end', cut);
  socket.once('close', () => clearTimeout(timer));
  res.once('finish', () => socket.end());
  // The parser still turns what arrives into this request's body: read it so it flows, and drop it.
  req.resume();
  sendJson(res, status, body, extra);
}

/** The envelope the real backend uses for a request it will not process (wire protocol §2.2). */
function failure(errorCode: string, message: string) {
  return { success: false, errorCode, message };
}

/** The real backend's answer to a request it cannot serve; details go to the server log only. */
const INTERNAL_ERROR = failure('#727 system.busy', 'System busy, please try again later');

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  routeHandlers: readonly HttpHandler[],
): Promise<void> {
  const cors = corsHeaders(req);
  const url = new URL(req.url ?? '/', origin);
  const requestOrigin = originOf(req);
  if (requestOrigin && !ALLOWED_ORIGINS.has(requestOrigin)) {
    sendJson(res, 403, failure('origin_not_allowed', 'Origin not allowed'), cors);
    return;
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  const method = req.method ?? 'GET';
  if (!SUPPORTED_METHODS.includes(method)) {
    sendJson(res, 405, failure('http_method_not_support', 'Method not allowed'), {
      ...cors,
      Allow: [...SUPPORTED_METHODS, 'OPTIONS'].join(', '),
    });
    return;
  }
  if (url.pathname === '/__mock/scenario' && req.method === 'POST') {
    const name = url.searchParams.get('name') ?? url.searchParams.get('scenario');
    if (!isScenarioName(name)) {
      sendJson(
        res,
        400,
        { success: false, errorCode: 'unknown_scenario', message: `Known: ${scenarioNames.join(', ')}` },
        cors,
      );
      return;
    }
    switchScenario(name);
    sendJson(res, 200, { success: true, value: { scenario: activeScenario().name } }, cors);
    return;
  }
  // The mock game page, opened on its own, plays its rounds here (ADR 034).
  if (url.pathname === '/__mock/game/round' && req.method === 'POST') {
    let round: ReturnType<typeof readGameRound> = null;
    try {
      round = readGameRound(JSON.parse((await readBody(req)).toString('utf8')));
    } catch {
      round = null;
    }
    if (!round) {
      sendJson(res, 400, failure('request_param_err', 'Invalid request parameters'), cors);
      return;
    }
    const result = playGameRound(round);
    sendJson(res, 200, result.ok ? { success: true, value: null } : failure(result.code, result.code), cors);
    return;
  }
  // The field-measurement collector: what a beacon sends (text/plain JSON), and what rum:report reads.
  if (url.pathname === '/rum' && req.method === 'POST') {
    let accepted = false;
    try {
      accepted = rumStore.accept((await readBody(req)).toString('utf8'));
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
    }
    if (accepted) {
      res.writeHead(204, cors);
      res.end();
    } else sendJson(res, 400, failure('request_param_err', 'Invalid request parameters'), cors);
    return;
  }
  if (url.pathname === '/__mock/rum' && req.method === 'GET') {
    sendJson(res, 200, { records: rumStore.all() }, cors);
    return;
  }
  if (url.pathname === '/__mock/reset' && req.method === 'POST') {
    resetMockBackend();
    sendJson(res, 200, { success: true, value: { scenario: activeScenario().name } }, cors);
    return;
  }
  if (url.pathname === '/__mock/geetest/gt4.js' && req.method === 'GET') {
    res.writeHead(200, { ...cors, 'Content-Type': 'text/javascript; charset=utf-8' });
    res.end(GEETEST_STAND_IN);
    return;
  }
  if (url.pathname === '/__mock/state' && req.method === 'GET') {
    sendJson(
      res,
      200,
      {
        scenario: activeScenario().name,
        lastCaptchaAnswer: mockState.lastCaptchaAnswer(),
        lastSmsCode: mockState.lastSmsCode(),
        lastSliderX: mockState.lastSliderX(),
      },
      cors,
    );
    return;
  }
  // Pictures come from the image CDN, which a browser asks without the API's headers.
  if (url.pathname.startsWith(ART_PREFIX)) {
    await send(req, res, await getResponse([...routeHandlers], new Request(url, { method })), cors);
    return;
  }
  const merchant = req.headers.merchant;
  if (Array.isArray(merchant) || (typeof merchant === 'string' && merchant.split(',').length > 1)) {
    // Wire protocol §2.1: a doubled Merchant header is refused.
    sendJson(res, 400, failure('function.not.available', 'The feature is under maintenance'), cors);
    return;
  }
  if (typeof merchant !== 'string' || merchant.trim() !== MERCHANT) {
    // Missing or foreign: the backend cannot resolve the merchant's account (wire protocol §2.3).
    sendJson(res, 400, failure('merchant.acct.setup.err', 'Merchant account setup error'), cors);
    return;
  }
  const encryption = req.headers.encryption;
  if (typeof encryption === 'string' && encryption.length > MAX_ENCRYPTION_HEADER_LENGTH) {
    // Decrypting is modular exponentiation per block: an unbounded header is unbounded CPU.
    sendJson(res, 400, failure('request_body_required', 'System error'), cors);
    return;
  }

  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = method !== 'GET';
  let body: Buffer | undefined;
  try {
    body = hasBody ? await readBody(req) : undefined;
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    refuseAndClose(req, res, 413, failure('request_entity_too_large', 'Request body too large'), cors);
    return;
  }
  const request = new Request(url, {
    method,
    headers,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
  const response = await getResponse([...routeHandlers], request);
  if (!response) {
    const allowed = ROUTES.filter((r) => r.pattern.test(url.pathname)).map((r) => r.method);
    if (allowed.length > 0) {
      // A known path under another verb (wire protocol §2.3: `#459 http_method_not_support`).
      sendJson(res, 405, failure('#459 http_method_not_support', 'Method not allowed'), {
        ...cors,
        Allow: [...new Set(allowed)].join(', '),
      });
      return;
    }
    sendJson(res, 404, failure('not_found', 'Not found'), cors);
    return;
  }

  await send(req, res, response, cors);
}

/** Writes a handler's response (compressed when the client accepts it) or drops a faked network error. */
async function send(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response | undefined,
  cors: Record<string, string>,
): Promise<void> {
  if (!response) {
    sendJson(res, 404, failure('not_found', 'Not found'), cors);
    return;
  }
  if (response.type === 'error') {
    // msw's network error: drop the connection like a dead network would.
    req.socket.destroy();
    return;
  }
  const out: Record<string, string | string[]> = { ...cors };
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    out[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  const sent = maybeGzip(req, out, Buffer.from(await response.arrayBuffer()));
  res.writeHead(response.status, sent.headers);
  res.end(sent.body);
}

/**
 * Starts the server; port 0 picks a free one (tests). `extraHandlers` go before the mock's own
 * (tests use them to make a route fail).
 */
export function startMockServer(
  port = Number(process.env.MOCK_PORT || 8787),
  host = '127.0.0.1',
  extraHandlers: readonly HttpHandler[] = [],
): Promise<{ server: Server; url: string }> {
  ensureMockBackendSeeded();
  const routeHandlers = [...extraHandlers, ...handlers];
  return new Promise((resolve, reject) => {
    const server = createServer((req, res) => {
      const address = server.address();
      const origin =
        typeof address === 'object' && address ? `http://${host}:${address.port}` : `http://${host}`;
      handle(req, res, origin, routeHandlers).catch((error: unknown) => {
        // Internal error text stays in this log: a response carries only the generic envelope.
        console.error(`mock server: ${req.method} ${req.url} failed:`, error);
        if (!res.headersSent) sendJson(res, 500, INTERNAL_ERROR, corsHeaders(req));
        else res.end();
      });
    });
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://${host}:${actual}` });
    });
  });
}

const isMain =
  typeof process !== 'undefined' &&
  process.argv[1] !== undefined &&
  import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const profile = process.env.MOCK_PROFILE;
  if (isMockProfile(profile)) useProfile(profile);
  const initial = process.env.MOCK_SCENARIO;
  if (isScenarioName(initial)) switchScenario(initial);
  startMockServer().then(
    ({ url }) =>
      console.log(
        `WPS mock backend (merchant ${MERCHANT}, profile ${activeProfile()}, scenario ${activeScenario().name}) listening on ${url}`,
      ),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
