import { ListingFormSchema } from '@dockside/shared/listings';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/forms/use-schema-form';
import { boatPartFactory } from '../test/boat-part.factory';
import { emptyListingValues, listingValuesFromPart } from './listing-form-values';

describe('listing form values', () => {
  it('fills the edit form from a listing: price and year as text, empty strings for missing optional fields', () => {
    const part = boatPartFactory({
      price: '1250.00',
      year: 2019,
      brand: null,
      model: null,
      location: null,
      contactPhone: null,
      websiteUrl: null,
    });
    expect(listingValuesFromPart(part)).toMatchObject({
      price: '1250.00',
      year: '2019',
      brand: '',
      model: '',
      location: '',
      contactPhone: '',
      websiteUrl: '',
      contactEmail: 'seller@example.com',
    });
    expect(listingValuesFromPart(boatPartFactory({ year: null })).year).toBe('');
  });

  it("falls back to the user's e-mail when the listing has no contact e-mail", () => {
    expect(listingValuesFromPart(boatPartFactory({ contactEmail: null }), 'me@example.com').contactEmail).toBe('me@example.com');
  });

  it('reports one message per field, the images on the card as a whole', () => {
    const result = v.safeParse(ListingFormSchema, { ...emptyListingValues('a@b.co'), imageUrls: [''] });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.issues ?? []);
    expect(errors.imageUrls).toBe('At least one image is required for your listing');
    expect(errors.title).toBe('Title must be at least 5 characters');
  });
});
