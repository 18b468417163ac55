/**
 * Pattern hints of spec 01 §5, one per patternId. The spec does not show the backend's exact
 * expressions; ids 1–7 follow the mock backend's designed numbering (mocks/seed/reference.ts), 4 is
 * the live password rule of the wire protocol, 8–14 are ours for the remaining hints. Every expression is linear (no nested quantifiers),
 * so arbitrary input cannot make a validator hang.
 */
export interface PatternHint {
  /** i18n key in the `validation` namespace describing what the pattern accepts. */
  hintKey: string;
  test: (value: string) => boolean;
}

const re = (r: RegExp) => (value: string) => r.test(value);

const DATE_YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_MDY = /^(\d{2})-(\d{2})-(\d{4})$/;

function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

export function parseDate(value: string): { y: number; m: number; d: number } | null {
  const ymd = DATE_YMD.exec(value);
  if (ymd) {
    const [y, m, d] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
    return isRealDate(y, m, d) ? { y, m, d } : null;
  }
  const mdy = DATE_MDY.exec(value);
  if (mdy) {
    const [m, d, y] = [Number(mdy[1]), Number(mdy[2]), Number(mdy[3])];
    return isRealDate(y, m, d) ? { y, m, d } : null;
  }
  return null;
}

export const PATTERN_IDS = {
  digits: 1,
  lettersDigits: 2,
  letterFirst: 3,
  /** Seen live: password patternId 4 = 6–12 letters and digits (the bounds come with the rule). */
  lettersDigitsLive: 4,
  email: 5,
  noSpaces: 6,
  fullName: 7,
  japaneseFullWidth: 8,
  uppercase: 9,
  korean: 10,
  thai: 11,
  strongPassword: 12,
  dateYmd: 13,
  dateMdy: 14,
} as const;

export const PATTERNS: Record<number, PatternHint> = {
  [PATTERN_IDS.digits]: { hintKey: 'hint.digits', test: re(/^\d+$/) },
  [PATTERN_IDS.letterFirst]: { hintKey: 'hint.letterFirst', test: re(/^[A-Za-z][A-Za-z0-9]*$/) },
  // Deliberately simple: one @, no spaces, a dot in the domain part.
  [PATTERN_IDS.email]: { hintKey: 'hint.email', test: re(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/) },
  [PATTERN_IDS.lettersDigits]: { hintKey: 'hint.lettersDigits', test: re(/^[A-Za-z0-9]+$/) },
  [PATTERN_IDS.lettersDigitsLive]: { hintKey: 'hint.lettersDigits', test: re(/^[A-Za-z0-9]+$/) },
  [PATTERN_IDS.noSpaces]: { hintKey: 'hint.noSpaces', test: re(/^\S+$/) },
  [PATTERN_IDS.fullName]: { hintKey: 'hint.fullName', test: re(/^\S+( \S+)+$/) },
  [PATTERN_IDS.japaneseFullWidth]: {
    hintKey: 'hint.japaneseFullWidth',
    // Hiragana, katakana, CJK ideographs, full-width forms and the ideographic space.
    test: re(/^[\u3000-\u30FF\u4E00-\u9FFF\uFF01-\uFF60\uFFE0-\uFFE6]+$/),
  },
  [PATTERN_IDS.uppercase]: { hintKey: 'hint.uppercase', test: re(/^[A-Z]+$/) },
  [PATTERN_IDS.korean]: { hintKey: 'hint.korean', test: re(/^[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]+$/) },
  [PATTERN_IDS.thai]: { hintKey: 'hint.thai', test: re(/^[\u0E00-\u0E7F]+$/) },
  [PATTERN_IDS.strongPassword]: {
    hintKey: 'hint.strongPassword',
    test: (v) =>
      /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9\s]/.test(v) && !/\s/.test(v),
  },
  [PATTERN_IDS.dateYmd]: { hintKey: 'hint.dateYmd', test: (v) => DATE_YMD.test(v) && parseDate(v) !== null },
  [PATTERN_IDS.dateMdy]: { hintKey: 'hint.dateMdy', test: (v) => DATE_MDY.test(v) && parseDate(v) !== null },
};

export const HINT_KEYS = Object.values(PATTERNS).map((p) => p.hintKey);
