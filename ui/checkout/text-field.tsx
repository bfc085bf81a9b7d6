import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';

export type TextFieldProps = {
  /** The input's id; the error and hint ids derive from it. */
  id: string;
  name: string;
  label: string;
  value: string;
  /** The field's translated error, shown under it and tied to it (aria-describedby, aria-invalid). */
  error?: string | null;
  hint?: ReactNode;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'search';
  required?: boolean;
  /** Shown but not edited (e.g. a signed-in customer's e-mail, which is the account's). */
  readOnly?: boolean;
  placeholder?: string;
  onChange?: (value: string) => void;
  onBlur?: (value: string) => void;
};

export const fieldErrorId = (id: string) => `${id}-error`;

/**
 * A labelled text input with its error under it. The error is announced (role alert on the
 * message as it appears) and tied to the input, so a screen reader reads it with the field.
 * No browser validation (`noValidate` on the form): the §5 messages are ours and in Estonian.
 */
export function TextField({ id, name, label, value, error, hint, type = 'text', autoComplete, inputMode, required, readOnly, placeholder, onChange, onBlur }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? fieldErrorId(id) : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`checkout-field${error ? ' checkout-field--invalid' : ''}`}>
      <label className="checkout-field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        className="checkout-field__input"
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        readOnly={readOnly}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        onBlur={(event) => onBlur?.(event.currentTarget.value)}
      />
      {hint ? (
        <p className="checkout-field__hint" id={hintId ?? undefined}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="checkout-field__error" id={errorId ?? undefined} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
