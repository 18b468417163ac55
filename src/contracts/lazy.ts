import { z } from 'zod';

/**
 * A schema built on its first use, then kept. Two reasons to defer one (ADR 020):
 * - every route's envelope is a handful of zod objects, and building them for every route of a group
 *   while its module loads was a measurable part of the boot's script evaluation;
 * - zod's own `z.lazy` calls its getter for every value it checks, so a self-referencing schema (a tree)
 *   built with it rebuilt the object schema for each node.
 */
export function lazySchema<S extends z.ZodTypeAny>(build: () => S): z.ZodLazy<S> {
  let schema: S | undefined;
  return z.lazy(() => (schema ??= build()));
}
