import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldNotes, useFieldParts } from './FieldNotes';
import './TextField.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  label: ReactNode;
  /** Already-translated error text; marks the input invalid and describes it. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Content before the input (country code selector, icon). */
  prefix?: ReactNode;
  /** Content after the input (show-password toggle, send-code button). */
  suffix?: ReactNode;
  hideLabel?: boolean;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, prefix, suffix, hideLabel = false, id, className, ...rest },
  ref,
) {
  const { inputId, errorId, hintId, describedBy, fieldClass } = useFieldParts(id, error, hint, className);
  return (
    <div className={fieldClass}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <div className="field__control">
        {prefix}
        <input
          {...rest}
          ref={ref}
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {suffix}
      </div>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
});
