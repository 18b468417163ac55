/**
 * Machine path harness: the QA interface of every XState machine.
 *
 * One list of paths per machine is generated with XState's graph tools and replayed against the
 * machine (fake actors injected with `.provide()`), printed for people (`npm run paths`) and reused by
 * screen-level and end-to-end tests. Coverage is measured per (state node, event descriptor) pair of
 * the machine definition, so a transition nobody exercises fails the suite.
 *
 * Replay is synchronous on purpose: invoked fakes and `after` timers never get the chance to fire on
 * their own, so the harness alone decides when an actor finishes (`xstate.done.actor.<id>` /
 * `xstate.error.actor.<id>`) or a delay elapses (`xstate.after.<delay>.<stateId>`). Fakes must not
 * emit events synchronously when they start.
 */
import {
  createActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InputFrom,
  type StateValue,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  serializeSnapshot,
  type AdjacencyMap,
  type AnyStateNode,
} from 'xstate/graph';
import { describe, expect, it } from 'vitest';

/** Payload variants for one event type: every field except `type`. */
export type EventPayload = Readonly<Record<string, unknown>>;

export interface PathSuiteConfig<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Shown in test titles and in `npm run paths`. */
  name: string;
  /** The machine with deterministic fakes provided (`machine.provide({ actors, actions, guards })`). */
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /**
   * Payload variants per event type, e.g. `{ 'login.submit': [{ username: 'player01', password: 'x' }],
   * 'xstate.done.actor.submitLogin': [{ output: {...} }], 'xstate.error.actor.submitLogin': [{ error }] }`.
   * Types not listed are explored once as a bare `{ type }`.
   */
  events?: Readonly<Record<string, ReadonlyArray<EventPayload>>>;
  /** Context keys left out of the state identity (timestamps, counters, actor refs). */
  ignoreContext?: ReadonlyArray<string>;
  /** Also add every simple (cycle-free) path; can explode on big machines. Default false. */
  includeSimplePaths?: boolean;
  /** Upper bound of explored (state, event) pairs; guards against unbounded context. Default 20 000. */
  limit?: number;
}

/** Typed helper: checks the config against the machine, returns it erased for the registry. */
export function definePathSuite<TMachine extends AnyStateMachine>(
  config: PathSuiteConfig<TMachine>,
): PathSuiteConfig {
  return config as PathSuiteConfig;
}

export interface PathStep {
  /** The event sent (the first step's is `xstate.init`). */
  event: AnyEventObject;
  /** The snapshot expected after the event. */
  state: AnyMachineSnapshot;
}

export interface MachinePath {
  /** `steps[0]` is the initial state (`xstate.init`); every later step is one event sent. */
  steps: PathStep[];
  state: AnyMachineSnapshot;
}

export interface CoverageReport {
  name: string;
  /** Every `stateNodeId:eventDescriptor` pair defined in the machine (`always` for eventless ones). */
  universe: string[];
  covered: string[];
  missing: string[];
  /** 0..100, two decimals. */
  percent: number;
}

export interface ReplayResult {
  /** `stateNodeId:eventDescriptor` pairs taken while replaying. */
  taken: Set<string>;
  /** Ids of every state node that was active in some microstep. */
  reached: Set<string>;
}

const INIT = 'xstate.init';
const ALWAYS = 'always';

// ---------------------------------------------------------------------------------------------
// Machine definition walking

function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode): void => {
    out.push(node);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return out;
}

/** Internal events XState raises by itself and wildcards cannot be sent meaningfully. */
function isExplorable(descriptor: string): boolean {
  return descriptor !== '' && !descriptor.includes('*') && !descriptor.startsWith('xstate.done.state.');
}

/**
 * Every event type the machine reacts to, read from the definition: `on` keys, invoke
 * `onDone`/`onError`/`onSnapshot` (`xstate.done.actor.<id>`…) and `after` (`xstate.after.<delay>.<id>`).
 */
export function machineEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of allStateNodes(machine)) {
    for (const descriptor of node.transitions.keys()) {
      if (isExplorable(descriptor)) types.add(descriptor);
    }
  }
  return [...types].sort();
}

function transitionUniverse(machine: AnyStateMachine): string[] {
  const pairs = new Set<string>();
  for (const node of allStateNodes(machine)) {
    for (const [descriptor, transitions] of node.transitions) {
      // A targetless, actionless transition only swallows the event: nothing to cover.
      if (transitions.some((t) => t.target !== undefined || t.actions.length > 0 || t.reenter)) {
        pairs.add(`${node.id}:${descriptor}`);
      }
    }
    if (node.always && node.always.length > 0) pairs.add(`${node.id}:${ALWAYS}`);
  }
  return [...pairs].sort();
}

function eventVariants(config: PathSuiteConfig): AnyEventObject[] {
  return machineEventTypes(config.machine).flatMap((type) => {
    const variants = config.events?.[type];
    const payloads: ReadonlyArray<EventPayload> = variants && variants.length > 0 ? variants : [{}];
    return payloads.map((payload) => ({ ...payload, type }));
  });
}

// ---------------------------------------------------------------------------------------------
// Serialization

function withoutIgnored(context: unknown, ignore: ReadonlyArray<string>): unknown {
  if (ignore.length === 0 || context === null || typeof context !== 'object') return context;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(context)) {
    if (!ignore.includes(key)) copy[key] = value;
  }
  return copy;
}

/** The state identity used by the graph and by replay: value + context minus `ignoreContext` keys. */
export function serializeState(config: PathSuiteConfig, snapshot: AnyMachineSnapshot): string {
  // serializeSnapshot reads only value + context; the status fields satisfy its Snapshot type.
  const view = {
    status: 'active' as const,
    output: undefined,
    error: undefined,
    value: snapshot.value,
    context: withoutIgnored(snapshot.context, config.ignoreContext ?? []),
  };
  return serializeSnapshot(view);
}

function serializeEvent(event: AnyEventObject): string {
  return JSON.stringify(event);
}

// ---------------------------------------------------------------------------------------------
// Path generation

function traversalOptions(config: PathSuiteConfig) {
  const variants = eventVariants(config);
  return {
    input: config.input,
    limit: config.limit ?? 20_000,
    serializeState: (snapshot: AnyMachineSnapshot) => serializeState(config, snapshot),
    serializeEvent,
    // Only events that take a transition: the rest would be self-loops that test nothing.
    events: (snapshot: AnyMachineSnapshot) => variants.filter((event) => snapshot.can(event)),
  };
}

function toMachinePath(path: { steps: PathStep[]; state: AnyMachineSnapshot }): MachinePath {
  return { steps: path.steps.map((s) => ({ event: s.event, state: s.state })), state: path.state };
}

function eventKey(path: MachinePath): string[] {
  return path.steps.slice(1).map((s) => serializeEvent(s.event));
}

/** Drops exact duplicates and paths that are a prefix of a longer path (the longer one replays them). */
function dedupe(paths: MachinePath[]): MachinePath[] {
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: { path: MachinePath; key: string[] }[] = [];
  for (const path of sorted) {
    const key = eventKey(path);
    const covered = kept.some((k) => key.every((e, i) => k.key[i] === e));
    if (!covered) kept.push({ path, key });
  }
  // Short paths first reads better and fails on the simplest reproduction first.
  return kept
    .map((k) => k.path)
    .sort((a, b) => a.steps.length - b.steps.length || eventKey(a).join().localeCompare(eventKey(b).join()));
}

/**
 * Shortest path to every state ∪ (shortest path to the source + the edge) for every edge of the
 * adjacency map, so every explored state:event transition is taken at least once; deduplicated.
 */
export function generatePaths(config: PathSuiteConfig): MachinePath[] {
  const options = traversalOptions(config);
  const shortest = getShortestPaths(config.machine, options).map(toMachinePath);
  const bySerial = new Map<string, MachinePath>();
  for (const path of shortest) bySerial.set(serializeState(config, path.state), path);

  const perEdge: MachinePath[] = [];
  const adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject> = getAdjacencyMap(
    config.machine,
    options,
  );
  for (const [source, { transitions }] of Object.entries(adjacency)) {
    const head = bySerial.get(source);
    if (!head) continue;
    const edges: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }> = Object.values(transitions);
    for (const { event, state } of edges) {
      perEdge.push({ steps: [...head.steps, { event, state }], state });
    }
  }

  const simple = config.includeSimplePaths ? getSimplePaths(config.machine, options).map(toMachinePath) : [];
  return dedupe([...shortest, ...perEdge, ...simple]);
}

// ---------------------------------------------------------------------------------------------
// Replay

function isMachineSnapshot(value: unknown): value is AnyMachineSnapshot {
  return typeof value === 'object' && value !== null && '_nodes' in value && 'matches' in value;
}

export class PathReplayError extends Error {
  constructor(
    message: string,
    readonly stepIndex: number,
  ) {
    super(message);
    this.name = 'PathReplayError';
  }
}

/**
 * Replays `path` against a fresh actor: after every event the actor must match the step's state
 * value and the serialized state (value + non-ignored context). Throws `PathReplayError` with the
 * numbered path on the first mismatch.
 */
export function replayPath(config: PathSuiteConfig, path: MachinePath): ReplayResult {
  const taken = new Set<string>();
  const reached = new Set<string>();
  const actor = createActor(config.machine, {
    input: config.input,
    // Inspection starts inside createActor (initial eventless transitions), before `actor` is
    // assigned: recognise the root by session id, not by reference. Children are fakes: skip them.
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId)
        return;
      for (const t of inspection._transitions) {
        taken.add(`${t.source.id}:${t.eventType === '' ? ALWAYS : t.eventType}`);
      }
      if (isMachineSnapshot(inspection.snapshot)) {
        for (const node of inspection.snapshot._nodes) reached.add(node.id);
      }
    },
  });
  const fail = (index: number, reason: string): never => {
    throw new PathReplayError(
      `${config.name}: step ${index + 1} failed: ${reason}\n${formatPath(path)}`,
      index,
    );
  };
  try {
    actor.start();
    path.steps.forEach((step, index) => {
      if (index > 0) actor.send(step.event);
      const snapshot = actor.getSnapshot();
      for (const node of snapshot._nodes) reached.add(node.id);
      if (snapshot.status === 'error') fail(index, `actor errored: ${String(snapshot.error)}`);
      if (!snapshot.matches(step.state.value)) {
        fail(index, `expected state ${formatValue(step.state.value)}, got ${formatValue(snapshot.value)}`);
      }
      const expected = serializeState(config, step.state);
      const actual = serializeState(config, snapshot);
      if (expected !== actual) fail(index, `expected ${expected}\n  got ${actual}`);
    });
  } finally {
    actor.stop();
  }
  return { taken, reached };
}

// ---------------------------------------------------------------------------------------------
// Coverage

/** Replays `paths` (without throwing) and reports which state:event pairs of the machine were taken. */
export function coverage(config: PathSuiteConfig, paths: ReadonlyArray<MachinePath>): CoverageReport {
  const taken = new Set<string>();
  const reached = new Set<string>();
  for (const path of paths) {
    try {
      const result = replayPath(config, path);
      result.taken.forEach((k) => taken.add(k));
      result.reached.forEach((k) => reached.add(k));
    } catch (error) {
      if (!(error instanceof PathReplayError)) throw error;
      // A path that diverges proves nothing about the transitions it took: it covers none.
    }
  }
  const universe = transitionUniverse(config.machine);
  const isCovered = (pair: string): boolean => {
    if (taken.has(pair)) return true;
    // Eventless transitions count once their source state has been reached (brief: QA cannot send them).
    const suffix = `:${ALWAYS}`;
    return pair.endsWith(suffix) && reached.has(pair.slice(0, -suffix.length));
  };
  const covered = universe.filter(isCovered);
  const missing = universe.filter((pair) => !isCovered(pair));
  const percent = universe.length === 0 ? 100 : Math.round((covered.length / universe.length) * 10_000) / 100;
  return { name: config.name, universe, covered, missing, percent };
}

// ---------------------------------------------------------------------------------------------
// Formatting

export function formatValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, StateValue] => entry[1] !== undefined,
  );
  if (entries.length === 1) {
    const [key, child] = entries[0] as [string, StateValue];
    return `${key}.${formatValue(child)}`;
  }
  return `{ ${entries.map(([key, child]) => `${key}: ${formatValue(child)}`).join(', ')} }`;
}

function payloadText(event: AnyEventObject, max: number): string {
  const { type: _type, ...payload } = event;
  if (Object.keys(payload).length === 0) return '';
  let text: string;
  try {
    text = JSON.stringify(payload, (_key, v: unknown) => (v instanceof Error ? { error: v.message } : v));
  } catch {
    text = '{…}';
  }
  return ` ${text.length > max ? `${text.slice(0, max - 1)}…` : text}`;
}

/** One human instruction per event: what the tester does (or waits for) to cause it. */
export function describeEvent(event: AnyEventObject, maxPayload = 120): string {
  const payload = payloadText(event, maxPayload);
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done) return `let ${done[1]} succeed${payload}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (error) return `let ${error[1]} fail${payload}`;
  const after = /^xstate\.after\.([^.]+)\.(.+)$/.exec(event.type);
  if (after) return `wait ${after[1]}${/^\d+$/.test(after[1] ?? '') ? ' ms' : ''} (in ${after[2]})`;
  return `send ${event.type}${payload}`;
}

export interface FormatOptions {
  /** One line (test titles) instead of one step per line. */
  oneLine?: boolean;
  maxPayload?: number;
}

/** Numbered steps a person can follow: "1. start in idle 2. send login.submit {…} → submitting …". */
export function formatPath(path: MachinePath, options: FormatOptions = {}): string {
  const maxPayload = options.maxPayload ?? (options.oneLine ? 60 : 200);
  const lines = path.steps.map((step, index) =>
    index === 0 || step.event.type === INIT
      ? `${index + 1}. start in ${formatValue(step.state.value)}`
      : `${index + 1}. ${describeEvent(step.event, maxPayload)} → ${formatValue(step.state.value)}`,
  );
  return lines.join(options.oneLine ? ' ' : '\n');
}

export function formatCoverage(report: CoverageReport): string {
  const head = `${report.name}: ${report.percent}% state:event coverage (${report.covered.length}/${report.universe.length})`;
  return report.missing.length === 0
    ? head
    : `${head}\n  missing:\n${report.missing.map((m) => `    - ${m}`).join('\n')}`;
}

// ---------------------------------------------------------------------------------------------
// Vitest binding

/**
 * One `it` per generated path (titled by its numbered steps) and one coverage `it` that fails
 * below 100 % and lists the missing `state:event` pairs.
 */
export function describeMachinePaths(
  config: PathSuiteConfig,
  paths: ReadonlyArray<MachinePath> = generatePaths(config),
): void {
  describe(`${config.name} machine paths`, () => {
    paths.forEach((path, index) => {
      it(`path ${index + 1}: ${formatPath(path, { oneLine: true })}`, () => {
        replayPath(config, path);
      });
    });
    it('covers every state:event pair of the machine', () => {
      const report = coverage(config, paths);
      expect(report.missing, formatCoverage(report)).toEqual([]);
    });
  });
}
