import { assertEvent, assign, setup } from 'xstate';
import type { DecimalString } from '@/money/money';
import { checkConvertPoints, checkPointsPassword, checkQuantity, type WholeCheck } from '@/validation/points';
import type { ValidationMessage } from '@/validation/types';
import type { CheckOutcome, LostSubmit } from '../shared/reconcile';
import {
  checkedSubmitActions,
  checkedSubmitGuards,
  checkedSubmitStates,
  lostSubmit,
  notProvided,
  sentRequestInput,
  sentRequest,
  type CheckedSubmitContext,
} from '../shared/checkedSubmit';
import { oncePerSubmit, validValue } from '../shared/submitOnce';

/** What the member spends points on: a reward from the catalogue, or wallet balance at the merchant's ratio. */
export type PointsOrderKind =
  | { kind: 'redeem'; rewardId: string; price: DecimalString; stock: number | null }
  | { kind: 'convert'; ratio: DecimalString; minimum: DecimalString | null };

export interface PointsOrderInput {
  order: PointsOrderKind;
  /** The member's point balance when the form opened. */
  balance: DecimalString;
}

/** The checked request: how many (items to redeem, or points to convert) and the password to verify. */
export interface PointsRequest {
  order: PointsOrderKind;
  count: DecimalString;
  password: string;
}

export interface PointsFieldErrors {
  count?: ValidationMessage;
  password?: ValidationMessage;
}

export interface PointsOrderContext extends PointsOrderInput, CheckedSubmitContext<PointsRequest> {
  fieldErrors: PointsFieldErrors;
}

/**
 * An order whose answer was lost (ADR 033), with the point balance the form held when it was sent:
 * an order's record is only this submit's when the points have gone down since.
 */
export interface LostPointsOrder extends LostSubmit<PointsRequest> {
  balance: DecimalString;
}

/** An order's answer carries nothing the form shows: found is all the check has to say. */
export type PointsOrderCheck = CheckOutcome<null>;

export type PointsOrderEvent =
  | { type: 'points.submit'; count: string; password: string }
  | { type: 'points.again'; balance: DecimalString }
  /** After a check that could not tell: ask the backend again (ADR 033). */
  | { type: 'points.checkAgain' };

export type PointsOrderTag = 'editing' | 'busy' | 'done' | 'checking' | 'outcomeUnknown';

function checkCount(context: PointsOrderInput, text: string): WholeCheck {
  const { order, balance } = context;
  return order.kind === 'redeem'
    ? checkQuantity(text, { price: order.price, balance, stock: order.stock })
    : checkConvertPoints(text, { balance, minimum: order.minimum });
}

/** The order's one validation of a submit (ADR 036): every field's message and the count it would send. */
const validate = oncePerSubmit((context: PointsOrderContext, event: { count: string; password: string }) => {
  const checked = checkCount(context, event.count);
  const passwordError = checkPointsPassword(event.password);
  const errors: PointsFieldErrors = {
    ...(checked.ok ? {} : { count: checked.error }),
    ...(passwordError ? { password: passwordError } : {}),
  };
  return { errors, count: checked.ok ? checked.value : null };
});

/**
 * Spending points (spec 02 §3, wire protocol §1.7; ADR 027): a redeem of a catalogue reward or
 * a conversion to wallet balance. The count (a whole number within the stock and the balance, or at
 * least the merchant's minimum) and the password the password-check relay verifies are checked before
 * anything is sent; exactly one request per submit (no state takes a second submit while it is out);
 * a refusal keeps what was typed. `ordered` (provided) refreshes the balance, the history and the wallet.
 *
 * A lost answer (ADR 033) is never retried: `checking` looks for the order's record (the redeem history,
 * or the conversion's credit in the member's transactions) and for the points having gone down. Found,
 * the order is done as if the answer had arrived; not found, the form comes back ("nothing was sent");
 * a check that fails leaves `outcomeUnknown`, where only another check (`points.checkAgain`) leads on.
 */
export const pointsOrderMachine = setup({
  types: {
    context: {} as PointsOrderContext,
    events: {} as PointsOrderEvent,
    tags: {} as PointsOrderTag,
    input: {} as PointsOrderInput,
  },
  actors: {
    placeOrder: notProvided<void, PointsRequest>('placeOrder'),
    checkOrder: notProvided<PointsOrderCheck, LostPointsOrder>('checkOrder'),
  },
  actions: {
    ...checkedSubmitActions<PointsOrderContext, PointsOrderEvent>(),
    ordered: (_, _params: PointsRequest) => undefined,
    showFieldErrors: assign(({ context, event }) => {
      assertEvent(event, 'points.submit');
      return { fieldErrors: validate(context, event).errors, failure: null };
    }),
    keepRequest: assign(({ context, event }) => {
      assertEvent(event, 'points.submit');
      return {
        request: {
          order: context.order,
          count: validValue(validate(context, event).count),
          password: event.password,
        },
        fieldErrors: {},
        failure: null,
      };
    }),
    startOver: assign(({ event }) => {
      assertEvent(event, 'points.again');
      return { balance: event.balance, request: null, submittedAt: null, failure: null, fieldErrors: {} };
    }),
  },
  guards: {
    ...checkedSubmitGuards,
    isInvalid: ({ context, event }) => {
      assertEvent(event, 'points.submit');
      return Object.keys(validate(context, event).errors).length > 0;
    },
  },
}).createMachine({
  id: 'pointsOrder',
  context: ({ input }) => ({ ...input, fieldErrors: {}, failure: null, request: null, submittedAt: null }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'points.submit': [
          { guard: 'isInvalid', actions: 'showFieldErrors' },
          { target: 'sending', actions: 'keepRequest' },
        ],
      },
    },
    ...checkedSubmitStates({
      submitting: 'sending',
      submit: 'placeOrder',
      check: 'checkOrder',
      checkAgain: 'points.checkAgain',
      done: 'done',
      submitInput: sentRequestInput,
      tag: 'editing',
      checkInput: ({ context }: { context: PointsOrderContext }) => ({
        ...lostSubmit(context),
        balance: context.balance,
      }),
    }),
    done: {
      tags: ['done'],
      // Reached only by an order answered or found: the balance, history and wallet refresh.
      entry: { type: 'ordered', params: ({ context }) => sentRequest(context) },
      on: { 'points.again': { target: 'editing', actions: 'startOver' } },
    },
  },
});
