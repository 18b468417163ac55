import { PATTERNS } from './patterns';
import type { FieldRule, ValidationMessage, ValidationResult } from './types';

export const REQUIRED: ValidationMessage = { key: 'required' };

/** Patterns the server sends as text are compiled once; one that does not compile is ignored. */
const compiled = new Map<string, RegExp | null>();
function serverPattern(source: string): RegExp | null {
  if (compiled.has(source)) return compiled.get(source) ?? null;
  let result: RegExp | null = null;
  try {
    result = new RegExp(source.startsWith('^') ? source : `^(?:${source})$`, 'u');
  } catch {
    result = null;
  }
  compiled.set(source, result);
  return result;
}

function toInt(n: number | string | null | undefined): number | undefined {
  if (n === null || n === undefined || n === '') return undefined;
  const v = Number(n);
  return Number.isFinite(v) && v >= 0 ? Math.floor(v) : undefined;
}

/**
 * The one message a rule gives for any mismatch: the pattern hint with the length bounds
 * substituted, a single number when min equals max (spec 01 §5).
 */
export function ruleMessage(rule: FieldRule): ValidationMessage {
  const id = toInt(rule.patternId);
  const hintKey = (id !== undefined ? PATTERNS[id]?.hintKey : undefined) ?? 'hint.any';
  const min = toInt(rule.minLength);
  const max = toInt(rule.maxLength);
  if (min !== undefined && max !== undefined && max > 0) {
    if (min === max) return { key: 'rule.exact', params: { count: min }, hintKey };
    return { key: 'rule.range', params: { min, max }, hintKey };
  }
  if (min !== undefined && min > 0) return { key: 'rule.min', params: { min }, hintKey };
  if (max !== undefined && max > 0) return { key: 'rule.max', params: { max }, hintKey };
  return { key: 'rule.plain', hintKey };
}

export function length(value: string): number {
  return Array.from(value).length;
}

/**
 * Checks a value that is present against a rule's bounds and pattern. Emptiness is the caller's
 * concern (required or optional), so an empty value is valid here.
 */
export function checkRule(value: string, rule: FieldRule): ValidationResult {
  if (value === '') return null;
  const len = length(value);
  const min = toInt(rule.minLength);
  const max = toInt(rule.maxLength);
  const message = () => ruleMessage(rule);
  if (min !== undefined && len < min) return message();
  if (max !== undefined && max > 0 && len > max) return message();
  const id = toInt(rule.patternId);
  const known = id !== undefined ? PATTERNS[id] : undefined;
  if (known) return known.test(value) ? null : message();
  const accepted = rule.acceptedPattern?.trim();
  if (accepted && accepted !== '*') {
    const r = serverPattern(accepted);
    if (r && !r.test(value)) return message();
  }
  return null;
}

/** Required check plus the rule: what every configured field goes through. */
export function validateValue(value: string, rule: FieldRule, required: boolean): ValidationResult {
  if (value === '') return required ? REQUIRED : null;
  return checkRule(value, rule);
}
