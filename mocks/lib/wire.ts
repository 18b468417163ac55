import CryptoJS from 'crypto-js';
import { RSA_MODULUS_HEX, RSA_PRIVATE_EXPONENT_HEX } from './keys';

/*
 * The server side of wire protocol §3, written independently of the site's client
 * (src/api/wire-crypto.ts) on purpose: if both sides shared one routine, a mistake in it would
 * round-trip silently instead of failing the way the real backend would.
 */

const N = BigInt(`0x${RSA_MODULUS_HEX}`);
const D = BigInt(`0x${RSA_PRIVATE_EXPONENT_HEX}`);

/**
 * Every block costs a modular exponentiation with the private exponent, so the header is bounded
 * before any is parsed: four blocks of the modulus' width (a session key needs one), spaces between.
 */
export const MAX_ENCRYPTION_HEADER_LENGTH = 4 * (RSA_MODULUS_HEX.length + 1);

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/**
 * Recovers the session key r from the `Encryption` header. RSA.js packs reverse(r) little-endian,
 * so each block's integer, read back little-endian, yields reverse(r) again; blocks are joined by
 * spaces when there is more than one. Returns null for anything that is not a valid header.
 */
export function rsaDecryptSessionKey(header: string): string | null {
  if (header.length > MAX_ENCRYPTION_HEADER_LENGTH) return null;
  const blocks = header.trim().split(/\s+/).filter(Boolean);
  if (blocks.length === 0 || blocks.some((b) => !/^[0-9a-fA-F]+$/.test(b))) return null;
  let reversed = '';
  for (const block of blocks) {
    const c = BigInt(`0x${block}`);
    if (c >= N) return null;
    let m = modPow(c, D, N);
    while (m > 0n) {
      reversed += String.fromCharCode(Number(m & 0xffn));
      m >>= 8n;
    }
  }
  const key = [...reversed.replace(/\0+$/, '')].reverse().join('');
  return /^[\x20-\x7e]{8,}$/.test(key) ? key : null;
}

/** Encrypts r the way the client does (used by tests and by the customer-service obfuscation). */
export function rsaEncryptSessionKey(key: string, modulusHex = RSA_MODULUS_HEX): string {
  let m = 0n;
  for (const ch of key) m = (m << 8n) | BigInt(ch.charCodeAt(0));
  return modPow(m, 65537n, BigInt(`0x${modulusHex}`)).toString(16);
}

const desOptions = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };

export function desDecrypt(base64: string, key: string): string {
  const plain = CryptoJS.DES.decrypt(base64, CryptoJS.enc.Utf8.parse(key), desOptions);
  return plain.toString(CryptoJS.enc.Utf8);
}

export function desEncrypt(text: string, key: string): string {
  return CryptoJS.DES.encrypt(text, CryptoJS.enc.Utf8.parse(key), desOptions).toString();
}

export type DecryptResult = { ok: true; body: unknown } | { ok: false };

/**
 * Decrypts an encrypted request body: `{"value":"<DES base64>"}` (newer builds) or the raw base64
 * as the whole body (legacy). Plain JSON bodies, a missing or undecryptable header, or ciphertext
 * that does not decrypt to JSON all fail, as the real backend answers them with
 * `400 request_body_required`.
 */
export function decryptRequestBody(encryptionHeader: string | null, rawBody: string): DecryptResult {
  if (!encryptionHeader) return { ok: false };
  const key = rsaDecryptSessionKey(encryptionHeader);
  if (!key) return { ok: false };
  let cipher: string | null = null;
  const trimmed = rawBody.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object' && 'value' in parsed && typeof parsed.value === 'string') {
        cipher = parsed.value;
      }
    } catch {
      return { ok: false };
    }
  } else if (/^[A-Za-z0-9+/=\s"]+$/.test(trimmed) && trimmed.length > 0) {
    cipher = trimmed.replace(/^"|"$/g, '');
  }
  if (cipher === null) return { ok: false };
  try {
    const text = desDecrypt(cipher, key);
    if (!text) return { ok: false };
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The customer-service chat link obfuscation of wire protocol §1.5: DES with an 8-character key
 * that is appended in clear as the last 8 characters.
 */
export function obfuscateServicePath(url: string, key8: string): string {
  return desEncrypt(url, key8) + key8;
}
