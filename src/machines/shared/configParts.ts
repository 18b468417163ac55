/**
 * Pieces the shared sub-flows (`checkedSubmit`, `setupLoad`) build their state config from.
 */

/**
 * `{ [key]: value }` with the key's own name in its type: TypeScript widens a computed key of a
 * generic type to an index signature, which would let a misspelt event or state name through.
 */
export function keyed<const Key extends string, Value>(key: Key, value: Value): { [K in Key]: Value } {
  return { [key]: value } as { [K in Key]: Value };
}

/** A failed invoke's error as an action's params (`{ error }`). */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
