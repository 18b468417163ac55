import { randomInt } from 'node:crypto';
import CryptoJS from 'crypto-js';

/**
 * A client that knows only the wire protocol (§2, §3): raw fetch, textbook RSA with BigInt and
 * DES-ECB-PKCS7 with crypto-js. It shares no code with the site's API client or with the mock,
 * so the tests prove interoperability rather than one routine agreeing with itself.
 */
export const MERCHANT = 'demo01a';
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';

function powMod(b: bigint, e: bigint, m: bigint): bigint {
  let r = 1n;
  b %= m;
  while (e > 0n) {
    if (e & 1n) r = (r * b) % m;
    b = (b * b) % m;
    e >>= 1n;
  }
  return r;
}

/** RSA.js-compatible: reverse(r) packed little-endian = r read big-endian; no padding; hex out. */
export function rsaHeader(sessionKey: string, modulusHex: string): string {
  const m = BigInt(`0x${Buffer.from(sessionKey, 'latin1').toString('hex')}`);
  return powMod(m, 0x10001n, BigInt(`0x${modulusHex}`)).toString(16);
}

export function desBase64(text: string, key: string): string {
  return CryptoJS.DES.encrypt(text, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

export function randomKey(): string {
  return Array.from({ length: 16 }, () => CHARSET[randomInt(CHARSET.length)]).join('');
}

export interface Envelope<V = unknown> {
  success: boolean;
  value?: V;
  errorCode?: string;
  message?: string;
}

export class WireClient {
  token: string | null = null;
  cookie: string | null = null;
  private modulus: string | null = null;

  constructor(readonly base: string) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      Merchant: MERCHANT,
      Language: 'EN',
      Device: 'web',
      'X-Gateway-Version': '3',
      ...(this.token ? { Authorization: this.token } : {}),
      ...(this.cookie ? { Cookie: this.cookie } : {}),
      ...extra,
    };
  }

  async rsaModulus(): Promise<string> {
    if (!this.modulus) {
      const res = await fetch(`${this.base}/wps/session/key/rsa?t=${Date.now()}`, {
        headers: this.headers({ 'Cache-Control': 'no-cache' }),
      });
      this.modulus = (await res.text()).trim();
    }
    return this.modulus;
  }

  async raw(
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: this.headers({ 'Content-Type': 'application/json;charset=UTF-8', ...init.headers }),
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? null;
    return res;
  }

  async json<V = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Envelope<V> }> {
    const res = await this.raw(method, path, body === undefined ? {} : { body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Envelope<V> };
  }

  /** Newer-build wire format: `{"value": DES}` + Encryption, X-Digest, X-RSA. */
  async encrypted<V = unknown>(
    method: string,
    path: string,
    payload: unknown,
    legacy = false,
  ): Promise<{ status: number; body: Envelope<V> }> {
    const modulus = await this.rsaModulus();
    const key = randomKey();
    const cipher = desBase64(JSON.stringify(payload), key);
    const headers: Record<string, string> = { Encryption: rsaHeader(key, modulus) };
    if (!legacy) Object.assign(headers, { 'X-Digest': cipher, 'X-RSA': modulus });
    const res = await this.raw(method, path, {
      body: legacy ? cipher : JSON.stringify({ value: cipher }),
      headers,
    });
    return { status: res.status, body: (await res.json()) as Envelope<V> };
  }

  async login(username: string, password: string, extra: Record<string, unknown> = {}) {
    const result = await this.encrypted<{
      token: string;
      passwordExpired?: boolean;
      firstTimeLogin?: boolean;
    }>('POST', '/wps/session/login', {
      username,
      password,
      type: 'username',
      loginDeviceId: 'e6ce5ac9-4b17-4e33-acbd-7350b443f572',
      isSms: false,
      ...extra,
    });
    if (result.body.success && result.body.value) this.token = result.body.value.token;
    return result;
  }
}
