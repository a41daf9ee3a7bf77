import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceBadge } from './format-price';

describe('formatPrice (spec §3: $ prefix, thousands separators, 0–2 decimals)', () => {
  it.each([
    ['1250.00', '$1,250'],
    ['1250.50', '$1,250.50'],
    ['1250.5', '$1,250.50'],
    ['0.99', '$0.99'],
    ['1000000.00', '$1,000,000'],
    ['45', '$45'],
    [19.999, '$20'],
    [1234567.891, '$1,234,567.89'],
  ])('%j → %s', (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });

  it('gives an empty string for a missing or non-numeric price', () => {
    expect(formatPrice('')).toBe('');
    expect(formatPrice(null)).toBe('');
    expect(formatPrice('abc')).toBe('');
  });
});

describe('formatPriceBadge (spec §2 My Listings)', () => {
  it("says 'Price on request' when the price is empty", () => {
    expect(formatPriceBadge('')).toBe('Price on request');
    expect(formatPriceBadge(null)).toBe('Price on request');
    expect(formatPriceBadge(undefined)).toBe('Price on request');
  });

  it('shows the price with up to 2 decimals otherwise', () => {
    expect(formatPriceBadge('320.00')).toBe('$320');
    expect(formatPriceBadge('1320.25')).toBe('$1,320.25');
  });
});
