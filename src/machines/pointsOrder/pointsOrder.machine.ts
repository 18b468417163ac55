import { assertEvent, assign, setup } from 'xstate';
import type { DecimalString } from '@/money/money';
import { checkConvertPoints, checkPointsPassword, checkQuantity, type WholeCheck } from '@/validation/points';
import type { ValidationMessage } from '@/validation/types';
import type { CheckOutcome, LostSubmit } from '../shared/reconcile';
import type { CheckAgainEvent, CheckedSubmitContext, CheckedSubmitTag } from '../shared/checkedSubmit';
import { checkedSubmitStates, lostSubmitWith, notProvided, sentRequest } from '../shared/checkedSubmit';
import { moneyFormParts } from '../shared/moneyForm';

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
  | CheckAgainEvent<'points'>;

export type PointsOrderTag = CheckedSubmitTag | 'editing' | 'done';

function checkCount(context: PointsOrderInput, text: string): WholeCheck {
  const { order, balance } = context;
  return order.kind === 'redeem'
    ? checkQuantity(text, { price: order.price, balance, stock: order.stock })
    : checkConvertPoints(text, { balance, minimum: order.minimum });
}

/** The order's one validation of a submit (ADR 036): every field's message and the count it would send. */
function checkOrder(context: PointsOrderContext, event: { count: string; password: string }) {
  const checked = checkCount(context, event.count);
  const passwordError = checkPointsPassword(event.password);
  const fieldErrors: PointsFieldErrors = {
    ...(checked.ok ? {} : { count: checked.error }),
    ...(passwordError ? { password: passwordError } : {}),
  };
  return { fieldErrors, value: checked.ok ? checked.value : null };
}

const form = moneyFormParts<PointsOrderContext, PointsOrderEvent>()(
  'points.submit',
  checkOrder,
  (count, { password }, { order }) => ({ request: { order, count, password } }),
);

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
    ...form.actions,
    ordered: (_, _params: PointsRequest) => undefined,
    startOver: assign(({ event }) => {
      assertEvent(event, 'points.again');
      return { balance: event.balance, request: null, submittedAt: null, failure: null, fieldErrors: {} };
    }),
  },
  guards: {
    ...form.guards,
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
      tag: 'editing',
      checkInput: lostSubmitWith('balance'),
    }),
    done: {
      tags: ['done'],
      // Reached only by an order answered or found: the balance, history and wallet refresh.
      entry: { type: 'ordered', params: ({ context }) => sentRequest(context) },
      on: { 'points.again': { target: 'editing', actions: 'startOver' } },
    },
  },
});
