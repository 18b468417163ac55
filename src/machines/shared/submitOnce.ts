import { CheckedSubmitFault } from './checkedSubmit';

/**
 * One validation per submit (ADR 036: the form's rules run once, on what was typed): a submit
 * transition's guard ("is it invalid?") and its action (show the errors, or keep the request) read
 * the same result, computed the first time either asks. XState hands the guard and the transition's
 * first action the same context and event objects, so the pair is the key; a result lives as long as
 * they do.
 */
export function oncePerSubmit<Context extends object, Event extends object, Result>(
  validate: (context: Context, event: Event) => Result,
): (context: Context, event: Event) => Result {
  const results = new WeakMap<Context, WeakMap<Event, Result>>();
  return (context, event) => {
    let byEvent = results.get(context);
    if (byEvent === undefined) {
      byEvent = new WeakMap();
      results.set(context, byEvent);
    }
    if (byEvent.has(event)) return byEvent.get(event) as Result;
    const result = validate(context, event);
    byEvent.set(event, result);
    return result;
  };
}

/** What a valid submit checked; throws when the submit was invalid (its guard comes first). */
export function validValue<Value>(value: Value | null): Value {
  if (value === null) throw new CheckedSubmitFault('An invalid submit reached its request');
  return value;
}

/**
 * The transitions of a form's submit event, on the names every money form gives them: an invalid
 * submit (`isInvalid`) shows its errors (`showFieldErrors`) and stays; an offline device is refused
 * before anything is sent (ADR 041); a valid one is kept (`keepRequest`) and sent from `target`.
 */
export function formSubmit<const Target extends string>(target: Target) {
  return [
    { guard: 'isInvalid' as const, actions: 'showFieldErrors' as const },
    { guard: 'isOffline' as const, actions: 'refuseOffline' as const },
    { target, actions: 'keepRequest' as const },
  ];
}
