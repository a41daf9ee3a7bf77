import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import type { FieldBinding } from '../utils/use-form';
import { FIELD_LABELS } from '../accounts.constants';

interface TextFieldProps {
  label: string;
  binding: FieldBinding;
  error?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  autoComplete?: string;
  required?: boolean;
  /** Shown under the input (hint, or a live indicator such as the username check). */
  helper?: ReactNode;
  /** Makes the helper a polite live region (the username indicator). */
  helperLive?: boolean;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
  readOnly?: boolean;
  disabled?: boolean;
}

/** A labelled input with its validation message, wired for assistive technology by the Field wrapper. */
export function TextField({
  label,
  binding,
  error,
  type = 'text',
  required = false,
  helper,
  helperLive = false,
  ...input
}: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} readOnly={input.readOnly} disabled={input.disabled}>
      <Field.Label>
        {label}
        {required ? null : <span> {FIELD_LABELS.optional}</span>}
      </Field.Label>
      <Field.Input type={type} {...binding} {...input} />
      {helper !== undefined ? <Field.HelperText aria-live={helperLive ? 'polite' : undefined}>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
