import { DEFAULT_LABEL_COLOR } from '@/config/constants';

/** A member label as the header draws it: its text and the colour of its dot and border. */
export interface LabelChip {
  name: string;
  color: string;
}

/** A CSS hex colour with or without its `#` (3, 4, 6 or 8 digits). */
const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A colour from the backend, as `#rrggbb`-style text, or null when it is none. Only hex goes into the style:
 * anything else (a name, `url(…)`, a typo) could fetch an address or break the rule, so it reads as absent.
 */
export function hexColour(value: unknown): string | null {
  const match = typeof value === 'string' ? HEX_COLOUR.exec(value.trim()) : null;
  return match ? `#${match[1]}` : null;
}

/**
 * The chips for the member's labels (spec 01 §3 member info `memberLabel`): a label's own colour where the
 * backend sends one, else the login state's memberLabelColor (spec 01 §3), else #ABABAB (spec 01 §9).
 * Duplicate names show once.
 */
export function labelChips(
  labels: readonly { name: string; color: string | null }[] | undefined,
  /** The status's memberLabelColor as it came (a designed field: anything but a hex colour is none). */
  statusColour: unknown,
): LabelChip[] {
  const fallback = hexColour(statusColour) ?? DEFAULT_LABEL_COLOR;
  const seen = new Set<string>();
  const chips: LabelChip[] = [];
  for (const label of labels ?? []) {
    if (seen.has(label.name)) continue;
    seen.add(label.name);
    chips.push({ name: label.name, color: hexColour(label.color) ?? fallback });
  }
  return chips;
}
