import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_COUNT, REMARK_MAX_CHARS } from '@/config/constants';
import type { ValidationResult } from './types';

/**
 * Images and remarks players attach (spec 01 §5 and §9 payment proof; spec 02 §5 activity application
 * and feedback): png or jpg, at most 5 MB each, at most 3; a remark of at most 140 characters. The one
 * place these rules live.
 */

/** What the rules read of a chosen file (a `File` is one; tests pass plain objects). */
export interface Attachment {
  name: string;
  type: string;
  size: number;
}

export type ImageRule = 'type' | 'size' | 'count';
export interface ImageRefusal {
  rule: ImageRule;
  name: string;
}

/** png or jpg: by MIME type, or by the name's extension when the browser gives no type. */
function isPngOrJpg(file: Attachment): boolean {
  if (file.type) return file.type === 'image/png' || file.type === 'image/jpeg';
  return /\.(png|jpe?g)$/i.test(file.name);
}

function refusalOf(file: Attachment, keptCount: number): ImageRule | null {
  if (!isPngOrJpg(file)) return 'type';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return 'size';
  if (keptCount >= IMAGE_UPLOAD_MAX_COUNT) return 'count';
  return null;
}

/**
 * The files kept after adding `added` to `kept`, and why any were refused (each rule its own message):
 * a picker keeps the good files of a choice and names the refused ones.
 */
export function addImages<T extends Attachment>(
  kept: readonly T[],
  added: readonly T[],
): { files: T[]; refused: ImageRefusal[] } {
  const files = [...kept];
  const refused: ImageRefusal[] = [];
  for (const file of added) {
    const rule = refusalOf(file, files.length);
    if (rule) refused.push({ rule, name: file.name });
    else files.push(file);
  }
  return { files, refused };
}

/** The same rules over a whole set, as a submit checks it before anything is sent. */
export function checkImages(files: readonly Attachment[]): ValidationResult {
  const { refused } = addImages([], files);
  const first = refused[0];
  return first
    ? { key: `attachment.${first.rule}`, params: { name: first.name, max: IMAGE_UPLOAD_MAX_COUNT } }
    : null;
}

/** A remark or feedback text, counted in code points (an emoji is one character, as the player sees it). */
export function checkRemark(text: string, max = REMARK_MAX_CHARS): ValidationResult {
  const length = [...text].length;
  return length > max ? { key: 'attachment.tooLong', params: { max, length } } : null;
}

/** A chosen picture as the data URL the calls carry. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(file);
  });
}
