import { isAppRouteMutation, type AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { ownMark, routeMeta, sourceMark, type FieldMark } from './meta';

/** Where a field travels: the query string, the path, the request body, or the answer's `value`. */
export type FieldPart = 'query' | 'path' | 'body' | 'value';

export type ContractField = {
  /** Dotted path from the part's root: `info.memberLabelColor`; `[]` is an array item, `*` a record value. */
  path: string;
  in: 'request' | 'response';
  part: FieldPart;
  mark: FieldMark;
};

type Unwrapped = { base: z.ZodTypeAny; mark: FieldMark | undefined };

/** Peels the wrappers that leave a field's shape alone, keeping the first mark met on the way in. */
function unwrap(schema: z.ZodTypeAny): Unwrapped {
  let base = schema;
  let mark: FieldMark | undefined;
  for (;;) {
    mark ??= ownMark(base);
    if (base instanceof z.ZodOptional || base instanceof z.ZodNullable) base = base.unwrap();
    else if (base instanceof z.ZodDefault) base = base.removeDefault();
    else if (base instanceof z.ZodCatch) base = base.removeCatch();
    else if (base instanceof z.ZodEffects) base = base.innerType();
    else if (base instanceof z.ZodBranded) base = base.unwrap();
    else if (base instanceof z.ZodReadonly) base = base.unwrap();
    else if (base instanceof z.ZodPipeline) base = base._def.in;
    else if (base instanceof z.ZodLazy) base = base.schema;
    else return { base, mark };
  }
}

type Found = { path: string; mark: FieldMark };

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Every field under `schema`: each object key, its nested keys, array items' and record values' keys, every
 * option of a union. A field without a mark takes its parent's. A tree (a schema met again inside itself)
 * is listed once.
 */
function collect(
  schema: z.ZodTypeAny,
  path: string,
  mark: FieldMark,
  ancestors: ReadonlySet<z.ZodTypeAny>,
  out: Found[],
): void {
  const { base } = unwrap(schema);
  if (ancestors.has(base)) return;
  const inside = new Set(ancestors).add(base);
  const into = (child: z.ZodTypeAny, childPath: string) =>
    collect(child, childPath, unwrap(child).mark ?? mark, inside, out);
  if (base instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(base.shape as z.ZodRawShape)) {
      const fieldPath = join(path, key);
      out.push({ path: fieldPath, mark: unwrap(field).mark ?? mark });
      into(field, fieldPath);
    }
  } else if (base instanceof z.ZodArray) {
    into(base.element, `${path}[]`);
  } else if (base instanceof z.ZodRecord) {
    into(base.valueSchema, join(path, '*'));
  } else if (base instanceof z.ZodUnion || base instanceof z.ZodDiscriminatedUnion) {
    const options: readonly z.ZodTypeAny[] = base.options;
    for (const option of options) into(option, path);
  } else if (base instanceof z.ZodIntersection) {
    into(base._def.left, path);
    into(base._def.right, path);
  }
}

function fieldsOf(schema: unknown, mark: FieldMark): Found[] {
  if (!(schema instanceof z.ZodType)) return [];
  const out: Found[] = [];
  collect(schema, '', unwrap(schema).mark ?? mark, new Set(), out);
  const seen = new Set<string>();
  return out.filter(({ path }) => !seen.has(path) && seen.add(path));
}

/** The `value` of the success envelope (envelope.ts `wps`), or undefined for a plain-text answer. */
function successValue(ok: unknown): z.ZodTypeAny | undefined {
  if (!(ok instanceof z.ZodType)) return undefined;
  const { base } = unwrap(ok);
  if (!(base instanceof z.ZodDiscriminatedUnion || base instanceof z.ZodUnion)) return undefined;
  const options: readonly z.ZodTypeAny[] = base.options;
  for (const option of options) {
    const envelope = unwrap(option).base;
    if (!(envelope instanceof z.ZodObject)) continue;
    const shape = envelope.shape as z.ZodRawShape;
    const success = shape['success'];
    if (success instanceof z.ZodLiteral && success.value === true) return shape['value'];
  }
  return undefined;
}

/**
 * The fields of a route with their marks (ADR 050): what the request sends (query, path, body) and what the
 * success answer's `value` carries. A field without a mark takes its route's family: a map route's are
 * `wire`, a designed route's `designed`, an extension route's `extension` (meta.ts `sourceMark`).
 */
export function routeFields(route: AppRoute): ContractField[] {
  const fallback = sourceMark[routeMeta(route).source];
  const request = (part: FieldPart, schema: unknown): ContractField[] =>
    fieldsOf(schema, fallback).map((f) => ({ ...f, in: 'request', part }));
  return [
    ...request('path', route.pathParams),
    ...request('query', route.query),
    ...(isAppRouteMutation(route) ? request('body', route.body) : []),
    ...fieldsOf(successValue(route.responses[200]), fallback).map((f): ContractField => ({
      ...f,
      in: 'response',
      part: 'value',
    })),
  ];
}

/**
 * The answer's field paths (relative to `value`) marked designed, outermost only: a designed object's own
 * keys are not repeated. What a plain-WPS backend would not send (ADR 050).
 */
export function designedFieldPaths(route: AppRoute): string[] {
  const designedPaths = routeFields(route)
    .filter((f) => f.in === 'response' && f.mark === 'designed')
    .map((f) => f.path);
  const inside = (path: string, outer: string) =>
    path.startsWith(`${outer}.`) || path.startsWith(`${outer}[]`);
  return designedPaths.filter((path) => !designedPaths.some((outer) => inside(path, outer)));
}
