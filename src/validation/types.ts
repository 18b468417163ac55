/**
 * A validation message is an i18n key (namespace `validation`) plus interpolation values, never
 * text: the UI translates it. `hintKey` names the pattern hint that a length/pattern message embeds.
 */
export interface ValidationMessage {
  key: string;
  params?: Record<string, string | number>;
  hintKey?: string;
}

/** `null` means valid. */
export type ValidationResult = ValidationMessage | null;

export type Validator = (value: string) => ValidationResult;

/** One field's rule as the register settings deliver it (spec 01 §3, wire protocol §1.1). */
export interface FieldRule {
  enabled?: boolean;
  required?: boolean;
  /** `*` (or empty) means any value; otherwise a regular expression source. */
  acceptedPattern?: string | null;
  patternId?: number | string | null;
  minLength?: number | null;
  maxLength?: number | null;
}
