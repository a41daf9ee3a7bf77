import { ListingFormSchema, PART_CATEGORIES, PART_CONDITIONS } from '@dockside/shared/listings';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { Button, buttonStyles } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { hasChanges, useDirtyForm } from '@/lib/busy';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { deleteListingDraft, saveListingDraft } from '../stores/listing-drafts';
import { submitListing } from '../stores/listing-outbox';
import { invalidateListings, primePart } from '../stores/listing-queries';
import type { ListingFormValues } from '../utils/listing-form-values';
import { FitmentEditor } from './fitment/fitment-editor';
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
  // A mistake in the first card shows once the field is left, not only after the submit at the end.
  const form = useSchemaForm(ListingFormSchema, initialValues, { errorsOnBlur: true });
  const [uploading, setUploading] = useState(false);
  const { bind } = form;
  const changeImages = (change: (urls: readonly string[]) => string[]) => {
    form.setValue('imageUrls', (urls) => change(urls));
    form.touch('imageUrls');
  };
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
        <FormField {...text} label={OUR_TEXTS.title} required maxLength={100} {...bind('title')} />
        <div className={twoColumns}>
          <FormField
            label={OUR_TEXTS.categoryLabel}
            required
            options={PART_CATEGORIES}
            placeholder={OUR_TEXTS.selectCategory}
            {...bind('category')}
          />
          <FormField
            label={OUR_TEXTS.conditionLabel}
            required
            options={PART_CONDITIONS}
            placeholder={OUR_TEXTS.selectCondition}
            {...bind('condition')}
          />
        </div>
        <FormField {...text} label={OUR_TEXTS.priceLabel} required inputMode="decimal" placeholder="0.00" {...bind('price')} />
        <FormField label={OUR_TEXTS.descriptionLabel} required rows={6} maxLength={2000} {...bind('description')} />
      </FormCard>

      <FormCard title={LISTING_TEXTS.cardAdditionalDetails}>
        <div className={twoColumns}>
          <FormField {...text} label={OUR_TEXTS.brandLabel} maxLength={100} {...bind('brand')} />
          <FormField {...text} label={OUR_TEXTS.modelLabel} maxLength={100} {...bind('model')} />
          <FormField {...text} label={OUR_TEXTS.yearLabel} inputMode="numeric" maxLength={4} {...bind('year')} />
          <FormField {...text} label={OUR_TEXTS.locationLabel} maxLength={150} autoComplete="address-level2" {...bind('location')} />
        </div>
        <FormField {...text} label={LISTING_TEXTS.websiteUrl} type="url" inputMode="url" placeholder="https://" {...bind('websiteUrl')} />
        <FitmentEditor
          values={form.values}
          setList={(name, change) => form.setValue(name, (rows) => change(rows) as ListingFormValues[typeof name])}
          errorAt={form.errorAt}
          touch={form.touch}
        />
      </FormCard>

      <FormCard title={LISTING_TEXTS.cardImages}>
        <ImageUploader
          imageUrls={form.values.imageUrls}
          onAdd={(url) => changeImages((urls) => [...urls, url])}
          onRemove={(index) => changeImages((urls) => urls.filter((_, i) => i !== index))}
          onBusyChange={setUploading}
          userId={userId}
          error={form.errorOf('imageUrls')}
        />
      </FormCard>

      <FormCard title={LISTING_TEXTS.cardContact}>
        <div className={twoColumns}>
          <FormField
            {...text}
            label={OUR_TEXTS.contactEmail}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            {...bind('contactEmail')}
          />
          <FormField
            {...text}
            label={OUR_TEXTS.contactPhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={40}
            {...bind('contactPhone')}
          />
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

/**
 * What every field of the listing form shares: the spec's bare labels (no optional marker) and no
 * browser autofill of the seller's own history into part details.
 */
const text = { markOptional: false, autoComplete: 'off' } as const;

const formLayout = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const card = cx(cardStyles({ padding: 'xl', elevation: 'raised' }), stack({ gap: '4' }));
const cardTitle = css({ fontSize: 'xl', color: 'primary' });
const twoColumns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' });
const note = css({ color: 'fg.muted', fontSize: 'sm' });
const actions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3' });
