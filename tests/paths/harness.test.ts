// @vitest-environment node
import { assign, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  coverage,
  formatGolden,
  formatPath,
  generatePaths,
  goldenCoverage,
  goldenFileName,
  machineEventTypes,
  parseGolden,
  PathReplayError,
  replayGolden,
  replayPath,
  type MachinePath,
  type PathSuiteConfig,
} from './harness';

// A miniature login: an invoke with explicit id, a guard, a named delay, an eventless transition
// and a volatile context key (attempts) that must not split the state graph.
const sampleMachine = setup({
  types: {
    context: {} as { username: string; errorCode: string | null; attempts: number },
    events: {} as { type: 'login.submit'; username: string } | { type: 'login.reset' },
    input: {} as { username?: string },
  },
  actors: {
    submitLogin: fromPromise<{ token: string }, { username: string }>(async () => ({ token: 'real' })),
  },
  guards: {
    hasUsername: ({ event }) => event.type === 'login.submit' && event.username.length > 0,
  },
  delays: { requestTimeout: 15_000 },
}).createMachine({
  id: 'sample',
  context: ({ input }) => ({ username: input.username ?? '', errorCode: null, attempts: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.submit': {
          guard: 'hasUsername',
          target: 'submitting',
          actions: assign({
            username: ({ event }) => event.username,
            attempts: ({ context }) => context.attempts + 1,
          }),
        },
      },
    },
    submitting: {
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => ({ username: context.username }),
        onDone: { target: 'checking' },
        onError: { target: 'failed', actions: assign({ errorCode: 'login.failed' }) },
      },
      after: { requestTimeout: { target: 'failed', actions: assign({ errorCode: 'timeout' }) } },
    },
    checking: { always: { target: 'loggedIn' } },
    failed: { on: { 'login.reset': { target: 'idle', actions: assign({ errorCode: null }) } } },
    loggedIn: { type: 'final' },
  },
});

const fakeMachine = sampleMachine.provide({
  actors: { submitLogin: fromPromise(async () => ({ token: 'fake' })) },
});

const sampleSuite: PathSuiteConfig<typeof fakeMachine> = {
  name: 'sample',
  machine: fakeMachine,
  input: {},
  events: {
    'login.submit': [{ username: 'player01' }, { username: '' }],
    'xstate.done.actor.submitLogin': [{ output: { token: 't1' } }],
    'xstate.error.actor.submitLogin': [{ error: { kind: 'network' } }],
  },
  ignoreContext: ['attempts'],
};

describe('golden files', () => {
  const golden = formatGolden(sampleSuite, generatePaths(sampleSuite));

  it('writes numbered steps with the state, tags, failure and variant after each', () => {
    expect(golden).toContain('## Path 1');
    expect(golden).toContain(
      [
        '1. start → idle',
        '2. send login.submit #1 `{"username":"player01"}` → submitting',
        '3. wait requestTimeout (in sample.submitting) → failed',
      ].join('\n'),
    );
    expect(golden).toContain('state:event coverage 100 % (6/6)');
    expect(goldenFileName({ name: 'login (agent page, provider SMS)' })).toBe(
      'login-agent-page-provider-SMS.paths.md',
    );
  });

  it('replays every committed path as committed and covers the machine', () => {
    const paths = parseGolden(sampleSuite, golden);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(replayGolden(sampleSuite, path).lines).toEqual(path.lines);
    expect(goldenCoverage(sampleSuite, paths).missing).toEqual([]);
  });

  it('shows a changed target as a diff of the committed lines', () => {
    const paths = parseGolden(sampleSuite, golden);
    const retargeted = fakeMachine.provide({ guards: { hasUsername: () => false } });
    const suite = { ...sampleSuite, machine: retargeted };
    const diverging = paths.filter((path) => replayGolden(suite, path).lines.join() !== path.lines.join());
    expect(diverging.length).toBeGreaterThan(0);
    const [first] = diverging;
    expect(replayGolden(suite, first as (typeof paths)[number]).lines[1]).toBe(
      '2. send login.submit #1 `{"username":"player01"}` → (ignored) idle',
    );
    // …and the regenerated file differs from the committed one.
    expect(formatGolden(suite, generatePaths(suite))).not.toBe(golden);
  });

  it('refuses a step whose event the machine no longer has', () => {
    expect(() => parseGolden(sampleSuite, golden.replace('send login.reset', 'send login.restart'))).toThrow(
      /no longer reacts to login.restart/,
    );
  });
});

describe('path harness', () => {
  it('derives event types from on, invoke and after', () => {
    expect(machineEventTypes(fakeMachine)).toEqual([
      'login.reset',
      'login.submit',
      'xstate.after.requestTimeout.sample.submitting',
      'xstate.done.actor.submitLogin',
      'xstate.error.actor.submitLogin',
    ]);
  });

  it('reaches every state, including the one behind the eventless transition', () => {
    const visited = new Set(
      generatePaths(sampleSuite).flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))),
    );
    expect(visited).toEqual(new Set(['"idle"', '"submitting"', '"failed"', '"loggedIn"']));
  });

  it('never explores an event whose guard blocks it', () => {
    const sent = generatePaths(sampleSuite).flatMap((p) => p.steps.map((s) => s.event));
    expect(sent).not.toContainEqual({ type: 'login.submit', username: '' });
  });

  it('formats a path as numbered steps a person can follow', () => {
    const timeout = generatePaths(sampleSuite).find((p) =>
      p.steps.some((s) => s.event.type.startsWith('xstate.after')),
    );
    expect(timeout).toBeDefined();
    expect(
      formatPath(timeout as MachinePath)
        .split('\n')
        .slice(0, 3),
    ).toEqual([
      '1. start in idle',
      '2. send login.submit {"username":"player01"} → submitting',
      '3. wait requestTimeout (in sample.submitting) → failed',
    ]);
    expect(formatPath(timeout as MachinePath, { oneLine: true })).toMatch(
      /^1\. start in idle 2\. send login\.submit/,
    );
  });

  it('reports 100 % coverage for the generated paths', () => {
    const report = coverage(sampleSuite, generatePaths(sampleSuite));
    expect(report.missing).toEqual([]);
    expect(report.percent).toBe(100);
    expect(report.universe).toContain('sample.checking:always');
    expect(report.universe).toContain('sample.submitting:xstate.after.requestTimeout.sample.submitting');
  });

  it('reports the missing state:event pairs when the path set is limited', () => {
    const onlyHappyPath = generatePaths(sampleSuite).filter((p) => p.state.matches('loggedIn'));
    const report = coverage(sampleSuite, onlyHappyPath);
    expect(report.percent).toBeLessThan(100);
    expect(report.missing).toEqual([
      'sample.failed:login.reset',
      'sample.submitting:xstate.after.requestTimeout.sample.submitting',
      'sample.submitting:xstate.error.actor.submitLogin',
    ]);
  });

  it('fails replay with the numbered path when the machine diverges', () => {
    const [path] = generatePaths(sampleSuite).filter((p) => p.state.matches('loggedIn'));
    const broken = fakeMachine.provide({ guards: { hasUsername: () => false } });
    expect(() => replayPath({ ...sampleSuite, machine: broken }, path as MachinePath)).toThrow(
      PathReplayError,
    );
    expect(() => replayPath({ ...sampleSuite, machine: broken }, path as MachinePath)).toThrow(
      /step 2 failed: expected state submitting, got idle/,
    );
  });
});

describe('path harness on a machine that moves during start', () => {
  // Eventless transition out of the initial state: inspection fires while createActor runs.
  const transient = setup({ types: { events: {} as { type: 'go' } } }).createMachine({
    id: 'transient',
    initial: 'boot',
    states: { boot: { always: 'ready' }, ready: { on: { go: 'done' } }, done: {} },
  });
  const suite: PathSuiteConfig = { name: 'transient', machine: transient };

  it('replays and covers the initial eventless transition', () => {
    const paths = generatePaths(suite);
    paths.forEach((path) => replayPath(suite, path));
    expect(coverage(suite, paths)).toMatchObject({ percent: 100, missing: [] });
    expect(formatPath(paths[0] as MachinePath)).toBe('1. start in ready\n2. send go → done');
  });
});
