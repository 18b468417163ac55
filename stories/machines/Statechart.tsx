import type { AnyStateMachine } from 'xstate';
import type { AnyStateNode } from 'xstate/graph';

/**
 * A machine's statechart, read from its definition (states, tags, every transition with its guard
 * and targets), for product owners: the same definition the golden paths are generated from.
 */
interface Transition {
  event: string;
  guard: string | null;
  targets: string;
}

function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'inline guard';
}

function describeEvent(descriptor: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(descriptor);
  if (done) return `${done[1]} succeeds`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(descriptor);
  if (error) return `${error[1]} fails`;
  const after = /^xstate\.after\.([^.]+)\./.exec(descriptor);
  if (after) return `after ${after[1]}`;
  return descriptor;
}

function transitionsOf(node: AnyStateNode): Transition[] {
  const out: Transition[] = [];
  for (const [descriptor, list] of node.transitions) {
    for (const t of list) {
      out.push({
        event: describeEvent(descriptor),
        guard: guardName(t.guard),
        targets: t.target?.map((n) => n.key).join(', ') ?? '(stays)',
      });
    }
  }
  for (const t of node.always ?? []) {
    out.push({
      event: '(immediately)',
      guard: guardName(t.guard),
      targets: t.target?.map((n) => n.key).join(', ') ?? '(stays)',
    });
  }
  return out;
}

function StateView({ node }: { node: AnyStateNode }) {
  const children = Object.values(node.states);
  const transitions = transitionsOf(node);
  return (
    <li className="statechart__state">
      <strong>{node.key}</strong>
      {node.type !== 'atomic' ? <em> ({node.type})</em> : null}
      {node.tags.length > 0 ? <span> · tags: {node.tags.join(', ')}</span> : null}
      {transitions.length > 0 ? (
        <ul className="statechart__transitions">
          {transitions.map((t, index) => (
            <li key={`${t.event}-${index}`}>
              <code>{t.event}</code>
              {t.guard ? <span> [{t.guard}]</span> : null} → {t.targets}
            </li>
          ))}
        </ul>
      ) : null}
      {children.length > 0 ? (
        <ol className="statechart__children">
          {children.map((child) => (
            <StateView key={child.id} node={child} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

export interface MachineOnlyPath {
  number: number;
  reason: string;
}

export function Statechart({
  machine,
  golden,
  machineOnly = [],
}: {
  machine: AnyStateMachine;
  golden: string;
  /** Committed paths without a path story, each with why no person can walk it on screen. */
  machineOnly?: MachineOnlyPath[];
}) {
  return (
    <article className="statechart" style={{ padding: 16, fontSize: 14, lineHeight: 1.5 }}>
      <h1>Machine {machine.id}</h1>
      <p>
        Every state, its tags and its transitions (event [guard] → target), read from the machine definition.
      </p>
      <ol>
        <StateView node={machine.root} />
      </ol>
      {machineOnly.length > 0 ? (
        <>
          <h2>Paths without a story (replayed on the machine only)</h2>
          <ul>
            {machineOnly.map((path) => (
              <li key={path.number}>
                Path {path.number}: {path.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>Committed paths (tests/paths/golden)</h2>
      <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{golden}</pre>
    </article>
  );
}
