import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Field as ArkField } from '@ark-ui/react/field';
import { checkbox, field, select } from 'styled-system/recipes';
import type { CheckboxBinding, FieldBinding } from '@/lib/forms/use-schema-form';
import { Field } from './field';
import { chipStyles } from './chip';

/** Shown after the label of a field that may be left empty. */
export const OPTIONAL_MARKER = '(optional)';

interface FormFieldProps {
  label: ReactNode;
  /** `form.field(name)` of `useSchemaForm`. */
  binding: FieldBinding;
  error?: string;
  required?: boolean;
  /** Renders a textarea of this many rows instead of an input. */
  rows?: number;
  /** Renders a native select (the best picker on phones) of these options instead of an input. */
  options?: readonly string[];
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal';
  autoComplete?: string;
  /** The id of a `<datalist>` of suggestions (free text still allowed). */
  list?: string;
  /** The input's placeholder; for a select, the text of its empty first option. */
  placeholder?: string;
  maxLength?: number;
  readOnly?: boolean;
  disabled?: boolean;
  /** Shown under the control (a hint, or a live indicator such as the username check). */
  helper?: ReactNode;
  /** Makes the helper a polite live region. */
  helperLive?: boolean;
  /** Shows "{characters} / {counter}" under a text area (trimmed, as the schema counts them). */
  counter?: number;
  /** The label is for assistive technology only (a heading above already names the field). */
  hideLabel?: boolean;
  /**
   * Marks an optional field with `OPTIONAL_MARKER` (default). Off where the spec lists a form's fields by
   * their bare names (the listing form's cards).
   */
  markOptional?: boolean;
  className?: string;
}

/**
 * The labelled field every form is built of (docs/conventions.md §16): label with the required indicator or
 * the optional marker, an input, a textarea or a select, helper and error. Ark's Field wires the ids and
 * `aria-invalid`; `aria-describedby` (helper and error) is wired here, once.
 */
export function FormField({
  label,
  binding,
  error,
  required = false,
  rows,
  options,
  type = 'text',
  placeholder,
  helper: helperText,
  helperLive = false,
  counter,
  hideLabel = false,
  markOptional = true,
  className,
  readOnly,
  disabled,
  ...control
}: FormFieldProps) {
  const id = useId();
  const ids = { helperText: `${id}-helper`, errorText: `${id}-error` };
  const helper = counter === undefined ? helperText : `${binding.value.trim().length} / ${counter}`;
  // Ark points only aria-errormessage at the error; aria-describedby is what screen readers announce reliably.
  const describedBy = [helper !== undefined ? ids.helperText : '', error ? ids.errorText : ''].filter(Boolean).join(' ') || undefined;
  const a11y = {
    readOnly,
    'aria-describedby': describedBy,
    // The schema validates (forms are noValidate); a native `required` would match :invalid while the field
    // is still empty and paint it red before anyone typed. aria-required says it to assistive technology.
    required: false,
    'aria-required': required || undefined,
  };
  let input: ReactNode;
  if (options !== undefined) {
    input = (
      <ArkField.Select className={select()} {...binding} {...a11y}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </ArkField.Select>
    );
  } else if (rows === undefined) {
    input = <Field.Input type={type} placeholder={placeholder} {...binding} {...control} {...a11y} />;
  } else {
    input = <Field.Textarea rows={rows} placeholder={placeholder} {...binding} {...control} {...a11y} />;
  }
  return (
    <Field.Root ids={ids} invalid={!!error} required={required} readOnly={readOnly} disabled={disabled} className={className}>
      <Field.Label className={hideLabel ? styles.hiddenLabel : undefined}>
        {label}
        {required || !markOptional ? null : <span> {OPTIONAL_MARKER}</span>}
      </Field.Label>
      {input}
      {helper !== undefined ? <Field.HelperText aria-live={helperLive ? 'polite' : undefined}>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

interface CheckboxFieldProps {
  /** `form.checkbox(name)` of `useSchemaForm`. */
  binding: CheckboxBinding;
  children: ReactNode;
  error?: string;
  /** Renders as an on/off switch (notification preferences). */
  asSwitch?: boolean;
  hint?: string;
  disabled?: boolean;
}

const fieldStyles = field();

/** A native checkbox (or switch) with its label, hint and validation message. */
export function CheckboxField({ binding, children, error, asSwitch = false, hint, disabled }: CheckboxFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          className={asSwitch ? styles.switch : checkbox()}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          {...binding}
        />
        <label htmlFor={id} className={styles.label}>
          {children}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={cx(fieldStyles.helperText, styles.hint)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface RadioFieldProps<V extends string> {
  legend: ReactNode;
  name: string;
  options: readonly V[];
  /** The label of each option. */
  labels: Record<V, string>;
  value: string;
  onChange: (value: V) => void;
  error?: string;
  /** Options side by side as outlined chips (two or three short choices) instead of one per line. */
  inline?: boolean;
}

/** A labelled group of native radio buttons with its validation message (a radiogroup named by its legend). */
export function RadioField<V extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
  error,
  inline = false,
}: RadioFieldProps<V>) {
  const id = useId();
  const invalid = error ? true : undefined;
  return (
    <fieldset
      className={styles.fieldset}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-invalid={invalid}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend id={`${id}-legend`} className={styles.legend}>
        {legend}
      </legend>
      <div className={inline ? styles.chips : styles.options}>
        {options.map((option) => (
          <label key={option} className={inline ? styles.chip : styles.option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-invalid={invalid}
            />
            {labels[option]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.errorText}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const styles = {
  hiddenLabel: css({ srOnly: true }),
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' }),
  legend: css({ fontWeight: 'semibold', mb: '1' }),
  options: css({ display: 'flex', flexDirection: 'column' }),
  option: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    minHeight: 'touch',
    cursor: 'pointer',
    '& input': { width: '5', height: '5', accentColor: 'accent', flexShrink: 0 },
  }),
  chips: css({ display: 'flex', flexWrap: 'wrap', gap: '4' }),
  chip: chipStyles({ variant: 'option' }),
  root: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  row: css({ display: 'flex', alignItems: 'center', gap: '3', minHeight: 'touch' }),
  switch: css({
    appearance: 'none',
    position: 'relative',
    flexShrink: 0,
    width: '11',
    height: '6',
    borderRadius: 'full',
    bg: 'slate.400',
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: 'quick',
    _before: {
      content: '""',
      position: 'absolute',
      top: '0.5',
      insetStart: '0.5',
      width: '5',
      height: '5',
      borderRadius: 'full',
      bg: 'bg',
      boxShadow: 'raised',
      transitionProperty: 'transform',
      transitionDuration: 'quick',
    },
    _checked: { bg: 'accent', _before: { transform: 'translateX(1.25rem)' } },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  }),
  label: css({ cursor: 'pointer', fontWeight: 'medium' }),
  hint: css({ ps: '8' }),
};
