import { generateKeyPairSync } from 'node:crypto';
import CryptoJS from 'crypto-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_KEY_CHARSET,
  decryptCustomerServicePath,
  decryptSessionKey,
  desDecrypt,
  desEncrypt,
  encryptBody,
  encryptCustomerServicePath,
  encryptSessionKey,
  InsecureRandomError,
  MIN_RSA_MODULUS_BITS,
  modPow,
  randomSessionKey,
  rsaEncryptTextbook,
  WeakRsaModulusError,
} from './wire-crypto';

function b64urlToHex(s: string): string {
  return Buffer.from(s, 'base64url').toString('hex');
}

/** A fresh 1024-bit key pair as the WPS server would hold it: modulus and private exponent in hex. */
function testKeyPair(bits = 1024): { n: string; d: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new Error('JWK export lacks n or d');
  return { n: b64urlToHex(jwk.n), d: b64urlToHex(jwk.d) };
}

const asciiToBigEndian = (s: string) => BigInt(`0x${Buffer.from(s, 'latin1').toString('hex')}`);

describe('session key', () => {
  it('is 16 characters from the legacy charset', () => {
    for (let i = 0; i < 50; i += 1) {
      const key = randomSessionKey();
      expect(key).toHaveLength(16);
      for (const ch of key) expect(SESSION_KEY_CHARSET).toContain(ch);
    }
  });

  it('differs between calls', () => {
    const keys = new Set(Array.from({ length: 20 }, () => randomSessionKey()));
    expect(keys.size).toBe(20);
  });
});

describe('refusals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses to make a session key without crypto.getRandomValues (no Math.random fallback)', () => {
    const random = vi.spyOn(Math, 'random');
    vi.stubGlobal('crypto', {});
    expect(() => randomSessionKey()).toThrow(InsecureRandomError);
    vi.stubGlobal('crypto', undefined);
    expect(() => randomSessionKey()).toThrow(InsecureRandomError);
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });

  it('refuses a body it cannot protect: encryptBody throws before producing any ciphertext', () => {
    vi.stubGlobal('crypto', {});
    expect(() => encryptBody({ password: 'Passw0rd1' }, testKeyPair().n)).toThrow(InsecureRandomError);
  });

  it(`refuses an RSA modulus under ${MIN_RSA_MODULUS_BITS} bits`, () => {
    const weak = testKeyPair(512).n;
    expect(() => encryptSessionKey('ABCDEFGH12345678', weak)).toThrow(WeakRsaModulusError);
    expect(() => encryptBody({ a: 1 }, weak)).toThrow(/512 bits is below 1024/);
    // A 1023-bit number (top bit of 1024 cleared) is still refused; exactly 1024 bits is accepted.
    expect(() => rsaEncryptTextbook('x', `7${'f'.repeat(255)}`)).toThrow(WeakRsaModulusError);
    expect(rsaEncryptTextbook('x', `8${'0'.repeat(254)}1`)).toMatch(/^[0-9a-f]+$/);
  });

  it('refuses a modulus that is not hex', () => {
    expect(() => rsaEncryptTextbook('x', 'not-a-modulus')).toThrow(WeakRsaModulusError);
    expect(() => rsaEncryptTextbook('x', '')).toThrow(WeakRsaModulusError);
  });
});

describe('DES-ECB-PKCS7', () => {
  const key = 'Ab3dEf7h12345678';
  const plaintext = JSON.stringify({ username: 'player01', password: 'Passw0rd1', type: 'username' });

  it('matches the whole crypto-js build (the legacy site) byte for byte', () => {
    const expected = CryptoJS.DES.encrypt(plaintext, CryptoJS.enc.Utf8.parse(key), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString();
    expect(desEncrypt(plaintext, key)).toBe(expected);
  });

  it('round-trips, including non-ASCII text', () => {
    const text = '{"nickname":"玩家 ñ"}';
    expect(desDecrypt(desEncrypt(text, key), key)).toBe(text);
  });

  it('uses only the first 8 key characters, as single DES does', () => {
    expect(desEncrypt(plaintext, 'Ab3dEf7hZZZZZZZZ')).toBe(desEncrypt(plaintext, key));
  });

  it('pads a block-aligned plaintext with a whole extra block', () => {
    expect(Buffer.from(desEncrypt('12345678', key), 'base64')).toHaveLength(16);
  });
});

describe('textbook RSA (RSA.js compatible)', () => {
  const { n, d } = testKeyPair();
  const nBig = BigInt(`0x${n}`);
  const dBig = BigInt(`0x${d}`);

  it('encrypts reverse(r) so that m^d mod n is r read big-endian', () => {
    const r = randomSessionKey();
    const header = encryptSessionKey(r, n);
    expect(header).toMatch(/^[0-9a-f]+$/);
    expect(header.length % 4).toBe(0);
    expect(modPow(BigInt(`0x${header}`), dBig, nBig)).toBe(asciiToBigEndian(r));
  });

  it('packs characters little-endian (m = sum of code << 8i)', () => {
    const c = rsaEncryptTextbook('AB', n);
    expect(modPow(BigInt(`0x${c}`), dBig, nBig)).toBe(0x4241n);
  });

  it('is deterministic (no padding), like RSA.js', () => {
    expect(rsaEncryptTextbook('hello', n)).toBe(rsaEncryptTextbook('hello', n));
  });

  it('splits long input into chunkSize blocks joined by a space', () => {
    // 1024-bit modulus: 64 sixteen-bit digits, chunkSize = 2 * 63 = 126 bytes.
    const text = 'x'.repeat(130);
    const blocks = rsaEncryptTextbook(text, n).split(' ');
    expect(blocks).toHaveLength(2);
    const second = modPow(BigInt(`0x${blocks[1]}`), dBig, nBig);
    expect(second).toBe(asciiToBigEndian('xxxx'.split('').reverse().join('')));
  });

  it('decryptSessionKey recovers r (the mock backend side)', () => {
    const r = randomSessionKey();
    expect(decryptSessionKey(encryptSessionKey(r, n), n, d)).toBe(r);
  });
});

describe('encryptBody', () => {
  const { n, d } = testKeyPair();

  it('sends {value: DES base64} with Encryption, X-Digest = body and X-RSA = modulus', () => {
    const payload = { username: 'player01', password: 'Passw0rd1', type: 'username' };
    const { body, headers } = encryptBody(payload, n);
    expect(headers['X-Digest']).toBe(body.value);
    expect(headers['X-RSA']).toBe(n);
    const r = decryptSessionKey(headers.Encryption, n, d);
    expect(JSON.parse(desDecrypt(body.value, r))).toEqual(payload);
  });

  it('uses a given session key', () => {
    const { body } = encryptBody({ a: 1 }, n, 'KEYKEYKEYKEYKEY1');
    expect(desDecrypt(body.value, 'KEYKEYKEYKEYKEY1')).toBe('{"a":1}');
  });
});

describe('customer-service path', () => {
  it('decrypts the body with the last 8 characters as key', () => {
    const url = 'https://chat.example.test/room?id=42';
    const key = 'k3Y9abcd';
    const path = desEncrypt(url, key) + key;
    expect(decryptCustomerServicePath(path)).toBe(url);
  });

  it('round-trips with the mock-side encoder', () => {
    const url = 'https://vip.example.test/';
    expect(decryptCustomerServicePath(encryptCustomerServicePath(url))).toBe(url);
  });

  it('rejects a path too short to hold a key', () => {
    expect(() => decryptCustomerServicePath('abc')).toThrow();
  });
});
