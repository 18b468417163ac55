// @vitest-environment node
/**
 * ADR 013: every actor a machine names in `setup({ actors })` is a placeholder that throws
 * `<name> not provided`, so a machine run without its dependencies fails loudly instead of answering
 * as if a backend had (an empty launch address, no games, a game opened). Each machine's placeholders
 * are started here on their own and must fail with that message.
 */
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>('./*/*.machine.ts', { eager: true });

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'implementations' in value && 'provide' in value;
}

const machines = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]))
    .map(([name, machine]) => ({ file, name, machine })),
);

/** What the placeholder ended with: the error it failed with, or a note that it did not fail. */
function runAlone(logic: AnyActorLogic): Promise<unknown> {
  return new Promise((resolve) => {
    const actor = createActor(logic, { input: undefined });
    const timer = setTimeout(() => {
      actor.stop();
      resolve('still running');
    }, 200);
    actor.subscribe({
      error: (error: unknown) => {
        clearTimeout(timer);
        resolve(error);
      },
      complete: () => {
        clearTimeout(timer);
        resolve('completed');
      },
    });
    actor.start();
  });
}

describe('placeholder actors (ADR 013)', () => {
  it('finds the machines', () => {
    expect(machines.length).toBeGreaterThan(20);
  });

  for (const { file, name, machine } of machines) {
    const actors = Object.entries(machine.implementations.actors);
    if (actors.length === 0) continue;
    it(`${name} (${file}): each placeholder throws '<name> not provided'`, async () => {
      const outcomes = await Promise.all(
        actors.map(async ([actorName, logic]) => {
          const outcome = await runAlone('src' in logic ? logic.src : logic);
          return [actorName, outcome instanceof Error ? outcome.message : String(outcome)];
        }),
      );
      expect(Object.fromEntries(outcomes)).toEqual(
        Object.fromEntries(actors.map(([actorName]) => [actorName, `${actorName} not provided`])),
      );
    });
  }
});
