import { ListingFormSchema, type BoatPart, type ListingFormOutput } from '@dockside/shared/listings';
import * as v from 'valibot';

/** What the create/edit form holds: text for every field (price and year too), plus the uploaded image URLs. */
export interface ListingFormValues {
  title: string;
  category: string;
  condition: string;
  price: string;
  description: string;
  brand: string;
  model: string;
  year: string;
  location: string;
  websiteUrl: string;
  contactEmail: string;
  contactPhone: string;
  imageUrls: string[];
}

export type ListingField = keyof ListingFormValues;

/** The fields in the order they appear on screen (the first invalid one gets focus on submit). */
export const LISTING_FIELDS: readonly ListingField[] = [
  'title',
  'category',
  'condition',
  'price',
  'description',
  'brand',
  'model',
  'year',
  'location',
  'websiteUrl',
  'imageUrls',
  'contactEmail',
  'contactPhone',
];

/** A new listing: empty, with the contact e-mail prefilled from the signed-in user's (spec §2). */
export function emptyListingValues(contactEmail = ''): ListingFormValues {
  return {
    title: '',
    category: '',
    condition: '',
    price: '',
    description: '',
    brand: '',
    model: '',
    year: '',
    location: '',
    websiteUrl: '',
    contactEmail,
    contactPhone: '',
    imageUrls: [],
  };
}

/** Spec §2 Edit listing: the form fills from the listing; price and year as text, '' for missing optional fields. */
export function listingValuesFromPart(part: BoatPart, fallbackEmail = ''): ListingFormValues {
  return {
    title: part.title,
    category: part.category,
    condition: part.condition,
    price: part.price === null || part.price === undefined ? '' : String(part.price),
    description: part.description,
    brand: part.brand ?? '',
    model: part.model ?? '',
    year: part.year === null || part.year === undefined ? '' : String(part.year),
    location: part.location ?? '',
    websiteUrl: part.websiteUrl ?? '',
    contactEmail: part.contactEmail ?? fallbackEmail,
    contactPhone: part.contactPhone ?? '',
    imageUrls: [...part.imageUrls],
  };
}

export type ListingValidation =
  { success: true; output: ListingFormOutput } | { success: false; errors: Partial<Record<ListingField, string>> };

/** Validates with the shared form schema (spec §5 messages); the first message per field. */
export function validateListing(values: ListingFormValues): ListingValidation {
  const result = v.safeParse(ListingFormSchema, values);
  if (result.success) return { success: true, output: result.output };
  const errors: Partial<Record<ListingField, string>> = {};
  for (const issue of result.issues) {
    // 'imageUrls.2' (one bad URL) is reported on the images card as a whole.
    const field = issue.path?.[0]?.key as ListingField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}
