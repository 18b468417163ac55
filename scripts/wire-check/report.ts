import type { RouteResult, Verdict, WireCheckReport } from './check';

export const VERDICTS: readonly Verdict[] = ['ok', 'drift', 'missing', 'extension absent', 'error'];

/** 1 on any drift; 2 when nothing could be judged or the account path could not start; else 0. */
export function exitCodeOf(report: WireCheckReport): number {
  if (report.results.some((r) => r.verdict === 'drift')) return 1;
  if (report.loginFailed || report.results.every((r) => r.verdict === 'error')) return 2;
  return 0;
}

export function countsOf(results: readonly RouteResult[]): Record<Verdict, number> {
  const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
  for (const r of results) counts[r.verdict] += 1;
  return counts;
}

function detailOf(r: RouteResult): string {
  return [r.issues.join(', '), r.note].filter(Boolean).join('; ');
}

function rows(results: readonly RouteResult[], width: number): string[] {
  return results.map((r) =>
    `  ${r.routeId.padEnd(width)}  ${r.verdict.padEnd(16)}  ${detailOf(r)}`.trimEnd(),
  );
}

/** The operator's table: one line per route, visitor routes first, then the member path in its order. */
export function formatTable(report: WireCheckReport): string {
  const width = Math.max(8, ...report.results.map((r) => r.routeId.length));
  const visitor = report.results.filter((r) => r.as === 'visitor');
  const member = report.results.filter((r) => r.as === 'member');
  const counts = countsOf(report.results);
  const lines = [
    `Wire check of ${report.baseUrl} (merchant ${report.merchant})`,
    `  ${'route id'.padEnd(width)}  ${'verdict'.padEnd(16)}  detail`,
    ...rows(visitor, width),
  ];
  if (member.length > 0) lines.push('member path (login to logout)', ...rows(member, width));
  lines.push(VERDICTS.map((v) => `${counts[v]} ${v}`).join(', '));
  return lines.join('\n');
}

/** The same for machines: every result, the counts and the exit code. */
export function formatJson(report: WireCheckReport): string {
  return JSON.stringify(
    { ...report, counts: countsOf(report.results), exitCode: exitCodeOf(report) },
    null,
    2,
  );
}
