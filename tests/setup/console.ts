/**
 * Tests fail on any console.error / console.warn they did not announce: React act() warnings,
 * missing i18n keys, unhandled requests and prop-type complaints are bugs, not noise.
 *
 * A test that expects a message says so up front:
 *   expectConsole('error', /Request failed/);
 */
type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  pattern: RegExp | string;
}

const captured: { level: Level; text: string }[] = [];
let expectations: Expectation[] = [];
const originals: Partial<Record<Level, typeof console.error>> = {};

function render(args: unknown[]): string {
  return args
    .map((arg) => {
      if (typeof arg === 'string') return arg;
      if (arg instanceof Error) return arg.stack ?? arg.message;
      try {
        return JSON.stringify(arg);
      } catch {
        return String(arg);
      }
    })
    .join(' ');
}

/** Declares that the running test is expected to log a matching message at `level`. */
export function expectConsole(level: Level, pattern: RegExp | string): void {
  expectations.push({ level, pattern });
}

export function beginConsoleCapture(): void {
  captured.length = 0;
  expectations = [];
  for (const level of ['error', 'warn'] as const) {
    const original = console[level];
    originals[level] = original;
    console[level] = (...args: unknown[]) => {
      captured.push({ level, text: render(args) });
      original.apply(console, args);
    };
  }
}

/** Restores the console and returns the messages no expectation matched. */
export function endConsoleCapture(): string[] {
  for (const level of ['error', 'warn'] as const) {
    const original = originals[level];
    if (original) console[level] = original;
  }
  const unexpected = captured.filter(
    ({ level, text }) =>
      !expectations.some(
        (e) =>
          e.level === level &&
          (typeof e.pattern === 'string' ? text.includes(e.pattern) : e.pattern.test(text)),
      ),
  );
  captured.length = 0;
  expectations = [];
  return unexpected.map(({ level, text }) => `console.${level}: ${text}`);
}
