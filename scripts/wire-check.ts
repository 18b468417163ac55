/**
 * `npm run wire:check -- --base-url <url> --merchant <code> [--user U --password P] [--json]`: does a
 * WPS backend answer as the site's contracts expect (ADR 052, docs/deploy.md "Before pointing the site
 * at a backend")? The read-only routes, and with an account the member path from login to logout, go
 * through the site's own API client; each route gets `ok`, `drift` (with the issue paths), `missing`,
 * `extension absent` or `error`.
 *
 * Exit codes: 1 on any drift; 2 when the backend answered nothing, the account could not log in, or
 * the arguments are wrong; 0 otherwise. `WIRE_CHECK_PASSWORD` may stand for `--password`, which keeps
 * the password out of the shell's history and the process list.
 */
import { pathToFileURL } from 'node:url';
import { DEFAULT_TIMEOUT_MS, runWireCheck, type WireCheckOptions } from './wire-check/check';
import { exitCodeOf, formatJson, formatTable } from './wire-check/report';

export const USAGE =
  'usage: npm run wire:check -- --base-url <url> --merchant <code> [--user <name> --password <password>] [--json] [--timeout-ms <ms>]';

interface Arguments {
  options: WireCheckOptions;
  json: boolean;
}

function valueOf(argv: readonly string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  const value = at >= 0 ? argv[at + 1] : undefined;
  return value === undefined || value.startsWith('--') ? undefined : value;
}

/** The arguments, or the reason they do not make a check. */
export function parseArguments(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): Arguments | string {
  const baseUrl = valueOf(argv, '--base-url');
  const merchant = valueOf(argv, '--merchant');
  if (!baseUrl || !/^https?:\/\/[^/\s]+/.test(baseUrl)) return 'an http(s) --base-url is required';
  if (!merchant) return '--merchant is required';
  const username = valueOf(argv, '--user');
  const password = valueOf(argv, '--password') ?? env.WIRE_CHECK_PASSWORD;
  if (username && !password) return '--user needs --password (or WIRE_CHECK_PASSWORD)';
  const timeoutMs = Number(valueOf(argv, '--timeout-ms') ?? DEFAULT_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) return '--timeout-ms must be a whole number of ms';
  return {
    options: {
      baseUrl,
      merchant,
      timeoutMs,
      ...(username && password ? { account: { username, password } } : {}),
    },
    json: argv.includes('--json'),
  };
}

/** Runs the check and prints its report; the exit code it should end with. */
export async function run(argv: readonly string[], print = console.log): Promise<number> {
  const parsed = parseArguments(argv);
  if (typeof parsed === 'string') {
    print(`${parsed}\n${USAGE}`);
    return 2;
  }
  const report = await runWireCheck(parsed.options);
  print(parsed.json ? formatJson(report) : formatTable(report));
  return exitCodeOf(report);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await run(process.argv.slice(2));
}
