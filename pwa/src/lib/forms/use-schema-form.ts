import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';

type FormValues = Record<string, string | boolean>;

/** The first message per field of a failed parse (valibot paths are the field names here). */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const nested = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]).nested ?? {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[field] = messages[0];
  }
  return errors;
}

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

export interface CheckboxBinding {
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The one form hook (docs/conventions.md §16): form state validated by the shared valibot schema (spec §5
 * messages), bound to `FormField` / `CheckboxField` of `components/ui/form-field.tsx`.
 * Errors show from the first submit attempt on, then follow every keystroke. (Showing them on blur would
 * move the submit button under the pointer between mousedown and mouseup, and swallow the click.)
 */
export function useSchemaForm<S extends v.GenericSchema, T extends FormValues>(schema: S, initialValues: T) {
  const [values, setValues] = useState<T>(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const result = useMemo(() => v.safeParse(schema, values), [schema, values]);
  const errors = useMemo(() => (result.success ? {} : fieldErrors(result.issues)), [result]);

  const errorOf = (name: keyof T & string): string | undefined => (submitted ? errors[name] : undefined);

  const setValue = <K extends keyof T>(name: K, value: T[K]) => setValues((current) => ({ ...current, [name]: value }));

  const field = (name: keyof T & string): FieldBinding => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event) => setValue(name, event.target.value as T[typeof name]),
  });

  const checkbox = (name: keyof T & string): CheckboxBinding => ({
    name,
    checked: values[name] === true,
    onChange: (event) => setValue(name, event.target.checked as T[typeof name]),
  });

  /**
   * Validates, then runs `onValid` with the parsed output; on failure shows every error and moves focus to
   * the first invalid field. `submitting` is true while `onValid` runs.
   */
  const handleSubmit = (onValid: (output: v.InferOutput<S>) => Promise<void> | void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    if (!result.success) {
      const form = event.currentTarget;
      // After React has rendered the errors (aria-invalid is set then).
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSubmitting(true);
    try {
      await onValid(result.output);
    } finally {
      setSubmitting(false);
    }
  };

  /** What a `FormField` needs of one field: `<FormField label="…" {...form.bind('email')} />`. */
  const bind = (name: keyof T & string) => ({ binding: field(name), error: errorOf(name) });

  /** What a `RadioField` needs of one field: `<RadioField legend="…" options={…} labels={…} {...form.bindRadio('reason')} />`. */
  const bindRadio = (name: keyof T & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (value: string) => setValue(name, value as T[typeof name]),
    error: errorOf(name),
  });

  const reset = (next: T = initialValues) => {
    setValues(next);
    setSubmitted(false);
  };

  return { values, setValue, field, bind, bindRadio, checkbox, errorOf, handleSubmit, submitting, reset };
}
