import { assign, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';
import { errorKey } from '@/api/errors';
import { errorOf, keyed } from './configParts';
import { toFailure, type Failure } from './failure';
import { isUnclearFailure, type CheckOutcome, type LostSubmit } from './reconcile';

/**
 * The checked submit of ADR 033, written once for every money machine: one request per submit, and a
 * submit whose answer is lost is never sent again. `checking` asks the backend's records what
 * happened (found: the flow goes where the answer would have taken it; not found: back to the form
 * with "nothing was sent"); a check that fails leaves `outcomeUnknown`, where only another check
 * leads on.
 *
 * A money machine keeps `CheckedSubmitContext` in its context, takes the actions and guards with its
 * form's (`moneyFormParts`, moneyForm.ts), and writes its states with `...checkedSubmitStates({ … })`,
 * naming its own states, actors, event and tag (the names the golden paths and screens know).
 */

/** The context every checked submit keeps. */
export interface CheckedSubmitContext<Request> {
  failure: Failure | null;
  /** What the last submit sent: kept after its answer (screens show it), cleared once nothing was sent. */
  request: Request | null;
  /** When the request left (the client's clock): where a lost answer's check looks from. */
  submittedAt: number | null;
}

/** The tags the three states carry (beside the form's own). */
export type CheckedSubmitTag = 'busy' | 'checking' | 'outcomeUnknown';

/** After a check that could not tell: ask the backend's records again (`<prefix>.checkAgain`). */
export interface CheckAgainEvent<Prefix extends string> {
  type: `${Prefix}.checkAgain`;
}

/**
 * A money state reached without what it needs (no request, no found record): a fault in the machine,
 * never something to make up. An actor that threw it fails; it is no answer from the backend.
 */
export class CheckedSubmitFault extends Error {
  override name = 'CheckedSubmitFault';
}

/** What the submit sent; throws when there is none, so no actor ever receives a made-up amount. */
export function sentRequest<Request>(context: CheckedSubmitContext<Request>): Request {
  if (context.request === null) throw new CheckedSubmitFault('No request was sent');
  return context.request;
}

/** The lost submit a check reads: the request and when it left; throws when either is missing. */
export function lostSubmit<Request>(context: CheckedSubmitContext<Request>): LostSubmit<Request> {
  if (context.submittedAt === null) throw new CheckedSubmitFault('The request was never stamped as sent');
  return { request: sentRequest(context), submittedAt: context.submittedAt };
}

/** The result a check found; throws when it found none (the `wasFound` guard comes first). */
export function foundResult<Result>(outcome: CheckOutcome<Result>): Result {
  if (!outcome.found) throw new CheckedSubmitFault('The check found no record');
  return outcome.result;
}

/** `sentRequest` as an invoke's input. */
export const sentRequestInput = <Request>({ context }: { context: CheckedSubmitContext<Request> }) =>
  sentRequest(context);

/** `lostSubmit` as an invoke's input, for a check that needs nothing else. */
export const lostSubmitInput = <Request>({ context }: { context: CheckedSubmitContext<Request> }) =>
  lostSubmit(context);

/**
 * `lostSubmit` and the named context fields as a check's input: what else the check reads to tell
 * this submit's record from an earlier one (`checkInput: lostSubmitWith('knownIds')`).
 */
export const lostSubmitWith =
  <const Key extends string>(...keys: Key[]) =>
  <Request, Context extends CheckedSubmitContext<Request> & Record<Key, unknown>>({
    context,
  }: {
    context: Context;
  }): LostSubmit<Request> & Pick<Context, Key> => {
    const picked = {} as Pick<Context, Key>;
    for (const key of keys) picked[key] = context[key];
    return { ...picked, ...lostSubmit(context) };
  };

/** A placeholder actor (ADR 013): a machine run without its dependencies fails loudly. */
export const notProvided = <Output, Input = NonReducibleUnknown>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} not provided`);
  });

/**
 * `context` with the sub-flow's own fields laid over it. A request can only be cleared here, never
 * replaced, so the result is still the machine's context.
 */
const patched = <Context extends CheckedSubmitContext<unknown>>(
  context: Context,
  update: Partial<CheckedSubmitContext<never>>,
): Context => ({ ...context, ...update });

/**
 * The actions the three states name, typed for one machine; it spreads them into its `setup`
 * (`...checkedSubmitActions<FooContext, FooEvent>()`).
 */
export function checkedSubmitActions<
  Context extends CheckedSubmitContext<unknown>,
  Event extends EventObject,
>() {
  return {
    stampSubmit: assign<Context, Event, undefined, Event, never>(({ context }) =>
      patched(context, { submittedAt: Date.now() }),
    ),
    /** The backend said no (ADR 033 §1: a clear failure): nothing moved, and the form says why. */
    keepRefusal: assign<Context, Event, { error: unknown }, Event, never>(({ context }, params) =>
      patched(context, { failure: toFailure(params.error), request: null, submittedAt: null }),
    ),
    forgetFailure: assign<Context, Event, undefined, Event, never>(({ context }) =>
      patched(context, { failure: null }),
    ),
    nothingSent: assign<Context, Event, undefined, Event, never>(({ context }) =>
      patched(context, {
        failure: { messageKey: errorKey('nothingSent') },
        request: null,
        submittedAt: null,
      }),
    ),
    outcomeUnknown: assign<Context, Event, undefined, Event, never>(({ context }) =>
      patched(context, { failure: { messageKey: errorKey('outcomeUnknown') } }),
    ),
  };
}

/** The guards the three states name; a money machine spreads them into its `setup`. */
export const checkedSubmitGuards = {
  isUnclear: (_: unknown, params: { error: unknown }) => isUnclearFailure(params.error),
  wasFound: (_: unknown, params: { outcome: CheckOutcome<unknown> }) => params.outcome.found,
};

const unInferred = <Value>(value: Value): NoInfer<Value> => value;

const answerOf = <Result>({ event }: { event: { output: Result } }) => ({ result: event.output });
const foundAnswerOf = <Result>({ event }: { event: { output: CheckOutcome<Result> } }) => ({
  result: foundResult(event.output),
});
const outcomeOf = <Result>({ event }: { event: { output: CheckOutcome<Result> } }) => ({
  outcome: event.output,
});

export interface CheckedSubmitOptions<
  Submitting extends string,
  Submit extends string,
  Check extends string,
  CheckAgain extends string,
  Form extends string,
  Done extends string,
  Tag extends string,
  SendingTag extends string,
  Answered extends string,
  Leave extends string,
  SubmitInput,
  CheckInput,
> {
  /** The state that sends (today's name in each machine: submitting, moving, sending); `submitting` unless said. */
  submitting?: Submitting;
  /** The actor that sends the request; its output is the answer. */
  submit: Submit;
  /** The actor that reads the records after a lost answer; its output is a `CheckOutcome`. */
  check: Check;
  /** The event that asks again after a check that could not tell. */
  checkAgain: CheckAgain;
  /** Where a refusal or "nothing was sent" leads: the form, still holding what was typed; `editing` unless said. */
  form?: Form;
  /** Where an answer leads, whether it arrived or the check found it. */
  done: Done;
  /** The form's tag: every state of the sub-flow carries it, so the form stays mounted. */
  tag: Tag;
  /** The sending state's tag, where the form is not what sends (a confirmation step). */
  sendingTag?: SendingTag;
  /** The machine's action that takes the answer (params `{ result }`), on either way to `done`. */
  answered?: Answered;
  /** An action run whenever the sending state is left (a secret that goes with the request only). */
  leaveSubmitting?: Leave;
  /** The submit actor's input: the request (`sentRequestInput`) unless said, or the request with what else goes with it. */
  submitInput?: SubmitInput;
  /** The check actor's input: `lostSubmitInput`, or that and what else the machine's check reads. */
  checkInput: CheckInput;
}

/**
 * The three state nodes of ADR 033 (the sending state, `checking`, `outcomeUnknown`), in the
 * machine's own names, for `...checkedSubmitStates({ … })` in its `states`.
 */
export function checkedSubmitStates<
  const Submit extends string,
  const Check extends string,
  const CheckAgain extends string,
  const Done extends string,
  const Tag extends string,
  CheckInput,
  SubmitInput = typeof sentRequestInput,
  const Submitting extends string = 'submitting',
  const Form extends string = 'editing',
  const SendingTag extends string = Tag,
  const Answered extends string = never,
  const Leave extends string = never,
>(
  options: CheckedSubmitOptions<
    Submitting,
    Submit,
    Check,
    CheckAgain,
    Form,
    Done,
    Tag,
    SendingTag,
    Answered,
    Leave,
    SubmitInput,
    CheckInput
  >,
) {
  const { answered } = options;
  const submitting = (options.submitting ?? 'submitting') as Submitting;
  const form = (options.form ?? 'editing') as Form;
  const sending = {
    tags: ['busy', options.sendingTag ?? options.tag] as const,
    entry: 'stampSubmit' as const,
    exit: options.leaveSubmitting === undefined ? [] : [options.leaveSubmitting],
    invoke: {
      id: options.submit,
      src: options.submit,
      // Unsaid, SubmitInput is its default, the type of sentRequestInput.
      input: (options.submitInput ?? sentRequestInput) as SubmitInput,
      // The client's timeout ends a call that never answers (ADR 013): it arrives in onError.
      onDone: {
        target: options.done,
        actions: answered === undefined ? [] : [{ type: answered, params: answerOf }],
      },
      onError: [
        { guard: { type: 'isUnclear' as const, params: errorOf }, target: 'checking' as const },
        { target: form, actions: { type: 'keepRefusal' as const, params: errorOf } },
      ],
    },
  };
  const checking = {
    tags: ['checking', 'busy', options.tag] as const,
    entry: 'forgetFailure' as const,
    invoke: {
      id: options.check,
      src: options.check,
      input: options.checkInput,
      onDone: [
        {
          guard: { type: 'wasFound' as const, params: outcomeOf },
          target: options.done,
          actions: answered === undefined ? [] : [{ type: answered, params: foundAnswerOf }],
        },
        { target: form, actions: 'nothingSent' as const },
      ],
      onError: { target: 'outcomeUnknown' as const, actions: 'outcomeUnknown' as const },
    },
  };
  const outcomeUnknown = {
    tags: ['outcomeUnknown', options.tag] as const,
    on: keyed(options.checkAgain, 'checking' as const),
  };
  // The names come from the options alone, never from the machine's config around the call.
  return unInferred({ ...keyed(submitting, sending), checking, outcomeUnknown });
}

/** What every screen of a checked submit draws from it (ADR 013: screens select slices). */
export const selectCheckedSubmit = (s: {
  hasTag(tag: 'busy' | 'checking' | 'outcomeUnknown'): boolean;
  context: { failure: Failure | null };
}) => ({
  busy: s.hasTag('busy'),
  checking: s.hasTag('checking'),
  outcomeUnknown: s.hasTag('outcomeUnknown'),
  failure: s.context.failure,
});
