/**
 * A certificate for the bench's servers, so that they speak HTTP/2 over TLS as a production host does
 * (Vite's preview answers HTTP/2 whenever it has one). Made fresh for each run with Debian's `openssl`
 * (self-signed, for 127.0.0.1, valid a day) and kept out of the repository; Chromium is told to accept
 * it. Returns null when `openssl` is missing: the bench then serves plain HTTP/1.1 and says so.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalCertificate {
  key: string;
  cert: string;
}

export function localCertificate(): LocalCertificate | null {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
