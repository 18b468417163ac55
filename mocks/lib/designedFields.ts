import type { AppRoute } from '@ts-rest/core';
import { designedFieldPaths } from '@/contracts/fields';
import { routeMeta } from '@/contracts/meta';

/**
 * What a plain WPS backend leaves out of an answer (ADR 050): on a wire route, every field this site
 * designed. A designed route keeps its fields (the whole route is this site's design; a backend without it
 * fails the call instead). Computed once per route.
 */
const pathsByRoute = new WeakMap<AppRoute, readonly string[][]>();

function designedSteps(route: AppRoute): readonly string[][] {
  let steps = pathsByRoute.get(route);
  if (!steps) {
    const source = routeMeta(route).source;
    steps =
      source === 'designed' || source === 'extension'
        ? []
        : designedFieldPaths(route).map((path) =>
            path
              .replace(/\[\]/g, '.[]')
              .split('.')
              .filter((step) => step !== ''),
          );
    pathsByRoute.set(route, steps);
  }
  return steps;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Copies `value` without the field `steps` names; `[]` walks an array's items, `*` a record's values. */
function without(value: unknown, steps: readonly string[]): unknown {
  const [step, ...rest] = steps;
  if (step === undefined) return value;
  if (step === '[]') return Array.isArray(value) ? value.map((item) => without(item, rest)) : value;
  if (!isObject(value)) return value;
  if (step === '*') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, without(v, rest)]));
  if (!(step in value)) return value;
  if (rest.length === 0) {
    const { [step]: _left, ...kept } = value;
    return kept;
  }
  return { ...value, [step]: without(value[step], rest) };
}

/** The success envelope's `value` without the route's designed fields; any other answer as it is. */
export function withoutDesignedFields(route: AppRoute, body: unknown): unknown {
  const steps = designedSteps(route);
  if (steps.length === 0 || !isObject(body) || body['success'] !== true || !('value' in body)) return body;
  const value = steps.reduce<unknown>((v, path) => without(v, path), body['value']);
  return { ...body, value };
}
