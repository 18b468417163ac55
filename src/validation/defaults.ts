import { PATTERN_IDS } from './patterns';
import type { FieldRule } from './types';

/**
 * Rules used until (or when) the register settings do not provide one. Password patternId 4 with
 * 6–12 characters is what the wire protocol shows a live backend sending.
 */
export const DEFAULT_RULES = {
  username: { patternId: PATTERN_IDS.lettersDigits, minLength: 4, maxLength: 16 },
  password: { patternId: PATTERN_IDS.lettersDigitsLive, minLength: 6, maxLength: 12 },
  mobileNum: { patternId: PATTERN_IDS.digits, minLength: 7, maxLength: 15 },
  email: { patternId: PATTERN_IDS.email, minLength: 0, maxLength: 100 },
  verificationCode: { acceptedPattern: '*', minLength: 0, maxLength: 255 },
} satisfies Record<string, FieldRule>;

export type RuleSet = Partial<Record<string, FieldRule>>;

export function ruleFor(rules: RuleSet | undefined, field: keyof typeof DEFAULT_RULES): FieldRule {
  return rules?.[field] ?? DEFAULT_RULES[field];
}
