/**
 * Machine path harness: the QA interface of every XState machine (ADR 004, ADR 015).
 *
 * One list of paths per machine is generated with XState's graph tools, written down as a committed,
 * readable golden file (`tests/paths/golden/<machine>.paths.md`) and replayed from that file against
 * the machine (fake actors injected with `.provide()`), against the screens with the mock backend and
 * in Chromium. The machine is compared with the committed steps, never with paths generated from
 * itself: a changed guard or target shows up as a diff of the golden file.
 *
 * This module has no test-runner import: Storybook stories and Playwright read the same paths. The
 * vitest binding is `./describe.ts`.
 *
 * Replay is synchronous on purpose: invoked fakes and `after` timers never get the chance to fire on
 * their own, so the harness alone decides when an actor finishes (`xstate.done.actor.<id>` /
 * `xstate.error.actor.<id>`) or a delay elapses (`xstate.after.<delay>.<stateId>`). Fakes must not
 * emit events synchronously when they start.
 */
import {
  createActor,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InputFrom,
  type StateValue,
} from 'xstate';
import {
  getAdjacencyMap,
  getSimplePaths,
  serializeSnapshot,
  type AdjacencyMap,
  type AnyStateNode,
} from 'xstate/graph';

/** Payload variants for one event type: every field except `type`. */
export type EventPayload = Readonly<Record<string, unknown>>;

export interface PathSuiteConfig<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Shown in test titles and in `npm run paths`; its slug names the golden file. */
  name: string;
  /** The machine with deterministic fakes provided (`machine.provide({ actors, actions, guards })`). */
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /**
   * Payload variants per event type, e.g. `{ 'login.submit': [{ username: 'player01', password: 'x' }],
   * 'xstate.done.actor.submitLogin': [{ output: {...} }], 'xstate.error.actor.submitLogin': [{ error }] }`.
   * Types not listed are explored once as a bare `{ type }`. Golden files name a variant by its
   * 1-based position (`#2`): reordering variants is a golden diff.
   */
  events?: Readonly<Record<string, ReadonlyArray<EventPayload>>>;
  /** Context keys left out of the state identity (timestamps, counters, actor refs). */
  ignoreContext?: ReadonlyArray<string>;
  /**
   * Events the machine raises itself (`raise(...)`): never sent by the harness, so no path shows a
   * step no person or service could cause. Their transitions are still covered when raised.
   */
  internalEvents?: ReadonlyArray<string>;
  /**
   * Event types (or `xstate.done.actor.<id>` / `xstate.error.actor.<id>` prefixes) a path takes
   * only when no other path reaches the same outcome, e.g. steps the screens cannot replay (an
   * external sign-in popup). Paths are ranked by how many such steps they have, then by length.
   */
  avoidEvents?: ReadonlyArray<string>;
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
  /** Per step (0 = start): the transitions taken, as `source -event-> targets`. */
  takenAt: Set<string>[];
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

function variantsOf(config: PathSuiteConfig, type: string): AnyEventObject[] {
  const variants = config.events?.[type];
  const payloads: ReadonlyArray<EventPayload> = variants && variants.length > 0 ? variants : [{}];
  return payloads.map((payload) => ({ ...payload, type }));
}

function eventVariants(config: PathSuiteConfig): AnyEventObject[] {
  const internal = config.internalEvents ?? [];
  return machineEventTypes(config.machine)
    .filter((type) => !internal.includes(type))
    .flatMap((type) => variantsOf(config, type));
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

/** The state identity used by the graph: value + context minus `ignoreContext` keys. */
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
// The step view: what a golden file records after each step (never the whole context)

/** What a person checks after a step: the state, its tags, the failure message and the invalid fields. */
export interface StepView {
  value: StateValue;
  tags: string[];
  /** The failure's i18n message key (`context.failure.messageKey` or `context.errorKey`), if any. */
  failure: string | null;
  /** Form fields with a validation message (`context.fieldErrors`). */
  invalid: string[];
}

function field(context: unknown, key: string): unknown {
  return typeof context === 'object' && context !== null && key in context
    ? (context as Record<string, unknown>)[key]
    : undefined;
}

function failureKeyOf(context: unknown): string | null {
  const failure = field(context, 'failure');
  const key = field(failure, 'messageKey');
  if (typeof key === 'string') return key;
  const errorKey = field(context, 'errorKey');
  return typeof errorKey === 'string' ? errorKey : null;
}

function invalidFieldsOf(context: unknown): string[] {
  const errors = field(context, 'fieldErrors');
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors)
    .filter(([, message]) => message !== undefined && message !== null && message !== '')
    .map(([name]) => name)
    .sort();
}

export function stepView(snapshot: AnyMachineSnapshot): StepView {
  return {
    value: snapshot.value,
    tags: [...snapshot.tags].map(String).sort(),
    failure: failureKeyOf(snapshot.context),
    invalid: invalidFieldsOf(snapshot.context),
  };
}

/** `active.{ form: editing, captcha: hidden } · tags: form · failure: errors:network · invalid: password` */
export function formatView(view: StepView): string {
  let text = formatValue(view.value);
  if (view.tags.length > 0) text += ` · tags: ${view.tags.join(', ')}`;
  if (view.failure) text += ` · failure: ${view.failure}`;
  if (view.invalid.length > 0) text += ` · invalid: ${view.invalid.join(', ')}`;
  return text;
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

/** Shorter first, then by the events' text: the order (and so the numbering) is stable. */
function byLengthThenText(a: MachinePath, b: MachinePath): number {
  return a.steps.length - b.steps.length || eventKey(a).join().localeCompare(eventKey(b).join());
}

/** Fewest avoided steps first (see `avoidEvents`), then shorter, then by text. */
function rankBy(config: PathSuiteConfig): (a: MachinePath, b: MachinePath) => number {
  const avoid = config.avoidEvents ?? [];
  const avoided = (path: MachinePath): number =>
    path.steps.filter((s) => avoid.some((type) => s.event.type.startsWith(type))).length;
  return (a, b) => avoided(a) - avoided(b) || byLengthThenText(a, b);
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
  return kept.map((k) => k.path).sort(byLengthThenText);
}

/**
 * The cheapest path from the initial state to every explored state: like `getShortestPaths`, but a
 * step with an avoided event (`avoidEvents`) costs as much as a long detour, so a path a person can
 * walk wins over an equally short one through an external popup.
 */
function cheapestPaths(
  config: PathSuiteConfig,
  adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject>,
): MachinePath[] {
  const avoid = config.avoidEvents ?? [];
  const cost = (event: AnyEventObject): number => (avoid.some((t) => event.type.startsWith(t)) ? 1000 : 1);
  const initial = createActor(config.machine, { input: config.input }).getSnapshot() as AnyMachineSnapshot;
  const start = serializeState(config, initial);
  const best = new Map<string, { cost: number; path: MachinePath }>([
    [start, { cost: 0, path: { steps: [{ event: { type: INIT }, state: initial }], state: initial } }],
  ]);
  const nodes = new Map(Object.entries(adjacency));
  const queue: string[] = [start];
  const done = new Set<string>();
  while (queue.length > 0) {
    // Few states (hundreds): a linear scan for the cheapest is fast enough and keeps this simple.
    queue.sort((a, b) => (best.get(a)?.cost ?? 0) - (best.get(b)?.cost ?? 0));
    const serial = queue.shift() as string;
    if (done.has(serial)) continue;
    done.add(serial);
    const here = best.get(serial);
    const node = nodes.get(serial);
    if (!here || !node) continue;
    const edges: Array<[string, { event: AnyEventObject; state: AnyMachineSnapshot }]> = Object.entries(
      node.transitions,
    );
    edges.sort(([a], [b]) => a.localeCompare(b));
    for (const [, { event, state }] of edges) {
      const target = serializeState(config, state);
      const total = here.cost + cost(event);
      const known = best.get(target);
      if (known && known.cost <= total) continue;
      best.set(target, { cost: total, path: { steps: [...here.path.steps, { event, state }], state } });
      queue.push(target);
    }
  }
  return [...best.values()].map((entry) => entry.path);
}

/**
 * The golden path set, small enough for a person to read and for the screens to replay:
 * - the shortest path to every atomic state node;
 * - for every distinct outcome of an event (the definition transitions it takes, e.g.
 *   `login.active.form.submitting -xstate.error.actor.submitLogin-> login.active.form.editing`, plus
 *   the failure key and invalid fields when the event changed them), the shortest path that ends
 *   with it.
 * Prefixes of longer paths are dropped. The graph itself is explored on value + context (minus
 * `ignoreContext`), so behaviour hidden in context is reached; outcomes only decide what is kept, so
 * parallel regions do not multiply the set. Every transition of the graph is an outcome, so the set
 * covers every state:event pair the full graph covers.
 */
export function generatePaths(config: PathSuiteConfig): MachinePath[] {
  const options = traversalOptions(config);
  const rank = rankBy(config);
  const adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject> = getAdjacencyMap(
    config.machine,
    options,
  );
  const shortest = cheapestPaths(config, adjacency).sort(rank);
  const bySerial = new Map<string, MachinePath>();
  for (const path of shortest) bySerial.set(serializeState(config, path.state), path);

  const candidates: MachinePath[] = [];
  for (const [source, { transitions }] of Object.entries(adjacency)) {
    const head = bySerial.get(source);
    if (!head) continue;
    const edges: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }> = Object.values(transitions);
    for (const { event, state } of edges) {
      candidates.push({ steps: [...head.steps, { event, state }], state });
    }
  }
  candidates.sort(rank);

  // What each candidate's last event did: the definition transitions it took and the failure after.
  const chosen = new Map<string, MachinePath>();
  const keep = (key: string, path: MachinePath): void => {
    if (!chosen.has(key)) chosen.set(key, path);
  };
  for (const path of shortest) {
    for (const node of path.state._nodes)
      if (node.type === 'atomic' || node.type === 'final') keep(`state ${node.id}`, path);
  }
  for (const path of candidates) {
    const views: StepView[] = [];
    const { takenAt } = runEvents(config, eventsOf(path), {
      step: (_index, snapshot) => views.push(stepView(snapshot)),
    });
    const last = views[views.length - 1] as StepView;
    const before = views[views.length - 2] as StepView;
    const transitions = [...(takenAt[takenAt.length - 1] ?? [])].sort().join(' + ');
    // A failure or validation message that merely persists is not a new outcome.
    const failure = last.failure === before.failure ? '=' : (last.failure ?? '');
    const invalid = last.invalid.join() === before.invalid.join() ? '=' : last.invalid.join();
    keep(`edge ${transitions} | ${failure} | ${invalid}`, path);
  }
  const simple = config.includeSimplePaths ? getSimplePaths(config.machine, options).map(toMachinePath) : [];
  return dedupe([...chosen.values(), ...simple]);
}

function eventsOf(path: MachinePath): AnyEventObject[] {
  return path.steps.slice(1).map((s) => s.event);
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

interface RunObserver {
  /** Called with the snapshot after the start (index 0) and after every event; `taken` = the event was accepted. */
  step?: (index: number, snapshot: AnyMachineSnapshot, taken: boolean) => void;
}

/** Starts a fresh actor, sends `events` in turn and records the state:event pairs taken. */
function runEvents(
  config: PathSuiteConfig,
  events: ReadonlyArray<AnyEventObject>,
  observer: RunObserver = {},
): ReplayResult {
  const taken = new Set<string>();
  const reached = new Set<string>();
  const takenAt: Set<string>[] = [new Set()];
  const actor: AnyActorRef = createActor(config.machine, {
    input: config.input,
    // Inspection starts inside createActor (initial eventless transitions), before `actor` is
    // assigned: recognise the root by session id, not by reference. Children are fakes: skip them.
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId)
        return;
      for (const t of inspection._transitions) {
        const eventType = t.eventType === '' ? ALWAYS : t.eventType;
        taken.add(`${t.source.id}:${eventType}`);
        const targets = t.target?.map((node) => node.id).join(', ') ?? '(stays)';
        takenAt[takenAt.length - 1]?.add(`${t.source.id} -${eventType}-> ${targets}`);
      }
      if (isMachineSnapshot(inspection.snapshot)) {
        for (const node of inspection.snapshot._nodes) reached.add(node.id);
      }
    },
  });
  const current = (): AnyMachineSnapshot => {
    const snapshot: unknown = actor.getSnapshot();
    if (!isMachineSnapshot(snapshot)) throw new Error(`${config.name}: not a state machine snapshot`);
    for (const node of snapshot._nodes) reached.add(node.id);
    return snapshot;
  };
  try {
    actor.start();
    observer.step?.(0, current(), true);
    events.forEach((event, index) => {
      const accepted = current().can(event);
      takenAt.push(new Set());
      // An unhandled `xstate.error.actor.*` would crash the actor; any untaken event changes nothing.
      if (accepted) actor.send(event);
      observer.step?.(index + 1, current(), accepted);
    });
  } finally {
    actor.stop();
  }
  return { taken, reached, takenAt };
}

/**
 * Replays `path` against a fresh actor: after every event the actor must match the step's state
 * value and the serialized state (value + non-ignored context). Throws `PathReplayError` with the
 * numbered path on the first mismatch.
 */
export function replayPath(config: PathSuiteConfig, path: MachinePath): ReplayResult {
  const fail = (index: number, reason: string): never => {
    throw new PathReplayError(
      `${config.name}: step ${index + 1} failed: ${reason}\n${formatPath(path)}`,
      index,
    );
  };
  return runEvents(config, eventsOf(path), {
    step: (index, snapshot) => {
      const step = path.steps[index] as PathStep;
      if (snapshot.status === 'error') fail(index, `actor errored: ${String(snapshot.error)}`);
      if (!snapshot.matches(step.state.value)) {
        fail(index, `expected state ${formatValue(step.state.value)}, got ${formatValue(snapshot.value)}`);
      }
      const expected = serializeState(config, step.state);
      const actual = serializeState(config, snapshot);
      if (expected !== actual) fail(index, `expected ${expected}\n  got ${actual}`);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Coverage

function coverageOf(config: PathSuiteConfig, runs: ReadonlyArray<ReplayResult>): CoverageReport {
  const taken = new Set<string>();
  const reached = new Set<string>();
  for (const run of runs) {
    run.taken.forEach((k) => taken.add(k));
    run.reached.forEach((k) => reached.add(k));
  }
  const universe = transitionUniverse(config.machine);
  const isCovered = (pair: string): boolean => {
    if (taken.has(pair)) return true;
    // Eventless transitions count once their source state has been reached (QA cannot send them).
    const suffix = `:${ALWAYS}`;
    return pair.endsWith(suffix) && reached.has(pair.slice(0, -suffix.length));
  };
  const covered = universe.filter(isCovered);
  const missing = universe.filter((pair) => !isCovered(pair));
  const percent = universe.length === 0 ? 100 : Math.round((covered.length / universe.length) * 10_000) / 100;
  return { name: config.name, universe, covered, missing, percent };
}

/**
 * Sends each path's events to a fresh actor and reports which state:event pairs were taken. The
 * golden files record what these runs do, so this is the coverage of the golden paths.
 */
export function pathCoverage(config: PathSuiteConfig, paths: ReadonlyArray<MachinePath>): CoverageReport {
  return coverageOf(
    config,
    paths.map((path) => runEvents(config, eventsOf(path))),
  );
}

/** Replays `paths` (without throwing) and reports which state:event pairs of the machine were taken. */
export function coverage(config: PathSuiteConfig, paths: ReadonlyArray<MachinePath>): CoverageReport {
  const runs: ReplayResult[] = [];
  for (const path of paths) {
    try {
      runs.push(replayPath(config, path));
    } catch (error) {
      if (!(error instanceof PathReplayError)) throw error;
      // A path that diverges proves nothing about the transitions it took: it covers none.
    }
  }
  return coverageOf(config, runs);
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
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** One human instruction per event: what the tester does (or waits for) to cause it. */
export function describeEvent(
  event: AnyEventObject,
  maxPayload = 120,
  variant: number | null = null,
): string {
  const text = payloadText(event, maxPayload);
  const tail = `${variant === null ? '' : ` #${variant}`}${text ? ` ${text}` : ''}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done) return `let ${done[1]} succeed${tail}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (error) return `let ${error[1]} fail${tail}`;
  const after = /^xstate\.after\.([^.]+)\.(.+)$/.exec(event.type);
  if (after) return `wait ${after[1]}${/^\d+$/.test(after[1] ?? '') ? ' ms' : ''} (in ${after[2]})`;
  return `send ${event.type}${tail}`;
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
// Golden files

const GOLDEN_PAYLOAD = 100;

/** File name of a suite's golden file: `login (agent page)` → `login-agent-page.paths.md`. */
export function goldenFileName(config: Pick<PathSuiteConfig, 'name'>): string {
  const slug = config.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug}.paths.md`;
}

/** 1-based position of `event` among its type's variants, or null when the type has only one. */
function variantNumber(config: PathSuiteConfig, event: AnyEventObject): number | null {
  const variants = config.events?.[event.type];
  if (!variants || variants.length < 2) return null;
  const { type: _type, ...payload } = event;
  const exact = variants.findIndex((v) => Object.keys(v).every((k) => v[k] === payload[k]));
  if (exact >= 0) return exact + 1;
  const text = serializeEvent(event);
  const byText = variants.findIndex((v) => serializeEvent({ ...v, type: event.type }) === text);
  if (byText >= 0) return byText + 1;
  throw new Error(`${config.name}: event ${text} is not one of the suite's variants`);
}

function goldenEventText(config: PathSuiteConfig, event: AnyEventObject): string {
  const text = describeEvent(event, GOLDEN_PAYLOAD, variantNumber(config, event));
  // Payloads in code spans: Markdown must not read `*`, `_` or `<` in them.
  return text.replace(/ (\{.*)$/, (_m, json: string) => ` \`${json.replace(/`/g, "'")}\``);
}

function goldenLine(index: number, eventText: string, view: string): string {
  return `${index + 1}. ${eventText} → ${view}`;
}

/** The golden text of one path: numbered steps, each with the state view after it. */
export function formatGoldenPath(config: PathSuiteConfig, path: MachinePath): string[] {
  // Views are read from a replay, not from the graph's snapshots: the graph's first step can carry
  // a snapshot of another state.
  const lines: string[] = [];
  runEvents(config, eventsOf(path), {
    step: (index, snapshot) =>
      lines.push(
        goldenLine(
          index,
          index === 0 ? 'start' : goldenEventText(config, (path.steps[index] as PathStep).event),
          formatView(stepView(snapshot)),
        ),
      ),
  });
  return lines;
}

/** A whole golden file: header, coverage and every path. */
export function formatGolden(config: PathSuiteConfig, paths: ReadonlyArray<MachinePath>): string {
  const report = pathCoverage(config, paths);
  const head = [
    `# Machine paths: ${config.name}`,
    '',
    'Golden file, written by `npm run paths -- --update` and compared with the machine by `npm test`.',
    'A change here is a change of behaviour: review it like code.',
    '',
    'Each step: what to do (send an event, let a call succeed or fail, wait for a timer; `#n` is the',
    "n-th payload variant in the suite's config) → the state after it · its tags · the failure message",
    'key · the fields with a validation message.',
    '',
    `${paths.length} paths; state:event coverage ${report.percent} % (${report.covered.length}/${report.universe.length}).`,
  ];
  const body = paths.flatMap((path, index) => [
    '',
    `## Path ${index + 1}`,
    '',
    ...formatGoldenPath(config, path),
  ]);
  return `${[...head, ...body].join('\n')}\n`;
}

/** One committed path: its numbered lines and the events they name (resolved against the suite). */
export interface GoldenPath {
  number: number;
  lines: string[];
  /** The event of every step after the start, in order. */
  events: AnyEventObject[];
  /** Each of those events as `type` or `type#n` (its payload variant), for step tables. */
  keys: string[];
  /** The committed view text after each step (index 0 = start). */
  views: string[];
}

export class GoldenFormatError extends Error {
  override name = 'GoldenFormatError';
}

/** Reads an event back from its golden text (`send login.submit #2 …`, `let submitLogin fail #1 …`). */
export function parseGoldenEvent(config: PathSuiteConfig, text: string): AnyEventObject {
  return parseGoldenStep(config, text).event;
}

function parseGoldenStep(config: PathSuiteConfig, text: string): { event: AnyEventObject; key: string } {
  const pick = (type: string, variant: string | undefined): { event: AnyEventObject; key: string } => {
    if (!machineEventTypes(config.machine).includes(type)) {
      throw new GoldenFormatError(`${config.name}: the machine no longer reacts to ${type} ("${text}")`);
    }
    const variants = variantsOf(config, type);
    const index = variant === undefined ? 0 : Number(variant) - 1;
    const event = variants[index];
    if (!event) throw new GoldenFormatError(`${config.name}: ${type} has no variant #${variant ?? 1}`);
    return { event, key: variant === undefined ? type : `${type}#${variant}` };
  };
  const send = /^send (\S+)(?: #(\d+))?/.exec(text);
  if (send) return pick(send[1] as string, send[2]);
  const done = /^let (\S+) succeed(?: #(\d+))?/.exec(text);
  if (done) return pick(`xstate.done.actor.${done[1]}`, done[2]);
  const error = /^let (\S+) fail(?: #(\d+))?/.exec(text);
  if (error) return pick(`xstate.error.actor.${error[1]}`, error[2]);
  const after = /^wait (\S+?)(?: ms)? \(in (\S+)\)/.exec(text);
  if (after) return pick(`xstate.after.${after[1]}.${after[2]}`, undefined);
  throw new GoldenFormatError(`${config.name}: cannot read the step "${text}"`);
}

/**
 * A golden file read without its suite (Playwright cannot load the machines): per path the numbered
 * lines, each step's event key (`type` or `type#n`) and the committed view text after each step.
 */
export function parseGoldenKeys(text: string): Array<Omit<GoldenPath, 'events'>> {
  const sections = text.split(/^## Path (\d+)\s*$/m);
  const paths: Array<Omit<GoldenPath, 'events'>> = [];
  for (let i = 1; i < sections.length; i += 2) {
    const lines = (sections[i + 1] ?? '').split('\n').filter((line) => /^\d+\. /.test(line));
    const keys: string[] = [];
    const views: string[] = [];
    lines.forEach((line, index) => {
      const body = line.replace(/^\d+\. /, '');
      const arrow = body.lastIndexOf(' → ');
      views.push(body.slice(arrow + 3));
      if (index === 0) return;
      const text = body.slice(0, arrow);
      const match =
        /^send (\S+)(?: #(\d+))?/.exec(text) ??
        /^let (\S+) (succeed|fail)(?: #(\d+))?/.exec(text) ??
        /^wait (\S+?)(?: ms)? \(in (\S+)\)/.exec(text);
      if (!match) throw new GoldenFormatError(`cannot read the step "${text}"`);
      if (text.startsWith('send ')) keys.push(`${match[1]}${match[2] ? `#${match[2]}` : ''}`);
      else if (text.startsWith('let ')) {
        const kind = match[2] === 'succeed' ? 'done' : 'error';
        keys.push(`xstate.${kind}.actor.${match[1]}${match[3] ? `#${match[3]}` : ''}`);
      } else keys.push(`xstate.after.${match[1]}.${match[2]}`);
    });
    paths.push({ number: Number(sections[i]), lines, keys, views });
  }
  return paths;
}

/** A committed view read back: `active.{ form: editing, captcha: hidden } · tags: form · failure: …`. */
export interface ParsedView {
  /** The state value as formatted (`active.{ form: editing, captcha: hidden }`). */
  value: string;
  tags: string[];
  failure: string | null;
  invalid: string[];
}

export function parseView(text: string): ParsedView {
  const [value = '', ...parts] = text.replace(/^\(ignored\) /, '').split(' · ');
  const list = (prefix: string): string[] => {
    const part = parts.find((p) => p.startsWith(prefix));
    return part ? part.slice(prefix.length).split(', ') : [];
  };
  return {
    value,
    tags: list('tags: '),
    failure: list('failure: ')[0] ?? null,
    invalid: list('invalid: '),
  };
}

/** Splits a golden file into its paths and resolves every step's event. */
export function parseGolden(config: PathSuiteConfig, text: string): GoldenPath[] {
  const sections = text.split(/^## Path (\d+)\s*$/m);
  const paths: GoldenPath[] = [];
  for (let i = 1; i < sections.length; i += 2) {
    const number = Number(sections[i]);
    const lines = (sections[i + 1] ?? '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => /^\d+\. /.test(line));
    const events: AnyEventObject[] = [];
    const keys: string[] = [];
    const views: string[] = [];
    lines.forEach((line, index) => {
      const body = line.replace(/^\d+\. /, '');
      const arrow = body.lastIndexOf(' → ');
      if (arrow < 0) throw new GoldenFormatError(`${config.name} path ${number}: no "→" in "${line}"`);
      const eventText = body.slice(0, arrow);
      views.push(body.slice(arrow + 3));
      if (index > 0) {
        const step = parseGoldenStep(config, eventText);
        events.push(step.event);
        keys.push(step.key);
      }
    });
    paths.push({ number, lines, events, keys, views });
  }
  return paths;
}

/**
 * Replays a committed path's events against the machine and writes the lines it actually produces,
 * in the golden format, so a test can compare them with the committed lines as a readable diff. An
 * event the machine no longer takes is marked `(ignored)`.
 */
export function replayGolden(
  config: PathSuiteConfig,
  path: GoldenPath,
): { lines: string[]; run: ReplayResult } {
  const lines: string[] = [];
  const run = runEvents(config, path.events, {
    step: (index, snapshot, accepted) => {
      const eventText =
        index === 0 ? 'start' : goldenEventText(config, path.events[index - 1] as AnyEventObject);
      const view = formatView(stepView(snapshot));
      lines.push(goldenLine(index, eventText, accepted ? view : `(ignored) ${view}`));
    },
  });
  return { lines, run };
}

/** Coverage of the committed paths (each replayed as committed, diverging or not). */
export function goldenCoverage(config: PathSuiteConfig, paths: ReadonlyArray<GoldenPath>): CoverageReport {
  return coverageOf(
    config,
    paths.map((path) => runEvents(config, path.events)),
  );
}
