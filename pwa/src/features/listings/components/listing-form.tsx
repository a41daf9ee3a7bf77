import { PART_CATEGORIES, PART_CONDITIONS } from '@dockside/shared/listings';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { field as fieldRecipe, input } from 'styled-system/recipes';
import { Button, buttonStyles } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { hasChanges, useDirtyForm } from '@/lib/busy';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { deleteListingDraft, saveListingDraft } from '../stores/listing-drafts';
import { submitListing } from '../stores/listing-outbox';
import { invalidateListings, primePart } from '../stores/listing-queries';
import type { ListingField, ListingFormValues } from '../utils/listing-form-values';
import { useListingForm } from '../utils/use-listing-form';
import { ImageUploader } from './image-uploader';

type ListingFormProps = {
  initialValues: ListingFormValues;
  userId: number;
  /** Where the values are saved as the seller types (lib/db drafts). */
  draftId: string;
  /** The form started from a saved draft, not from empty or the listing: it has unsent changes. */
  restored?: boolean;
} & ({ mode: 'create' } | { mode: 'edit'; partId: number; version: number });

/** How long typing pauses before the draft is saved on the device. */
const DRAFT_SAVE_DELAY_MS = 400;

/** Spec §2 Create / Edit listing: four cards, the spec §5 rules, and the spec §8 toasts. */
export function ListingForm(props: ListingFormProps) {
  const { mode, initialValues, userId, draftId } = props;
  const edit = props.mode === 'edit' ? { partId: props.partId, version: props.version } : undefined;
  const navigate = useNavigate();
  const form = useListingForm(initialValues);
  const [uploading, setUploading] = useState(false);
  const { bind, errorOf } = form;
  const [pristine] = useState(initialValues);
  const changed = Boolean(props.restored) || hasChanges(form.values, pristine);
  useDirtyForm(`listing-form:${draftId}`, changed);

  // Every change is kept on the device (debounced): nothing typed or photographed is lost offline.
  const [sent, setSent] = useState(false);
  const quotaWarned = useRef(false);
  useEffect(() => {
    if (sent || !hasChanges(form.values, pristine)) return;
    const timer = setTimeout(() => {
      void saveListingDraft(draftId, userId, form.values).then((saved) => {
        if (saved || quotaWarned.current) return;
        quotaWarned.current = true;
        toast({ title: OUR_TEXTS.draftNotSavedTitle, description: OUR_TEXTS.draftNotSavedDescription, type: 'error' });
      });
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form.values, pristine, draftId, userId, sent]);

  const onSubmit = form.handleSubmit(async (output) => {
    const failed = mode === 'create' ? LISTING_TEXTS.createFailed : LISTING_TEXTS.updateFailed;
    let result;
    try {
      result = await submitListing({ userId, output, edit, draftId });
    } catch (error) {
      // The queue itself could not be written (storage full): the form keeps everything.
      console.error('Queueing the listing failed', error);
      toast({ title: LISTING_TEXTS.errorTitle, description: failed, type: 'error' });
      return;
    }
    if (result.kind === 'rejected') {
      toast({ title: LISTING_TEXTS.errorTitle, description: result.message ?? failed, type: 'error' });
      return;
    }
    // Queued or sent: the outbox has it now; stop saving the draft (a pending save is cancelled).
    setSent(true);
    await deleteListingDraft(draftId);
    if (result.kind === 'queued') {
      toast({ title: OUR_TEXTS.savedOnDeviceTitle, description: OUR_TEXTS.savedOnDeviceDescription, type: 'info' });
      navigate('/account?tab=listings');
      return;
    }
    await invalidateListings();
    await primePart(result.part);
    toast({
      title: LISTING_TEXTS.successTitle,
      description: mode === 'create' ? LISTING_TEXTS.createdDescription : LISTING_TEXTS.updatedDescription,
      type: 'success',
    });
    navigate(`/boat-parts/${result.part.id}`);
  });

  const text = (
    name: Exclude<ListingField, 'imageUrls' | 'category' | 'condition' | 'description'>,
    label: string,
    extra: TextProps = {},
  ) => (
    <Field.Root invalid={Boolean(errorOf(name))} required={extra.required}>
      <Field.Label>{label}</Field.Label>
      <Field.Input
        {...bind(name)}
        data-field={name}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        autoComplete={extra.autoComplete ?? 'off'}
        placeholder={extra.placeholder}
        maxLength={extra.maxLength}
      />
      {extra.hint ? <Field.HelperText>{extra.hint}</Field.HelperText> : null}
      <Field.ErrorText>{errorOf(name)}</Field.ErrorText>
    </Field.Root>
  );

  const submitting = form.submitting;
  const submitLabel =
    mode === 'create'
      ? submitting
        ? LISTING_TEXTS.submittingCreate
        : LISTING_TEXTS.submitCreate
      : submitting
        ? LISTING_TEXTS.submittingEdit
        : LISTING_TEXTS.submitEdit;

  return (
    <form className={formLayout} onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <FormCard title={LISTING_TEXTS.cardPartInformation}>
        {text('title', OUR_TEXTS.title, { required: true, maxLength: 100 })}
        <div className={twoColumns}>
          <SelectField
            label={OUR_TEXTS.categoryLabel}
            placeholder={OUR_TEXTS.selectCategory}
            options={PART_CATEGORIES}
            error={errorOf('category')}
            {...bind('category')}
          />
          <SelectField
            label={OUR_TEXTS.conditionLabel}
            placeholder={OUR_TEXTS.selectCondition}
            options={PART_CONDITIONS}
            error={errorOf('condition')}
            {...bind('condition')}
          />
        </div>
        {text('price', OUR_TEXTS.priceLabel, { required: true, inputMode: 'decimal', placeholder: '0.00' })}
        <Field.Root invalid={Boolean(errorOf('description'))} required>
          <Field.Label>{OUR_TEXTS.descriptionLabel}</Field.Label>
          <Field.Textarea {...bind('description')} data-field="description" rows={6} maxLength={2000} />
          <Field.ErrorText>{errorOf('description')}</Field.ErrorText>
        </Field.Root>
      </FormCard>

      <FormCard title={LISTING_TEXTS.cardAdditionalDetails}>
        <div className={twoColumns}>
          {text('brand', OUR_TEXTS.brandLabel, { maxLength: 100 })}
          {text('model', OUR_TEXTS.modelLabel, { maxLength: 100 })}
          {text('year', OUR_TEXTS.yearLabel, { inputMode: 'numeric', maxLength: 4 })}
          {text('location', OUR_TEXTS.locationLabel, { maxLength: 150, autoComplete: 'address-level2' })}
        </div>
        {text('websiteUrl', LISTING_TEXTS.websiteUrl, { type: 'url', inputMode: 'url', placeholder: 'https://' })}
      </FormCard>

      <FormCard title={LISTING_TEXTS.cardImages}>
        <ImageUploader
          imageUrls={form.values.imageUrls}
          onAdd={form.addImage}
          onRemove={form.removeImage}
          onBusyChange={setUploading}
          userId={userId}
          error={errorOf('imageUrls')}
        />
      </FormCard>

      <FormCard title={LISTING_TEXTS.cardContact}>
        <div className={twoColumns}>
          {text('contactEmail', OUR_TEXTS.contactEmail, { type: 'email', inputMode: 'email', autoComplete: 'email', required: true })}
          {text('contactPhone', OUR_TEXTS.contactPhone, { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 40 })}
        </div>
      </FormCard>

      <p className={note}>{OUR_TEXTS.termsNote}</p>
      <div className={actions}>
        <Link to={mode === 'create' ? '/boat-parts' : '/account'} className={buttonStyles({ variant: 'outline', size: 'lg' })}>
          {LISTING_TEXTS.cancel}
        </Link>
        <Button type="submit" variant="accent" size="lg" disabled={submitting || uploading}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface TextProps {
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
  hint?: string;
}

function FormCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className={cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface SelectFieldProps {
  name: ListingField;
  label: string;
  placeholder: string;
  options: readonly string[];
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: () => void;
}

const fieldStyles = fieldRecipe();

/** A native select (the best picker on phones) laid out like the Field wrapper's controls. */
function SelectField({ name, label, placeholder, options, value, error, onChange, onBlur }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.root}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        <span className={fieldStyles.requiredIndicator} aria-hidden="true">
          *
        </span>
      </label>
      <select
        id={id}
        name={name}
        data-field={name}
        className={input()}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={onChange}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className={fieldStyles.errorText}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

const formLayout = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const card = cx(cardStyles({ padding: 'xl', elevation: 'raised' }), stack({ gap: '4' }));
const cardTitle = css({ fontSize: 'xl', color: 'primary' });
const twoColumns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' });
const note = css({ color: 'fg.muted', fontSize: 'sm' });
const actions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3' });
