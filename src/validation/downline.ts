import { compare, parseAmountInput } from '@/money/money';
import { ruleFor, type RuleSet } from './defaults';
import { confirmMatches, type FieldErrors, type FormResult } from './forms';
import { validateValue } from './rules';

export interface DownlineInput {
  username: string;
  password: string;
  confirmPassword: string;
  accountType: 'member' | 'agent';
  /** Percent, as typed; empty takes the agent's default rebate. */
  rebate: string;
}

export type DownlineField = 'username' | 'password' | 'confirmPassword' | 'rebate';

export interface DownlineValues {
  username: string;
  password: string;
  accountType: 'member' | 'agent';
  /** A decimal string, or null for the default. */
  rebate: string | null;
}

/**
 * A downline the agent registers (spec 02 §2, ADR 026): username and password under the registration
 * rules (the register settings' when they have loaded), the password typed twice, and a rebate from
 * 0 up to the agent's own (`maxRebate`, a decimal string).
 */
export function validateDownline(
  input: DownlineInput,
  maxRebate: string,
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
  let rebate: string | null = null;
  if (input.rebate.trim() !== '') {
    const typed = input.rebate.trim() === '0' ? '0' : parseAmountInput(input.rebate);
    if (typed === null || compare(typed, maxRebate) > 0) {
      errors.rebate = { key: 'rebate.range', params: { limit: maxRebate } };
    } else rebate = typed;
  }
  return {
    values: { username, password, accountType: input.accountType, rebate },
    errors,
    valid: Object.keys(errors).length === 0,
  };
}
