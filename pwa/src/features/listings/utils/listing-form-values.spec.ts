import { ListingFormSchema } from '@dockside/shared/listings';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/forms/use-schema-form';
import { boatPartFactory } from '../test/boat-part.factory';
import { withDraft } from '../stores/listing-drafts';
import { fitmentRowFactory, partNumberFactory } from '../test/fitment.factory';
import { emptyListingValues, fitmentValuesOf, listingValuesFromPart } from './listing-form-values';

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

  it("fills the fitment rows as text, numbers and nulls included, and leaves out the part number's source and key", () => {
    const part = boatPartFactory({
      fitment: [fitmentRowFactory({ hpFrom: 115, hpTo: null, serialFrom: '6EK-1000001', note: null })],
      specs: [{ key: 'diameter', value: '14.25', unit: 'in' }],
      partNumbers: [partNumberFactory()],
    });
    const values = listingValuesFromPart(part);
    expect(values.fitment).toEqual([
      {
        engineMake: 'Yamaha',
        engineModel: 'F',
        hpFrom: '115',
        hpTo: '',
        yearFrom: '2004',
        yearTo: '2012',
        serialFrom: '6EK-1000001',
        serialTo: '',
        note: '',
      },
    ]);
    expect(values.specs).toEqual([{ key: 'diameter', value: '14.25', unit: 'in' }]);
    expect(values.partNumbers).toEqual([{ number: '47-43026Q06', brand: 'Mercury', relation: 'own' }]);
    // The form's text goes through the shared schema back to the numbers it came from.
    const parsed = v.parse(ListingFormSchema, { ...values, price: '4500', description: 'x'.repeat(30) });
    expect(parsed.fitment[0]).toMatchObject({ hpFrom: 115, hpTo: null, yearFrom: 2004, note: null });
  });

  it('reads rows back from a queued body or a draft, dropping what is not a row', () => {
    expect(fitmentValuesOf({ fitment: [{ engineMake: 'Honda', hpFrom: 20 }, 'junk', null], specs: 'nope' })).toEqual({
      fitment: [
        { engineMake: 'Honda', engineModel: '', hpFrom: '20', hpTo: '', yearFrom: '', yearTo: '', serialFrom: '', serialTo: '', note: '' },
      ],
      specs: [],
      partNumbers: [],
    });
  });

  it('restores the rows from a draft; a draft from before the rows existed keeps the starting ones', () => {
    const initial = listingValuesFromPart(boatPartFactory({ partNumbers: [partNumberFactory()] }));
    const draft = (values: Record<string, unknown>) => ({ id: 'edit:7:1', userId: 7, values, updatedAt: 0 });
    const restored = withDraft(
      initial,
      draft({ ...initial, title: 'Changed', partNumbers: [{ number: '8M0065104', brand: '', relation: 'own' }] }),
    );
    expect(restored.title).toBe('Changed');
    expect(restored.partNumbers).toEqual([{ number: '8M0065104', brand: '', relation: 'own' }]);
    const { partNumbers: _dropped, ...older } = initial;
    expect(withDraft(initial, draft(older)).partNumbers).toEqual(initial.partNumbers);
  });
});
