import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Brotli copies of the build's text files, written once at build time at the highest quality, and
 * served by `vite preview` as a production static host serves them (nginx `brotli_static on`, a CDN;
 * docs/deploy.md). On a phone's link the first load is bound by its bytes (ADR 020):
 * quality 11 sends markedly less than the on-the-fly gzip for the first load (docs/deploy.md has the
 * figures), and is too slow to run per request, so it runs here.
 */

const compress = promisify(brotliCompress);

/** Below about one packet, the copy saves nothing a player could notice. */
const MIN_BYTES = 1024;

/**
 * The files that get a copy, by extension, with the type the copy is served as: text the browser
 * downloads (not the build's JSON: the manifest and the security headers are for the host). Images
 * other than SVG and fonts are compressed already.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `<file>.br` beside every compressible file of `dir` the copy makes smaller. */
export async function precompressDir(dir: string): Promise<void> {
  const files = filesUnder(dir).filter((f) => extname(f) in CONTENT_TYPES && statSync(f).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const source = readFileSync(file);
      const copy = await compress(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      if (copy.length < source.length) await writeFile(`${file}.br`, copy);
    }),
  );
}

/** True when the request's Accept-Encoding takes brotli (and does not refuse it with `q=0`). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Connect middleware: a GET or HEAD for a file of `dir` that has a `.br` copy, from a browser that
 * takes brotli, gets the copy. Everything else goes on to the next middleware (the preview's own
 * static files, gzipped on the fly).
 */
export function servePrecompressed(dir: string) {
  const root = resolve(dir);
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !acceptsBrotli(req.headers['accept-encoding'])) {
      next();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    } catch {
      next();
      return;
    }
    const file = normalize(join(root, pathname));
    const type = CONTENT_TYPES[extname(file)];
    if (!type || !file.startsWith(root + sep) || !existsSync(`${file}.br`)) {
      next();
      return;
    }
    const body = readFileSync(`${file}.br`);
    res.statusCode = 200;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * Writes the copies after every other plugin is done with the files (the security headers hash the
 * HTML first), and serves them from `vite preview`. Storybook leaves it out (.storybook/main.ts).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig | null = null;
  const outDirOf = (c: ResolvedConfig) => resolve(c.root, c.build.outDir);
  return {
    name: 'precompress',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!config || config.command !== 'build') return;
        await precompressDir(outDirOf(config));
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(servePrecompressed(outDirOf(server.config)));
    },
  };
}
