import { useState } from 'react';
import type { FieldRule } from '../../domain/checkout-validation';
import { type FieldErrors, validateField, validateFields } from '../../domain/checkout-fields';
import { translate } from '../../ui/i18n/t';
import type { FieldError } from '../../domain/checkout-validation';

/** A §5 error as the shopper reads it (et-EE). */
export const errorText = (error: FieldError | null | undefined): string | null =>
  error ? translate(error.message, 'params' in error ? error.params : undefined) : null;

/**
 * A form's field errors under one rule table (domain/checkout-fields.ts): checked as the shopper
 * leaves a field (`onBlur`), re-checked while they correct a field that shows an error
 * (`onChange`), and all at once on submit (`validateAll`, which focuses the first invalid field
 * in the table's order). `idOf` maps a field to its input id.
 */
export function useFieldErrors<K extends string>(rules: Readonly<Record<K, readonly FieldRule[]>>, idOf: (field: K) => string) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const check = (field: K, value: string) => setErrors((shown) => ({ ...shown, [field]: validateField(field, value, rules) ?? undefined }));
  return {
    errors,
    text: (field: K) => errorText(errors[field]),
    onBlur: check,
    onChange: (field: K, value: string) => {
      if (errors[field]) check(field, value);
    },
    /** Checks every field; `true` when all pass. */
    validateAll(values: Readonly<Partial<Record<K, string>>>): boolean {
      const result = validateFields(values, rules);
      setErrors(result.ok ? {} : result.errors);
      if (!result.ok) {
        const first = (Object.keys(rules) as K[]).find((field) => result.errors[field]);
        if (first) document.getElementById(idOf(first))?.focus();
      }
      return result.ok;
    },
    clear: () => setErrors({}),
  };
}
