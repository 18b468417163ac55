import { z } from 'zod';

/**
 * Where an answer left its contract, without what it held (ADR 052). A zod issue's path is made of
 * the schema's own keys, array indices and, under a record (`z.record`), the answer's own keys. Only
 * the first are the contract's words; indices and the answer's keys are data, so they are written
 * `[]` and `*`: `value.games[].gameName`, `value.info.register.*.minLength`. Nothing of an issue but
 * its path is read: zod's messages and some issues (`invalid_literal`, `invalid_enum_value`) carry
 * the value received.
 */

type Segment = string | number;

/** The path of an answer that is wrong as a whole (not an object, not JSON text of the right kind). */
export const ROOT_PATH = '(root)';
/** The most paths one failure reports: a list whose every row drifts is one path, but a shape can drift in many. */
export const MAX_ISSUE_PATHS = 10;
/** A deeper path is cut here: recursive schemas (help-centre children, whitelabel nodes) nest without end. */
const MAX_SEGMENTS = 16;

const INDEX = '[]';
const DATA_KEY = '*';

/** The schemas a value of `schema` is checked against, wrappers and unions opened. */
function concrete(schema: z.ZodTypeAny, depth = 0): z.ZodTypeAny[] {
  if (depth > MAX_SEGMENTS) return [];
  const next = (inner: z.ZodTypeAny) => concrete(inner, depth + 1);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return next(schema.unwrap());
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodCatch || schema instanceof z.ZodReadonly)
    return next(schema._def.innerType);
  if (schema instanceof z.ZodBranded) return next(schema.unwrap());
  if (schema instanceof z.ZodEffects) return next(schema.innerType());
  if (schema instanceof z.ZodLazy) return next(schema.schema);
  if (schema instanceof z.ZodPipeline) return [...next(schema._def.in), ...next(schema._def.out)];
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return (schema.options as z.ZodTypeAny[]).flatMap(next);
  if (schema instanceof z.ZodIntersection) return [...next(schema._def.left), ...next(schema._def.right)];
  return [schema];
}

interface Child {
  label: string;
  schema: z.ZodTypeAny | undefined;
}

/** How `segment` is written under `schema`, and the schema below it; undefined when the schema has no such part. */
function childOf(schema: z.ZodTypeAny, segment: Segment): Child | undefined {
  if (typeof segment === 'number') {
    if (schema instanceof z.ZodArray) return { label: INDEX, schema: schema.element };
    if (schema instanceof z.ZodTuple)
      return { label: INDEX, schema: schema.items[segment] ?? schema._def.rest ?? undefined };
    return undefined;
  }
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodTypeAny>;
    if (Object.hasOwn(shape, segment)) return { label: segment, schema: shape[segment] };
    const catchall = schema._def.catchall as z.ZodTypeAny;
    return catchall instanceof z.ZodNever ? undefined : { label: DATA_KEY, schema: catchall };
  }
  if (schema instanceof z.ZodRecord) return { label: DATA_KEY, schema: schema.valueSchema };
  return undefined;
}

const dataKeys = (labels: readonly string[]) => labels.filter((l) => l === DATA_KEY).length;

/** The labels of `path` read under `schema`; where the schema says nothing, every key is data. */
function labelsOf(schema: z.ZodTypeAny | undefined, path: readonly Segment[]): string[] {
  const [head, ...rest] = path;
  if (head === undefined) return [];
  let best: string[] | undefined;
  // A union's options may name different keys: the reading that names the most wins.
  for (const option of schema ? concrete(schema) : []) {
    const child = childOf(option, head);
    if (!child) continue;
    const labels = [child.label, ...labelsOf(child.schema, rest)];
    if (!best || dataKeys(labels) < dataKeys(best)) best = labels;
  }
  return best ?? [typeof head === 'number' ? INDEX : DATA_KEY, ...labelsOf(undefined, rest)];
}

/** One issue path as the contract names it: `value.games[].gameName`. */
export function issuePath(schema: z.ZodTypeAny, path: readonly Segment[]): string {
  const labels = labelsOf(schema, path.slice(0, MAX_SEGMENTS));
  if (labels.length === 0) return ROOT_PATH;
  return labels.reduce((out, label, i) => (label === INDEX || i === 0 ? out + label : `${out}.${label}`), '');
}

/** The distinct paths of a failed parse against `schema`, in the order zod found them, at most `limit`. */
export function issuePaths(schema: z.ZodTypeAny, error: z.ZodError, limit = MAX_ISSUE_PATHS): string[] {
  const paths = new Set<string>();
  for (const issue of error.issues) {
    if (paths.size >= limit) break;
    paths.add(issuePath(schema, issue.path));
  }
  return [...paths];
}
