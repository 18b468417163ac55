import { useId, type ReactNode } from 'react';

/**
 * What TextField and TextArea share around their control: the ids, the field's class, and the hint
 * and error lines under it, which the control is described by.
 */
export function useFieldParts(id: string | undefined, error: ReactNode, hint: ReactNode, className?: string) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return {
    inputId,
    errorId,
    hintId,
    describedBy: [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined,
    fieldClass: ['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' '),
  };
}

export function FieldNotes({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint: ReactNode;
  error: ReactNode;
  hintId: string;
  errorId: string;
}) {
  return (
    <>
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
