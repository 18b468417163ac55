import type { RouteFault } from '../scenarios';

export type ReshapeFault = Extract<RouteFault, { kind: 'reshape' }>;

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function child(container: Container, segment: string | number): unknown {
  return Array.isArray(container) ? container[Number(segment)] : container[String(segment)];
}

/**
 * The answer with one part changed as `fault` says (the `wireDrift` scenario, ADR 052): the value at
 * `fault.path` replaced by `fault.set`, or removed. A copy: the db's records stay as they are. A path
 * the answer does not have changes nothing, and the wire check's test then finds no drift there.
 */
export function reshaped(body: unknown, fault: ReshapeFault): unknown {
  const copy: unknown = structuredClone(body);
  const last = fault.path.at(-1);
  let parent: unknown = copy;
  for (const segment of fault.path.slice(0, -1)) {
    if (!isContainer(parent)) return copy;
    parent = child(parent, segment);
  }
  if (!isContainer(parent) || last === undefined) return copy;
  if ('remove' in fault) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[String(last)];
  } else if (Array.isArray(parent)) parent[Number(last)] = fault.set;
  else parent[String(last)] = fault.set;
  return copy;
}
