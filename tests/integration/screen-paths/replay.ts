/**
 * Replays a machine's committed golden paths through the screens (ADR 015): every event of a path
 * maps to a user step (fill, click, choose a scenario) or to an outcome the mock backend is told to
 * give before the step that causes it, and after every settled step the screen must show what the
 * committed state says (the state's visible form, its failure message, its invalid fields).
 *
 * Runner-neutral: vitest (jsdom, `*.screen.test.tsx`) and Storybook play functions
 * (`stories/machines/**`) call `replayOnScreen` with their own root and step wrapper.
 */
import i18next from 'i18next';
import type { ReactElement } from 'react';
import type { AnyEventObject } from 'xstate';
import { switchScenario } from '@mocks/reset';
import { deepMerge, type DeepPartial, type Scenario, type ScenarioName } from '@mocks/scenarios';
import { parseView, type GoldenPath, type ParsedView, type PathSuiteConfig } from '../../paths/harness';
import { waitFor, within, type Screen, type User } from '../../support/steps';

export type ScenarioPatch = DeepPartial<Scenario>;

export interface ScreenContext {
  user: User;
  screen: Screen;
  /** Scratch space a plan's steps share along one path (e.g. the credentials typed). */
  memo: Record<string, unknown>;
  /** Moves a fake clock on (runners that install one: the vitest binding); absent elsewhere. */
  advance?: (ms: number) => Promise<void>;
}

export interface StepDef {
  /**
   * A person's action. `answers`: keys of the call outcomes that directly follow it; `rest`: every
   * key after it (what a person types can decide an outcome several steps later).
   */
  act?: (ctx: ScreenContext, answers: string[], rest: string[]) => Promise<void>;
  /** A call's outcome: what the mock backend must do, arranged before the action that causes it. */
  arrange?: ScenarioPatch;
  /** A timer the screen waits for in real time (short spec timers only). */
  waitMs?: number;
  /**
   * A long spec deadline a person waits out (minutes): the runner's fake clock jumps it. A runner
   * without one (Storybook) lists the path as machine-only.
   */
  advanceMs?: number;
  /**
   * Not reachable by a person on this screen: the reason, shown in the test list. A function gets
   * the committed state before the step and the keys of the steps before it (a control may exist
   * in one state and not in another).
   */
  machineOnly?: string | ((before: ParsedView, earlier: string[]) => string | null);
}

export interface ScreenPlan {
  suite: PathSuiteConfig;
  scenario: { name: ScenarioName; overrides?: ScenarioPatch };
  /** Route the site starts on, its `?query` included (a centre page: `/?mc=withdraw`). */
  route?: string;
  /**
   * The piece of the site played alone, inside the app's providers, where the whole site does not show it
   * (the raffle block needs a build setting the test build leaves unset). Without it: the whole site.
   */
  element?: () => ReactElement;
  /** Before the site boots (e.g. a member logged in through the API, as the path needs). */
  prepare?: (path: GoldenPath) => Promise<void>;
  /** From the booted site to the machine's first state on screen (e.g. open the login popup). */
  open: (ctx: ScreenContext) => Promise<void>;
  /** Per event key (`login.submit#2`, or `login.submit` for every variant). */
  steps: Readonly<Record<string, StepDef>>;
  /** A state the screen rests in (not waiting for a call), so it can be checked. */
  settled: (view: ParsedView) => boolean;
  expectView: (ctx: ScreenContext, view: ParsedView) => Promise<void>;
  /**
   * A path that ends waiting for a call: what the screen shows once that call has been made (the
   * mock answers at once, so the waiting itself is not visible). Without it such an end is unchecked.
   */
  expectPending?: (ctx: ScreenContext, view: ParsedView) => Promise<void>;
}

/** The step for `key`: exact (`type#n`), then any variant (`type`), then a delay by name (`xstate.after.<delay>`). */
function findStep(plan: ScreenPlan, key: string): StepDef | undefined {
  const delay = /^(xstate\.after\.[^.]+)\./.exec(key)?.[1];
  return plan.steps[key] ?? plan.steps[key.replace(/#\d+$/, '')] ?? (delay ? plan.steps[delay] : undefined);
}

export function stepOf(plan: ScreenPlan, key: string): StepDef {
  const def = findStep(plan, key);
  if (!def) throw new Error(`${plan.suite.name}: no screen step for ${key}`);
  return def;
}

const isAnswer = (def: StepDef): boolean =>
  !def.act && def.waitMs === undefined && def.advanceMs === undefined && typeof def.machineOnly !== 'string';

/** The path waits out a long deadline: its runner needs a fake clock. */
export function needsClock(plan: ScreenPlan, path: GoldenPath): boolean {
  return path.keys.some((key) => findStep(plan, key)?.advanceMs !== undefined);
}

/**
 * Why a committed path cannot be replayed through the screens, or null when it can. `clock`: the
 * runner can jump a fake clock over long deadlines.
 */
export function machineOnlyReason(plan: ScreenPlan, path: GoldenPath, clock = false): string | null {
  for (const [index, key] of path.keys.entries()) {
    const def = findStep(plan, key);
    if (!def) return `step ${index + 2} (${key}) has no screen step yet`;
    if (def.advanceMs !== undefined && !clock)
      return `step ${index + 2} (${key}): a ${def.advanceMs / 60_000}-minute deadline, replayed on screen where a fake clock can jump it (vitest)`;
    const reason =
      typeof def.machineOnly === 'function'
        ? def.machineOnly(parseView(path.views[index] as string), path.keys.slice(0, index))
        : def.machineOnly;
    if (reason) return `step ${index + 2} (${key}): ${reason}`;
  }
  return null;
}

/** The scenario for the next action: the plan's own, plus what the following outcomes need. */
function arrangeFor(plan: ScreenPlan, answers: string[]): void {
  const patch = answers.reduce<ScenarioPatch>(
    (acc, key) => deepMerge<ScenarioPatch>(acc, stepOf(plan, key).arrange ?? {}),
    plan.scenario.overrides ?? {},
  );
  switchScenario(plan.scenario.name, patch);
}

/** The outcomes that directly follow step `index` (0 = the start), in path order. */
function answersAfter(plan: ScreenPlan, path: GoldenPath, index: number): string[] {
  const answers: string[] = [];
  for (const key of path.keys.slice(index)) {
    if (!isAnswer(stepOf(plan, key))) break;
    answers.push(key);
  }
  return answers;
}

/**
 * The scenario the site must boot on for `path`: the start's own outcomes (e.g. the first page
 * failing) happen while the screen mounts, so they are arranged before it renders.
 */
export function arrangeStart(plan: ScreenPlan, path: GoldenPath): void {
  arrangeFor(plan, answersAfter(plan, path, 0));
}

export type StepRunner = (label: string, run: () => Promise<void>) => Promise<void>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Plays `path` on a booted site: numbered step after numbered step (`runStep` lets Storybook show
 * each in its interactions panel). Throws with the step's golden line when the screen disagrees.
 */
export async function replayOnScreen(
  plan: ScreenPlan,
  path: GoldenPath,
  ctx: ScreenContext,
  runStep: StepRunner = (_label, run) => run(),
): Promise<void> {
  const reason = machineOnlyReason(plan, path, ctx.advance !== undefined);
  if (reason) throw new Error(`${plan.suite.name} path ${path.number} is machine-only: ${reason}`);
  for (const [index, line] of path.lines.entries()) {
    await runStep(line, async () => {
      // The outcomes that directly follow this step are arranged before the step causes them
      // (the start's before the site renders: `arrangeStart`).
      const answers = answersAfter(plan, path, index);
      if (index === 0) {
        await plan.open(ctx);
      } else {
        const def = stepOf(plan, path.keys[index - 1] as string);
        if (def.act) {
          arrangeFor(plan, answers);
          await def.act(ctx, answers, path.keys.slice(index));
        } else if (def.waitMs !== undefined) {
          await sleep(def.waitMs);
        } else if (def.advanceMs !== undefined && ctx.advance) {
          await ctx.advance(def.advanceMs);
        }
      }
      // A state followed by a call's outcome may already be gone: the outcome's state is checked.
      const nextKey = path.keys[index];
      const followedByAnswer = nextKey !== undefined && isAnswer(stepOf(plan, nextKey));
      const view = parseView(path.views[index] as string);
      const pendingEnd = nextKey === undefined && !plan.settled(view) && plan.expectPending;
      if ((!followedByAnswer && plan.settled(view)) || pendingEnd) {
        try {
          await (pendingEnd ? pendingEnd(ctx, view) : plan.expectView(ctx, view));
        } catch (error) {
          const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
          throw new Error(`${plan.suite.name} path ${path.number}, on screen after "${line}": ${detail}`);
        }
      }
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Checks shared by the plans

/** Why a path submitting a picture over 5 MB or a fourth one is machine-only on the picture picker's forms. */
export const PICKER_REFUSES =
  'the picture picker refuses a picture over 5 MB or a fourth one itself (its own message), so the form never submits them';

/** A small PNG named `name`, as a person picks it. */
export const picture = (name: string): File => new File(['x'], name, { type: 'image/png' });

/** The step of a call the server refuses (a business error with its code and message), arranged on the mock. */
export function refusedBy(call: string, errorCode: string, message: string): StepDef {
  return { arrange: { faults: { [call]: { kind: 'business', errorCode, message } } } };
}

/**
 * A form at rest: its own failure line (the alert no field names) says the committed failure, and
 * exactly the committed fields are marked invalid (`names`: machine field → form field where they differ).
 */
export function checkForm(
  root: HTMLElement,
  view: ParsedView,
  names: Readonly<Record<string, string>> = {},
): void {
  checkFailure(root, view.failure, formFailureAlert(root));
  checkInvalidFields(root, view.invalid, names);
}

/** Waits until `check` passes (mock round trips, lazy chunks), then returns. */
export async function eventually(check: () => void, timeout = 8000): Promise<void> {
  await waitFor(check, { timeout });
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** The English text of a failure key, when it needs no values (`errors:loginFailed`). */
export function failureText(key: string): string | null {
  const [namespace = '', path = ''] = key.includes(':') ? key.split(':', 2) : ['errors', key];
  const text: unknown = i18next.getResource(i18next.language || 'en', namespace, path);
  return typeof text === 'string' && !text.includes('{{') ? text : null;
}

/** The names of the fields in `root` marked invalid, sorted. */
export function invalidFields(root: HTMLElement): string[] {
  return [...root.querySelectorAll('[aria-invalid="true"]')]
    .map((el) => el.getAttribute('name') ?? el.id)
    .sort();
}

/**
 * Checks that exactly the committed invalid fields are marked invalid in `root`; `names` maps a machine's
 * field name to the form's where they differ.
 */
export function checkInvalidFields(
  root: HTMLElement,
  committed: readonly string[],
  names: Readonly<Record<string, string>> = {},
): void {
  const expected = committed.map((name) => names[name] ?? name).sort();
  const invalid = invalidFields(root);
  assert(
    invalid.join() === expected.join(),
    `expected invalid fields [${expected.join(', ')}], saw [${invalid.join(', ')}]`,
  );
}

/**
 * The form's own failure line in `root`: an alert that is not a field's message (a field's message
 * is named by that field's `aria-describedby`, and is an alert too).
 */
export function formFailureAlert(root: HTMLElement): HTMLElement | null {
  // Every described control (a password field has no role to find it by).
  const fieldNotes = new Set(
    [...root.querySelectorAll('[aria-describedby]')].flatMap((field) =>
      (field.getAttribute('aria-describedby') ?? '').split(' '),
    ),
  );
  return (
    within(root)
      .queryAllByRole('alert')
      .find((alert) => alert.id === '' || !fieldNotes.has(alert.id)) ?? null
  );
}

/** Checks the failure alert (`[role=alert]` inside `root`) against the committed failure key. */
export function checkFailure(root: HTMLElement, failure: string | null, alert: HTMLElement | null): void {
  if (failure === null) {
    assert(alert === null, `expected no failure message, saw "${alert?.textContent ?? ''}"`);
    return;
  }
  assert(
    alert !== null,
    `expected the failure message for ${failure}, saw none; the screen reads "${(root.textContent ?? '').slice(0, 300)}"`,
  );
  const text = failureText(failure);
  if (text) {
    assert(
      (alert.textContent ?? '').includes(text),
      `expected "${text}" (${failure}), saw "${alert.textContent ?? ''}"`,
    );
  }
}

/**
 * A load that failed: the page's alert says what could not be loaded (`title`) and the failure's message,
 * and offers "Try again".
 */
export function checkLoadFailure(root: HTMLElement, failure: string | null, title: string): void {
  const alert = within(root).queryByRole('alert');
  assert(alert?.textContent?.includes(title), `expected the load failure "${title}"`);
  checkFailure(root, failure, alert);
  assert(within(root).queryByRole('button', { name: 'Try again' }) !== null, 'no Try again');
}

export function eventOf(path: GoldenPath, index: number): AnyEventObject | undefined {
  return path.events[index];
}
