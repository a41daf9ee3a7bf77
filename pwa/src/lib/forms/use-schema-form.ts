import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';

/** One row of a repeatable group (a listing's fitment rows): text per field. */
export type FormRow = Readonly<Record<string, string>>;

/**
 * Text for inputs, selects and text areas, a flag for checkboxes, a list for a set such as image URLs, rows
 * for a repeatable group.
 */
type FormValue = string | boolean | readonly string[] | readonly FormRow[];
type FormValues = Record<string, FormValue>;

/**
 * The first message per field of a failed parse. An issue inside a list ('imageUrls.2', one bad URL) is
 * the list field's: the form shows it on the field as a whole.
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string') errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The first message per full path ('fitment.2.serialFrom'; a list's own rule, such as its length, at the
 * list's name): what the rows of a repeatable group show under their fields.
 */
export function pathErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue);
    if (path !== null) errors[path] ??= issue.message;
  }
  return errors;
}

const isFilled = (value: FormValue | undefined) => (Array.isArray(value) ? value.length > 0 : value !== '' && value !== undefined);

/** A field's name, or the path of a field inside a list of rows ('fitment.0.hpFrom'). */
export type FieldPath<T> = (keyof T & string) | `${keyof T & string}.${string}`;

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  /** Marks the field as visited (see `errorsOnBlur`). */
  onBlur?: () => void;
}

export interface CheckboxBinding {
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface SchemaFormOptions {
  /**
   * Also show a field's error once the field was left with something in it (the long listing form: a
   * mistake in its first card should not wait for the submit at the end of the fourth).
   */
  errorsOnBlur?: boolean;
}

/**
 * The one form hook (docs/conventions.md §16): form state validated by the shared valibot schema (spec §5
 * messages), bound to `FormField` / `CheckboxField` of `components/ui/form-field.tsx`.
 * Errors show from the first submit attempt on, then follow every keystroke. (Showing them on blur would
 * move the submit button under the pointer between mousedown and mouseup, and swallow the click; the one
 * form whose button is far below its fields opts in with `errorsOnBlur`.)
 * `initialValues` are read once, on mount: a form restored from a draft is given the draft's values.
 */
export function useSchemaForm<S extends v.GenericSchema, T extends FormValues>(
  schema: S,
  initialValues: T,
  options: SchemaFormOptions = {},
) {
  const [values, setValues] = useState<T>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const result = useMemo(() => v.safeParse(schema, values), [schema, values]);
  const errors = useMemo(() => (result.success ? {} : fieldErrors(result.issues)), [result]);
  const nestedErrors = useMemo(() => (result.success ? {} : pathErrors(result.issues)), [result]);

  const errorOf = (name: keyof T & string): string | undefined => {
    const shown = submitted || (options.errorsOnBlur === true && touched.has(name) && isFilled(values[name]));
    return shown ? errors[name] : undefined;
  };

  /** Sets one field, to a value or from its current one (several updates in a row, e.g. photos as they upload). */
  const setValue = <K extends keyof T>(name: K, value: T[K] | ((current: T[K]) => T[K])) =>
    setValues((current) => ({ ...current, [name]: typeof value === 'function' ? value(current[name]) : value }));

  /**
   * The message at a path inside a list of rows ('fitment.0.hpFrom', or 'fitment' for the list's own rule),
   * shown from the first submit attempt on, or once that field was left (`touch(path)`) with `errorsOnBlur`.
   */
  const errorAt = (path: FieldPath<T>): string | undefined =>
    submitted || (options.errorsOnBlur === true && touched.has(path)) ? nestedErrors[path] : undefined;

  /** Marks a field (or a field of a row, by its path) as visited (a blur does it for bound fields). */
  const touch = (name: FieldPath<T>) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));

  const field = (name: keyof T & string): FieldBinding => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event) => setValue(name, event.target.value as T[typeof name]),
    onBlur: () => touch(name),
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
    setTouched(new Set());
    setSubmitted(false);
  };

  return { values, setValue, touch, field, bind, bindRadio, checkbox, errorOf, errorAt, handleSubmit, submitting, reset };
}
