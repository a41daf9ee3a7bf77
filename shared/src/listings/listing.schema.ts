import * as v from 'valibot';
import { ListingFitmentEntries } from '../fitment/fitment.schema';
import { LISTING_LIMITS as L, LISTING_MESSAGES as M, PART_CATEGORIES, PART_CONDITIONS, currentYear } from './listing.constants';

/*
 * One set of field schemas, two payloads (docs/conventions.md §4):
 * - ListingFormSchema: the create/edit form's rules (spec §5 "Listing form").
 * - CreateListingSchema: what POST/PUT /api/boat-parts accept — the spec's "shared server-side listing
 *   schema" (description ≥ 10, price min/max texts) plus the form rules that also hold on the server.
 * Fields the server owns (userId, featured, status, moderation and approval) are not in either schema,
 * so valibot drops them from a body (no mass assignment).
 */

/** '' and null mean "not given" for optional fields (forms send ''), and come out as null. */
const optionalOrEmpty = <T extends v.GenericSchema<unknown, unknown>>(schema: T) =>
  v.optional(
    v.union(
      [
        v.pipe(
          v.union([v.literal(''), v.null()]),
          v.transform(() => null),
        ),
        schema,
      ],
      (issue) => innerMessage(schema, issue),
    ),
    null,
  );

/** Report the inner schema's message, not valibot's generic union text. */
function innerMessage(schema: v.GenericSchema<unknown, unknown>, issue: v.BaseIssue<unknown>): string {
  const inner = v.safeParse(schema, issue.input);
  return inner.success ? issue.message : inner.issues[0].message;
}

/** A missing required field is treated as empty, so the client sees the field's own message. */
const required = <T extends v.GenericSchema<unknown, unknown>>(schema: T) => v.optional(schema, '');

const optionalText = (max: number, message: string) => optionalOrEmpty(v.pipe(v.string(message), v.trim(), v.maxLength(max, message)));

export const TitleSchema = v.pipe(v.string(M.titleMin), v.trim(), v.minLength(L.titleMin, M.titleMin), v.maxLength(L.titleMax, M.titleMax));

const descriptionSchema = (min: number, minMessage: string) =>
  v.pipe(v.string(minMessage), v.trim(), v.minLength(min, minMessage), v.maxLength(L.descriptionMax, M.descriptionMax));

export const CategorySchema = v.picklist(PART_CATEGORIES, M.category);
export const ConditionSchema = v.picklist(PART_CONDITIONS, M.condition);

interface PriceMessages {
  required: string;
  invalid: string;
  min: string;
  max: string;
}
const DECIMAL = /^\d+(\.\d+)?$/;

/** A price given as a number or a numeric string (forms hold text), rounded to cents. */
const priceSchema = (m: PriceMessages) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        addIssue({ message: m.required });
        return NEVER;
      }
      const parsed =
        typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value.trim()) : NaN;
      if (!Number.isFinite(parsed)) {
        addIssue({ message: m.invalid });
        return NEVER;
      }
      return Math.round(parsed * 100) / 100;
    }),
    v.minValue(L.priceMin, m.min),
    v.maxValue(L.priceMax, m.max),
  );

const FormPriceSchema = priceSchema({ required: M.priceRequired, invalid: M.priceRange, min: M.priceRange, max: M.priceRange });
const ServerPriceSchema = priceSchema({ required: M.priceRequired, invalid: M.priceMin, min: M.priceMin, max: M.priceMax });

/** Year: optional; when given an integer from 1900 to the current year (checked when validating, not at load). */
export const YearSchema = optionalOrEmpty(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/), v.transform(Number))], () => M.year()),
    v.check(
      (year) => Number.isInteger(year) && year >= L.yearMin && year <= currentYear(),
      () => M.year(),
    ),
  ),
);

export const ContactEmailSchema = v.pipe(v.string(M.contactEmail), v.trim(), v.maxLength(254, M.contactEmail), v.email(M.contactEmail));

/** http(s) only: `javascript:`, `data:` and friends are refused. */
export const WebsiteUrlSchema = optionalOrEmpty(
  v.pipe(
    v.string(M.websiteUrl),
    v.trim(),
    v.maxLength(2048, M.websiteUrl),
    v.check((value) => isHttpUrl(value), M.websiteUrl),
  ),
);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const ImageUrlsSchema = v.optional(
  v.pipe(
    v.array(
      v.pipe(v.string(M.imagesRequired), v.trim(), v.nonEmpty(M.imagesRequired), v.maxLength(2048, M.imageNotUploaded)),
      M.imagesRequired,
    ),
    v.minLength(1, M.imagesRequired),
    v.maxLength(L.maxImages, M.imagesMax),
  ),
  [],
);

const commonEntries = {
  title: required(TitleSchema),
  category: required(CategorySchema),
  condition: required(ConditionSchema),
  brand: optionalText(100, M.brandMax),
  model: optionalText(100, M.modelMax),
  year: YearSchema,
  location: optionalText(150, M.locationMax),
  contactPhone: optionalText(40, M.contactPhoneMax),
  websiteUrl: WebsiteUrlSchema,
  imageUrls: ImageUrlsSchema,
  // What the part fits and its numbers (docs/decisions.md "Fitment").
  ...ListingFitmentEntries,
};

/** The create and edit forms (spec §5 "Listing form"). Price and year may be text, as the form holds them. */
export const ListingFormSchema = v.object({
  ...commonEntries,
  description: required(descriptionSchema(L.descriptionMin, M.descriptionMin)),
  price: v.optional(FormPriceSchema, ''),
  contactEmail: required(ContactEmailSchema),
});
export type ListingFormInput = v.InferInput<typeof ListingFormSchema>;
export type ListingFormOutput = v.InferOutput<typeof ListingFormSchema>;

/**
 * POST and PUT /api/boat-parts. contactEmail may be left out: the server then uses the seller's
 * account e-mail (the form pre-fills it from there anyway).
 */
export const CreateListingSchema = v.object({
  ...commonEntries,
  description: required(descriptionSchema(L.serverDescriptionMin, M.serverDescriptionMin)),
  price: v.optional(ServerPriceSchema, ''),
  contactEmail: optionalOrEmpty(ContactEmailSchema),
});
export type ListingInput = v.InferOutput<typeof CreateListingSchema>;

/** PUT sends the same body as POST (spec §7). */
export const UpdateListingSchema = CreateListingSchema;
