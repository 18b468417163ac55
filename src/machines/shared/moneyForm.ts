import { assign, type EventObject } from 'xstate';
import {
  checkedSubmitActions,
  checkedSubmitGuards,
  CheckedSubmitFault,
  type CheckedSubmitContext,
} from './checkedSubmit';
import { OFFLINE_FAILURE, isDeviceOffline } from './offline';
import { oncePerSubmit, validValue } from './submitOnce';

/** A money machine's `types` in one line (`types: {} as MoneyFormTypes<FooContext, FooEvent, FooTag>`). */
export interface MoneyFormTypes<Context, Event extends EventObject, Tag extends string> {
  context: Context;
  events: Event;
  tags: Tag;
}

/**
 * What a money form's validation says of one submit (ADR 036): every field's message, and the value
 * the submit would send (null whenever a field failed).
 */
export interface SubmitCheck<FieldErrors, Value> {
  fieldErrors: FieldErrors;
  value: Value | null;
}

/** The context a money form keeps: its checked submit's, and each field's message. */
interface FormContext extends CheckedSubmitContext<unknown> {
  fieldErrors: object;
}

/**
 * Everything a money form's `setup` names, written once: the checked submit's actions and guards
 * (ADR 033), and the form's submit on the names `formSubmit` gives its transitions. `validate` runs
 * once per submit (`oncePerSubmit`), and `keep` lays the checked value over the context as the
 * request; an offline device is refused before anything is sent (ADR 041).
 *
 * A machine writes `const form = moneyFormParts<FooContext, FooEvent>()('foo.submit', validate, keep)`
 * and spreads `form.actions` and `form.guards` into its `setup`.
 */
export function moneyFormParts<Context extends FormContext, Event extends EventObject>() {
  return <const Type extends Event['type'], Value>(
    type: Type,
    validate: (
      context: Context,
      event: Extract<Event, { type: Type }>,
    ) => SubmitCheck<Context['fieldErrors'], Value>,
    keep: (value: Value, event: Extract<Event, { type: Type }>, context: Context) => Partial<Context>,
  ) => {
    const checked = oncePerSubmit(validate);
    const isSubmit = (event: Event): event is Extract<Event, { type: Type }> => event.type === type;
    const submitted = (event: Event) => {
      if (!isSubmit(event)) throw new CheckedSubmitFault(`${event.type} is not ${type}`);
      return event;
    };
    return {
      actions: {
        ...checkedSubmitActions<Context, Event>(),
        showFieldErrors: assign<Context, Event, undefined, Event, never>(({ context, event }) => ({
          ...context,
          fieldErrors: checked(context, submitted(event)).fieldErrors,
          failure: null,
        })),
        keepRequest: assign<Context, Event, undefined, Event, never>(({ context, event }) => {
          const submit = submitted(event);
          const value = validValue(checked(context, submit).value);
          return { ...context, ...keep(value, submit, context), fieldErrors: {}, failure: null };
        }),
        refuseOffline: assign<Context, Event, undefined, Event, never>(({ context }) => ({
          ...context,
          failure: OFFLINE_FAILURE,
        })),
      },
      guards: {
        ...checkedSubmitGuards,
        isInvalid: ({ context, event }: { context: Context; event: Event }) =>
          Object.keys(checked(context, submitted(event)).fieldErrors).length > 0,
        isOffline: isDeviceOffline,
      },
    };
  };
}
