import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { mockState } from './lib/state';
import { ensureMockBackendSeeded, resetMockBackend, switchScenario } from './reset';
import { activeScenario, isScenarioName, scenarioNames } from './scenarios';

/**
 * The mock backend as a plain HTTP server on loopback, answering from the same msw handlers, so a
 * production build (with no MSW inside) can be run, measured and tested against it.
 */

const MERCHANT = process.env.VITE_MERCHANT || 'demo01a';

function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,PATCH,OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] ??
      'Content-Type, Authorization, Merchant, Language, Device, Encryption, X-Digest, X-RSA, X-Gateway-Version, X-Real-UA',
    'Access-Control-Expose-Headers': 'Set-Cookie',
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

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const cors = corsHeaders(req);
  const url = new URL(req.url ?? '/', origin);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
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
  if (url.pathname === '/__mock/reset' && req.method === 'POST') {
    resetMockBackend();
    sendJson(res, 200, { success: true, value: { scenario: activeScenario().name } }, cors);
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
  const merchant = req.headers.merchant;
  if (Array.isArray(merchant) || (typeof merchant === 'string' && merchant.split(',').length > 1)) {
    // Wire protocol §2.1: a doubled Merchant header is refused.
    sendJson(
      res,
      400,
      { success: false, errorCode: 'function.not.available', message: 'The feature is under maintenance' },
      cors,
    );
    return;
  }
  if (typeof merchant === 'string' && merchant !== MERCHANT) {
    sendJson(
      res,
      400,
      { success: false, errorCode: 'merchant.acct.setup.err', message: `Unknown merchant ${merchant}` },
      cors,
    );
    return;
  }

  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? await readBody(req) : undefined;
  const request = new Request(url, {
    method: req.method ?? 'GET',
    headers,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
  const response = await getResponse(handlers, request);
  if (!response) {
    sendJson(
      res,
      404,
      { success: false, errorCode: 'not_found', message: `No mock for ${req.method} ${url.pathname}` },
      cors,
    );
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

/** Starts the server; port 0 picks a free one (tests). */
export function startMockServer(
  port = Number(process.env.MOCK_PORT || 8787),
  host = '127.0.0.1',
): Promise<{ server: Server; url: string }> {
  ensureMockBackendSeeded();
  return new Promise((resolve, reject) => {
    const server = createServer((req, res) => {
      const address = server.address();
      const origin =
        typeof address === 'object' && address ? `http://${host}:${address.port}` : `http://${host}`;
      handle(req, res, origin).catch((error: unknown) => {
        if (!res.headersSent)
          sendJson(res, 500, { success: false, errorCode: 'mock_error', message: String(error) }, {});
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
  const initial = process.env.MOCK_SCENARIO;
  if (isScenarioName(initial)) switchScenario(initial);
  startMockServer().then(
    ({ url }) =>
      console.log(
        `WPS mock backend (merchant ${MERCHANT}, scenario ${activeScenario().name}) listening on ${url}`,
      ),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
