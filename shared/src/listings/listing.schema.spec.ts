import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONDITION_FILTER_ALIASES, LISTING_MESSAGES, USED_CONDITIONS } from './listing.constants';
import { CreateListingSchema, ListingFormSchema, isHttpUrl } from './listing.schema';
import { messageFor } from '../testing/schema-messages';

const thisYear = new Date().getFullYear();
const valid = {
  title: 'Yamaha F150 outboard',
  description: 'Low hours, serviced last spring, runs perfectly.',
  category: 'Engines & Motors',
  condition: 'Used - Good',
  price: 4500,
  brand: 'Yamaha',
  model: 'F150',
  year: 2015,
  location: 'Annapolis, MD',
  contactEmail: 'seller@example.com',
  contactPhone: '',
  websiteUrl: '',
  imageUrls: ['/uploads/u/abc-1280.webp'],
};

describe.each([
  ['form', ListingFormSchema],
  ['server', CreateListingSchema],
] as const)('Listing rules shared by the %s schema (spec §5)', (_name, schema) => {
  it('accepts a valid listing and normalises empty optional fields to null', () => {
    const result = v.safeParse(schema, valid);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.output).toMatchObject({ price: 4500, year: 2015, websiteUrl: null, contactPhone: null });
  });

  it.each([
    ['title', 'Boat', 'Title must be at least 5 characters'],
    ['title', '   Oar ', 'Title must be at least 5 characters'],
    ['title', 'x'.repeat(101), 'Title must be less than 100 characters'],
    ['description', 'x'.repeat(2001), 'Description must be less than 2000 characters'],
    ['category', '', 'Please select a category'],
    ['category', 'Rockets', 'Please select a category'],
    ['condition', '', 'Please select a condition'],
    ['condition', 'Mint', 'Please select a condition'],
    ['price', '', 'Price is required'],
    ['price', null, 'Price is required'],
    ['year', 1899, `Year must be between 1900 and ${thisYear}`],
    ['year', thisYear + 1, `Year must be between 1900 and ${thisYear}`],
    ['year', 2001.5, `Year must be between 1900 and ${thisYear}`],
    ['year', 'abc', `Year must be between 1900 and ${thisYear}`],
    ['contactEmail', 'not-an-email', 'Must be a valid email address'],
    ['websiteUrl', 'example.com', 'Please enter a valid URL including https://'],
    ['websiteUrl', 'javascript:alert(1)', 'Please enter a valid URL including https://'],
    ['websiteUrl', 'data:text/html,<script>alert(1)</script>', 'Please enter a valid URL including https://'],
    ['websiteUrl', 'ftp://example.com/file', 'Please enter a valid URL including https://'],
    ['imageUrls', [], 'At least one image is required for your listing'],
    ['imageUrls', Array.from({ length: 11 }, (_, i) => `/uploads/u/k${i}-1280.webp`), 'A listing can have at most 10 images'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageFor(schema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it('reports the field message when a required field is missing', () => {
    const { title: _t, category: _c, condition: _d, price: _p, imageUrls: _i, ...rest } = valid;
    const result = v.safeParse(schema, rest);
    expect(result.success).toBe(false);
    if (result.success) return;
    const byPath = Object.fromEntries(result.issues.map((i) => [i.path?.map((p) => p.key).join('.'), i.message]));
    expect(byPath).toMatchObject({
      title: 'Title must be at least 5 characters',
      category: 'Please select a category',
      condition: 'Please select a condition',
      price: 'Price is required',
      imageUrls: 'At least one image is required for your listing',
    });
  });

  it('accepts the year as an integer, integer text, or not at all; 1900 and this year are in range', () => {
    for (const year of [1900, thisYear, String(thisYear), '', null, undefined]) {
      expect(v.safeParse(schema, { ...valid, year }).success).toBe(true);
    }
    const parsed = v.parse(schema, { ...valid, year: '1999' });
    expect(parsed.year).toBe(1999);
    expect(v.parse(schema, { ...valid, year: '' }).year).toBeNull();
  });

  it('accepts the price as a number or numeric text, rounded to cents', () => {
    expect(v.parse(schema, { ...valid, price: '1250.5' }).price).toBe(1250.5);
    expect(v.parse(schema, { ...valid, price: 19.999 }).price).toBe(20);
    expect(v.parse(schema, { ...valid, price: 1 }).price).toBe(1);
    expect(v.parse(schema, { ...valid, price: 1_000_000 }).price).toBe(1_000_000);
  });

  it('accepts http and https website URLs, trimmed', () => {
    expect(v.parse(schema, { ...valid, websiteUrl: ' https://harbour.example/parts ' }).websiteUrl).toBe('https://harbour.example/parts');
    expect(v.parse(schema, { ...valid, websiteUrl: 'http://harbour.example' }).websiteUrl).toBe('http://harbour.example');
  });

  it('never takes server-owned fields from the input', () => {
    const output = v.parse(schema, {
      ...valid,
      userId: 99,
      featured: true,
      status: 'sold',
      moderationStatus: 'approved',
      approvalStatus: 'approved',
      moderatedBy: 1,
      rejectionReason: 'x',
      version: 40,
    });
    for (const key of ['userId', 'featured', 'status', 'moderationStatus', 'approvalStatus', 'moderatedBy', 'rejectionReason', 'version']) {
      expect(output).not.toHaveProperty(key);
    }
  });

  it('caps the optional text fields', () => {
    expect(messageFor(schema, { ...valid, brand: 'b'.repeat(101) }, 'brand')).toBe('Brand must be at most 100 characters');
    expect(messageFor(schema, { ...valid, model: 'm'.repeat(101) }, 'model')).toBe('Model must be at most 100 characters');
    expect(messageFor(schema, { ...valid, location: 'l'.repeat(151) }, 'location')).toBe('Location must be at most 150 characters');
    expect(messageFor(schema, { ...valid, contactPhone: '1'.repeat(41) }, 'contactPhone')).toBe(
      'Phone number must be at most 40 characters',
    );
  });
});

describe('ListingFormSchema — the form rules (spec §5 "Listing form")', () => {
  it.each([
    ['description', 'Too short, 19 chars', 'Description must be at least 20 characters'],
    ['price', 'abc', 'Price must be between $1 and $1,000,000'],
    ['price', 0.5, 'Price must be between $1 and $1,000,000'],
    ['price', '1000000.01', 'Price must be between $1 and $1,000,000'],
    ['contactEmail', '', 'Must be a valid email address'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageFor(ListingFormSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it('accepts a description of exactly 20 characters', () => {
    expect(v.safeParse(ListingFormSchema, { ...valid, description: 'x'.repeat(20) }).success).toBe(true);
  });
});

describe('CreateListingSchema — the shared server-side schema (spec §5)', () => {
  it.each([
    ['description', 'Too short', 'Description must be at least 10 characters'],
    ['price', 0, 'Price must be at least $1'],
    ['price', 0.99, 'Price must be at least $1'],
    ['price', -5, 'Price must be at least $1'],
    ['price', 'abc', 'Price must be at least $1'],
    ['price', 1_000_001, 'Price cannot exceed $1,000,000'],
    ['price', '2000000', 'Price cannot exceed $1,000,000'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageFor(CreateListingSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it('accepts a description of 10 characters and a missing contact e-mail (the account e-mail is used)', () => {
    const output = v.parse(CreateListingSchema, { ...valid, description: 'x'.repeat(10), contactEmail: undefined });
    expect(output.contactEmail).toBeNull();
  });
});

describe('constants', () => {
  it('"Good" in links means the four used conditions', () => {
    expect(CONDITION_FILTER_ALIASES.Good).toEqual(USED_CONDITIONS);
    expect(USED_CONDITIONS.every((c) => c.startsWith('Used - '))).toBe(true);
  });

  it('the year message names the current year', () => {
    expect(LISTING_MESSAGES.year()).toBe(`Year must be between 1900 and ${thisYear}`);
  });

  it('isHttpUrl refuses non-web schemes', () => {
    expect(isHttpUrl('https://a.example')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('mailto:x@y.z')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });
});
