import { describe, expect, it } from 'vitest';
import { encodeCursor } from './catalog-cursor';
import { InvalidQueryException } from '../../../common/exceptions/invalid-query.exception';
import { parseCatalogQuery } from './catalog-query';

function error(query: Record<string, unknown>): { message: string; parameter: unknown } {
  try {
    parseCatalogQuery(query);
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidQueryException);
    const ex = e as InvalidQueryException;
    return { message: ex.message, parameter: ex.extra?.parameter };
  }
  throw new Error('expected the query to be refused');
}

describe('parseCatalogQuery', () => {
  it('defaults: newest first, 24 per page, no filters', () => {
    expect(parseCatalogQuery({})).toEqual({
      q: undefined,
      categories: [],
      conditions: [],
      minPrice: undefined,
      maxPrice: undefined,
      brand: undefined,
      location: undefined,
      featured: undefined,
      sort: 'newest',
      limit: 24,
      after: undefined,
    });
  });

  it('sorts by relevance by default when there is a search term, and ignores relevance without one', () => {
    expect(parseCatalogQuery({ q: ' yamaha ' })).toMatchObject({ q: 'yamaha', sort: 'relevance' });
    expect(parseCatalogQuery({ q: 'yamaha', sort: 'price-asc' }).sort).toBe('price-asc');
    expect(parseCatalogQuery({ sort: 'relevance' }).sort).toBe('newest');
    expect(parseCatalogQuery({ q: '   ' }).q).toBeUndefined();
  });

  it('takes repeated categories and conditions, case-insensitively, without duplicates', () => {
    const parsed = parseCatalogQuery({ category: ['Electrical', 'hardware', 'Electrical'], condition: 'New' });
    expect(parsed.categories).toEqual(['Electrical', 'Hardware']);
    expect(parsed.conditions).toEqual(['New']);
  });

  it('expands condition=Good (the spec links) to the four used conditions', () => {
    expect(parseCatalogQuery({ condition: 'Good' }).conditions).toEqual([
      'Used - Like New',
      'Used - Excellent',
      'Used - Good',
      'Used - Fair',
    ]);
    expect(parseCatalogQuery({ condition: ['Good', 'Used - Good', 'New'] }).conditions).toHaveLength(5);
  });

  it('parses prices, brand, location, featured and limit', () => {
    expect(
      parseCatalogQuery({ minPrice: '10', maxPrice: '99.5', brand: 'Yamaha', location: 'Miami', featured: 'true', limit: '100' }),
    ).toMatchObject({ minPrice: 10, maxPrice: 99.5, brand: 'Yamaha', location: 'Miami', featured: true, limit: 100 });
    expect(parseCatalogQuery({ featured: '0' }).featured).toBe(false);
  });

  it('accepts a cursor made for the same sort', () => {
    const cursor = { sort: 'price-asc', key: '10.00', id: 5 } as const;
    expect(parseCatalogQuery({ sort: 'price-asc', cursor: encodeCursor(cursor) }).after).toEqual(cursor);
  });

  it.each([
    [{ limit: '0' }, 'limit', "Invalid query parameter 'limit': must be a whole number from 1 to 100"],
    [{ limit: '101' }, 'limit', "Invalid query parameter 'limit': must be a whole number from 1 to 100"],
    [{ limit: 'ten' }, 'limit', "Invalid query parameter 'limit': must be a whole number from 1 to 100"],
    [{ limit: ['1', '2'] }, 'limit', "Invalid query parameter 'limit': must be given once"],
    [{ minPrice: 'cheap' }, 'minPrice', "Invalid query parameter 'minPrice': must be a number from 0 to 1000000"],
    [{ maxPrice: '-1' }, 'maxPrice', "Invalid query parameter 'maxPrice': must be a number from 0 to 1000000"],
    [{ maxPrice: '2000000' }, 'maxPrice', "Invalid query parameter 'maxPrice': must be a number from 0 to 1000000"],
    [{ minPrice: '50', maxPrice: '10' }, 'minPrice', "Invalid query parameter 'minPrice': must not be greater than maxPrice"],
    [{ category: 'Rockets' }, 'category', "Invalid query parameter 'category': 'Rockets' is not a category"],
    [{ condition: 'Mint' }, 'condition', "Invalid query parameter 'condition': 'Mint' is not a condition"],
    [{ featured: 'yes' }, 'featured', "Invalid query parameter 'featured': must be true or false"],
    [{ sort: 'cheapest' }, 'sort', "Invalid query parameter 'sort': must be one of newest, price-asc, price-desc, relevance"],
    [{ q: 'x'.repeat(201) }, 'q', "Invalid query parameter 'q': must be at most 200 characters"],
    [{ brand: 'b'.repeat(101) }, 'brand', "Invalid query parameter 'brand': must be at most 100 characters"],
    [{ cursor: 'garbage!' }, 'cursor', "Invalid query parameter 'cursor': is not a cursor of this listing (use the Link header as given)"],
  ])('%o → 400 naming %s', (query, parameter, message) => {
    expect(error(query)).toEqual({ message, parameter });
  });

  it('reads fits and an engine described by make, model, hp, year and serial', () => {
    expect(parseCatalogQuery({ fits: '12' })).toMatchObject({ fitsBoatId: 12 });
    expect(
      parseCatalogQuery({ engineMake: ' merc ', engineModel: 'verado  250', hp: '2.5', year: '1950', serial: 'OG590000' }).engine,
    ).toEqual({
      make: 'Mercury',
      model: 'verado 250',
      hp: 2.5,
      year: 1950,
      serial: 'OG590000',
    });
    expect(parseCatalogQuery({ engineMake: 'Seagull' }).engine).toEqual({
      make: 'Seagull',
      model: null,
      hp: null,
      year: null,
      serial: null,
    });
    expect(parseCatalogQuery({ engineMake: 'Mercury', hp: '2000', year: String(new Date().getFullYear() + 1) }).engine).toMatchObject({
      hp: 2000,
    });
    expect(parseCatalogQuery({})).not.toHaveProperty('engine');
  });

  it.each([
    [{ fits: 'mine' }, 'fits'],
    [{ fits: '0' }, 'fits'],
    [{ hp: '115' }, 'engineMake'],
    [{ engineModel: 'F115' }, 'engineMake'],
    [{ engineMake: 'Yamaha', hp: '2000.5' }, 'hp'],
    [{ engineMake: 'Yamaha', hp: '1e3' }, 'hp'],
    [{ engineMake: 'Yamaha', year: '1949' }, 'year'],
    [{ engineMake: 'Yamaha', year: String(new Date().getFullYear() + 2) }, 'year'],
    [{ engineMake: 'Honda', serial: '1100001' }, 'serial'],
    [{ engineMake: 'Seagull', serial: 'x' }, 'serial'],
    [{ engineMake: 'Mercury', serial: 'S'.repeat(41) }, 'serial'],
  ])('%o → 400 naming %s', (query, parameter) => {
    expect(error(query).parameter).toBe(parameter);
  });

  it('refuses a cursor made for another sort', () => {
    const token = encodeCursor({ sort: 'newest', key: '1', id: 1 });
    expect(error({ sort: 'price-desc', cursor: token }).parameter).toBe('cursor');
  });
});
