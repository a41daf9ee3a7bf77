import { useMemo, useState, type FormEvent } from 'react';
import type { ListingFormOutput } from '@dockside/shared/listings';
import { LISTING_FIELDS, validateListing, type ListingField, type ListingFormValues } from './listing-form-values';

/**
 * Form state of the create/edit listing form. A field's error shows once the field was left with
 * something in it, or after a submit attempt; from then on it follows every keystroke.
 */
export function useListingForm(initialValues: ListingFormValues) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<ListingField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const validation = useMemo(() => validateListing(values), [values]);

  const errorOf = (field: ListingField): string | undefined => {
    if (validation.success) return undefined;
    const value = values[field];
    const filled = Array.isArray(value) ? value.length > 0 : value !== '';
    return submitted || (touched.has(field) && filled) ? validation.errors[field] : undefined;
  };

  const setValue = <K extends ListingField>(field: K, value: ListingFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: ListingField) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const addImage = (url: string) => {
    setValues((current) => ({ ...current, imageUrls: [...current.imageUrls, url] }));
    touch('imageUrls');
  };
  const removeImage = (index: number) => {
    setValues((current) => ({ ...current, imageUrls: current.imageUrls.filter((_, i) => i !== index) }));
    touch('imageUrls');
  };

  /** Props for a text input, text area or select. */
  const bind = (field: Exclude<ListingField, 'imageUrls'>) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    onBlur: () => touch(field),
  });

  const handleSubmit = (onValid: (output: ListingFormOutput) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    if (!validation.success) {
      const form = event.currentTarget;
      const first = LISTING_FIELDS.find((field) => !validation.success && validation.errors[field]);
      // After React has rendered the messages: move focus to the first field that needs attention.
      setTimeout(() => form.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
      return;
    }
    setSubmitting(true);
    try {
      await onValid(validation.output);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, setValue, bind, errorOf, touch, addImage, removeImage, handleSubmit, submitting };
}
