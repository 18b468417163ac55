import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldNotes, useFieldParts } from './FieldNotes';
import './TextField.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  /** Already-translated error text; marks the field invalid and describes it. */
  error?: ReactNode;
  /** A line under the field (a character count), read with it. */
  hint?: ReactNode;
}

/**
 * A multi-line field with the same label, hint and error as TextField. No native maxLength: an over-long
 * text stays as typed and the rule's message says by how much, so nothing typed is lost.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, className, rows = 3, ...rest },
  ref,
) {
  const { inputId, errorId, hintId, describedBy, fieldClass } = useFieldParts(id, error, hint, className);
  return (
    <div className={fieldClass}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <textarea
          {...rest}
          ref={ref}
          id={inputId}
          rows={rows}
          className="field__input field__input--multiline"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
});
