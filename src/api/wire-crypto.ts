/**
 * The WPS wire encryption (wire protocol §3), shared by the API client and the mock backend.
 * No DOM, no env: it must run unchanged in the browser, in the MSW worker and in Node.
 *
 * Only the crypto-js modules DES needs are imported: the package's default export bundles every
 * algorithm (+18 kB gzip).
 */
import CryptoJS from 'crypto-js/core';
// Side-effect import: registers CryptoJS.DES (and TripleDES) on the shared core object.
import 'crypto-js/tripledes';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';

/** The legacy client's charset: note the repeated T and the missing Y and j. */
export const SESSION_KEY_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';
export const SESSION_KEY_LENGTH = 16;
/** RSA.js `RSAKeyPair("10001", "", modulus)`. */
export const RSA_PUBLIC_EXPONENT = 0x10001n;

/** Below this the textbook RSA of the session key is breakable in hours: refuse rather than send it. */
export const MIN_RSA_MODULUS_BITS = 1024;

/**
 * The runtime lacks `crypto.getRandomValues`: there is no safe session key, and a predictable one
 * (Math.random) would let anyone who saw the ciphertext read the body. The call fails instead.
 */
export class InsecureRandomError extends Error {
  constructor() {
    super('crypto.getRandomValues is not available: refusing to make a session key');
    this.name = 'InsecureRandomError';
  }
}

/** The server's RSA modulus is too short (or malformed) to protect the session key. */
export class WeakRsaModulusError extends Error {
  constructor(readonly bits: number) {
    super(`RSA modulus of ${bits} bits is below ${MIN_RSA_MODULUS_BITS}: refusing to encrypt`);
    this.name = 'WeakRsaModulusError';
  }
}

function randomIndex(bound: number): number {
  const cryptoApi: Pick<Crypto, 'getRandomValues'> | undefined = globalThis.crypto;
  if (typeof cryptoApi?.getRandomValues !== 'function') throw new InsecureRandomError();
  // Rejection sampling: `% bound` alone would favour the first characters of the charset.
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buf = new Uint32Array(1);
  for (;;) {
    cryptoApi.getRandomValues(buf);
    const value = buf[0] ?? 0;
    if (value < limit) return value % bound;
  }
}

/** A random 16-character session key r (only its first 8 characters matter to DES). */
export function randomSessionKey(length: number = SESSION_KEY_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i += 1)
    out += SESSION_KEY_CHARSET.charAt(randomIndex(SESSION_KEY_CHARSET.length));
  return out;
}

const desConfig = () => ({ mode: ECB, padding: Pkcs7 });

/** DES-ECB-PKCS7 with key `Utf8.parse(key)`; Base64 ciphertext. */
export function desEncrypt(plaintext: string, key: string): string {
  return CryptoJS.DES.encrypt(Utf8.parse(plaintext), Utf8.parse(key), desConfig()).ciphertext.toString(
    Base64,
  );
}

/** Inverse of `desEncrypt`; throws when the input does not decrypt to UTF-8 text. */
export function desDecrypt(base64: string, key: string): string {
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(base64) });
  const text = CryptoJS.DES.decrypt(params, Utf8.parse(key), desConfig()).toString(Utf8);
  return text;
}

export function reverseString(s: string): string {
  return Array.from(s).reverse().join('');
}

function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

/** Modular exponentiation by squaring (BigInt has no built-in powMod). */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

/** The modulus as a number, refused when it is not hex or shorter than MIN_RSA_MODULUS_BITS. */
function parseModulus(modulusHex: string): bigint {
  const hex = modulusHex.trim();
  if (!/^[0-9a-f]+$/i.test(hex)) throw new WeakRsaModulusError(0);
  const n = BigInt(`0x${hex}`);
  const bits = bitLength(n);
  if (bits < MIN_RSA_MODULUS_BITS) throw new WeakRsaModulusError(bits);
  return n;
}

/**
 * Textbook RSA exactly as Dave Shapiro's RSA.js `encryptedString(new RSAKeyPair("10001", "", n), s)`:
 * char codes are packed little-endian into blocks of `chunkSize = 2 * highIndex(n)` bytes (RSA.js
 * BigInts have 16-bit digits), each block is raised to 65537 mod n, and each result is written as
 * hex in whole 16-bit digits (4 hex chars each, leading zero digits dropped). Blocks are joined
 * with a space. No padding: this is what the WPS server decrypts, not a secure construction.
 */
export function rsaEncryptTextbook(str: string, modulusHex: string): string {
  const n = parseModulus(modulusHex);
  const highIndex = Math.ceil(bitLength(n) / 16) - 1;
  const chunkSize = 2 * highIndex;
  const codes: number[] = [];
  for (let i = 0; i < str.length; i += 1) codes.push(str.charCodeAt(i));
  while (codes.length % chunkSize !== 0) codes.push(0);
  const blocks: string[] = [];
  for (let start = 0; start < codes.length; start += chunkSize) {
    let m = 0n;
    for (let k = 0; k < chunkSize; k += 1) {
      m += BigInt(codes[start + k] ?? 0) << BigInt(8 * k);
    }
    const c = modPow(m, RSA_PUBLIC_EXPONENT, n);
    const hex = c.toString(16);
    blocks.push(hex.padStart(Math.ceil(hex.length / 4) * 4, '0'));
  }
  return blocks.join(' ');
}

/** The `Encryption` header for session key r: RSA of reverse(r), i.e. of r read big-endian. */
export function encryptSessionKey(sessionKey: string, modulusHex: string): string {
  return rsaEncryptTextbook(reverseString(sessionKey), modulusHex);
}

export interface EncryptedBody {
  body: { value: string };
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
}

/** Wire format of newer builds: `{"value": <DES base64>}` plus Encryption, X-Digest and X-RSA. */
export function encryptBody(
  payload: unknown,
  modulusHex: string,
  key: string = randomSessionKey(),
): EncryptedBody {
  const digest = desEncrypt(JSON.stringify(payload ?? {}), key);
  return {
    body: { value: digest },
    headers: {
      Encryption: encryptSessionKey(key, modulusHex),
      'X-Digest': digest,
      'X-RSA': modulusHex,
    },
  };
}

/**
 * Decrypts an `Encryption` header with the private exponent (the mock backend's side): returns r.
 * The integer m equals r read big-endian, so the session key is the bytes of m in order.
 */
export function decryptSessionKey(
  encryptionHeader: string,
  modulusHex: string,
  privateExponentHex: string,
): string {
  const n = BigInt(`0x${modulusHex.trim()}`);
  const d = BigInt(`0x${privateExponentHex.trim()}`);
  // Little-endian unpacking of the blocks in order gives reverse(r); reversing again gives r.
  const reversed = encryptionHeader
    .trim()
    .split(/\s+/)
    .map((blockHex) => {
      let m = modPow(BigInt(`0x${blockHex}`), d, n);
      let little = '';
      while (m > 0n) {
        little += String.fromCharCode(Number(m & 0xffn));
        m >>= 8n;
      }
      return little;
    })
    .join('');
  return reverseString(reversed);
}

/**
 * Customer-service `path` values are obfuscated (wire protocol §1.5): the last 8 characters are
 * the DES key and the rest is the Base64 ciphertext.
 */
export function decryptCustomerServicePath(path: string): string {
  if (path.length <= 8) throw new Error('Customer-service path too short to hold a key');
  const key = path.slice(-8);
  return desDecrypt(path.slice(0, -8), key);
}

/** Inverse of `decryptCustomerServicePath` (used by the mock backend to serve realistic paths). */
export function encryptCustomerServicePath(url: string, key: string = randomSessionKey(8)): string {
  return desEncrypt(url, key) + key.slice(0, 8);
}
