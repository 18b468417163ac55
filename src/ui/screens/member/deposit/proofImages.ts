import { toDate } from '@/ui/components/format';

/** Proof pictures of a C2C confirmation (spec 01 §5 and §9): png or jpg, under 5 MB each, at most 3. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_COUNT = 3;
const PROOF_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
const PROOF_NAME = /\.(png|jpe?g)$/i;

export type ProofRefusal = { rule: 'type' | 'size'; name: string } | { rule: 'count'; name: string };

/**
 * The files kept after adding `added` to `kept`, and why any were refused. The type is checked by
 * MIME type, and by the name when the browser gives none; each rule has its own message.
 */
export function addProofImages(
  kept: readonly File[],
  added: readonly File[],
): { files: File[]; refused: ProofRefusal[] } {
  const files = [...kept];
  const refused: ProofRefusal[] = [];
  for (const file of added) {
    const typeOk = file.type ? PROOF_TYPES.includes(file.type) : PROOF_NAME.test(file.name);
    if (!typeOk) refused.push({ rule: 'type', name: file.name });
    else if (file.size > PROOF_MAX_BYTES) refused.push({ rule: 'size', name: file.name });
    else if (files.length >= PROOF_MAX_COUNT) refused.push({ rule: 'count', name: file.name });
    else files.push(file);
  }
  return { files, refused };
}

/** A picture as the data URL the confirmation sends. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Spec 02 §4: an unconfirmed transfer counts as received once the configured minutes have passed. */
export function forcedReceivedAt(
  createTime: number | string | null | undefined,
  minutes: number | null | undefined,
): number | null {
  if (minutes === null || minutes === undefined || createTime === null || createTime === undefined)
    return null;
  const created = toDate(createTime);
  return created === null ? null : created.getTime() + minutes * 60_000;
}
