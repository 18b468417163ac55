import { parseAmountInput } from '@/money/amount';
import { compare } from '@/money/money';
import { ruleFor, type RuleSet } from './defaults';
import { confirmMatches, type FieldErrors, type FormResult } from './forms';
import { validateValue } from './rules';

/** The agent's own rebate for one product (percent, a decimal string): a downline's may not be higher. */
export interface OwnRebate {
  productType: string;
  rebate: string;
}

export interface DownlineInput {
  username: string;
  password: string;
  confirmPassword: string;
  accountType: 'member' | 'agent';
  /** Percent per product, as typed; a product left empty takes the agent's default rebate for it. */
  rebates: Readonly<Record<string, string>>;
}

/** A product's rebate field is named after the product: `rebate:RNG`. */
export type RebateField = `rebate:${string}`;
export type DownlineField = 'username' | 'password' | 'confirmPassword' | RebateField;

export const rebateField = (productType: string): RebateField => `rebate:${productType}`;

export interface DownlineValues {
  username: string;
  password: string;
  accountType: 'member' | 'agent';
  /** The products given a rate (decimal strings); the others take the default. */
  rebates: { productType: string; rebate: string }[];
}

/**
 * A downline the agent registers (spec 02 §2, ADR 026, ADR 040): username and password under the
 * registration rules (the register settings' when they have loaded), the password typed twice, and
 * per product a rebate from 0 up to the agent's own for that product (`own`).
 */
export function validateDownline(
  input: DownlineInput,
  own: readonly OwnRebate[],
  rules?: RuleSet,
): FormResult<DownlineValues, DownlineField> {
  const errors: FieldErrors<DownlineField> = {};
  const username = input.username.trim();
  const password = input.password.trim();
  const usernameError = validateValue(username, ruleFor(rules, 'username'), true);
  if (usernameError) errors.username = usernameError;
  const passwordError = validateValue(password, ruleFor(rules, 'password'), true);
  if (passwordError) errors.password = passwordError;
  const confirmError = confirmMatches(input.confirmPassword.trim(), password);
  if (confirmError) errors.confirmPassword = confirmError;
  const rebates: DownlineValues['rebates'] = [];
  for (const { productType, rebate: limit } of own) {
    const text = (input.rebates[productType] ?? '').trim();
    if (text === '') continue;
    const typed = text === '0' ? '0' : parseAmountInput(text);
    if (typed === null || compare(typed, limit) > 0) {
      errors[rebateField(productType)] = { key: 'rebate.range', params: { limit } };
    } else rebates.push({ productType, rebate: typed });
  }
  return {
    values: { username, password, accountType: input.accountType, rebates },
    errors,
    valid: Object.keys(errors).length === 0,
  };
}
