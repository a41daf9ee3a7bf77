import type { BoatPart, ListingInput } from '@dockside/shared/listings';
import { apiRequest } from '@/lib/api-client';

/** POST /api/boat-parts: all form fields (price a number, year an integer or absent); returns the listing. */
export function createBoatPart(body: ListingInput): Promise<BoatPart> {
  return apiRequest<BoatPart>('POST', '/api/boat-parts', toBody(body));
}

/** Spec §7: the year is an integer or absent. */
export function toBody(input: ListingInput): Record<string, unknown> {
  const { year, ...rest } = input;
  return year === null || year === undefined ? { ...rest } : { ...rest, year };
}
