import type { BoatPart } from '@dockside/shared/listings';
import { fitmentValuesOf, type FitmentLists } from '../components/fitment/fitment-values';

export { emptyFitmentRow, emptyPartNumber, emptySpec, fitmentValuesOf } from '../components/fitment/fitment-values';
export type { FitmentRowValues, PartNumberValues, SpecValues } from '../components/fitment/fitment-values';

/** What the create/edit form holds: text for every field (price and year too), plus the uploaded image URLs. */
export type ListingFormValues = FitmentLists & {
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
};

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
    fitment: [],
    specs: [],
    partNumbers: [],
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
    ...fitmentValuesOf(part),
  };
}
