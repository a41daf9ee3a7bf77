import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  effectiveSort,
  hasActiveFilters,
  hasFitmentFilter,
  parseCatalogSearch,
  toCatalogApiUrl,
  toCatalogSearch,
  withPriceRangeInOrder,
} from './catalog-filters';

const parse = (query: string) => parseCatalogSearch(new URLSearchParams(query));

describe('catalogue filters ↔ URL query', () => {
  it('preselects a category from the URL only if it is a known one (spec §2)', () => {
    expect(parse('category=Engines%20%26%20Motors').categories).toEqual(['Engines & Motors']);
    expect(parse('category=Rockets').categories).toEqual([]);
    expect(parse('category=electrical').categories).toEqual([]);
  });

  it('reads several categories, keeps the known ones in the spec order and drops duplicates', () => {
    expect(parse('category=Other&category=Rockets&category=Electrical&category=Other').categories).toEqual(['Electrical', 'Other']);
  });

  it("keeps the condition link alias 'Good' (every used condition) and stored conditions; drops unknown ones", () => {
    expect(parse('condition=Good').condition).toBe('Good');
    expect(parse('condition=New').condition).toBe('New');
    expect(parse('condition=Used%20-%20Fair').condition).toBe('Used - Fair');
    expect(parse('condition=Mint').condition).toBe('');
  });

  it('reads search text, prices, featured and sort; malformed values are dropped', () => {
    expect(parse('q=%20yamaha%20&minPrice=10&maxPrice=250.5&featured=true&sort=price-asc')).toEqual({
      ...EMPTY_FILTERS,
      q: 'yamaha',
      minPrice: '10',
      maxPrice: '250.5',
      featured: true,
      sort: 'price-asc',
    });
    expect(parse('minPrice=-5&maxPrice=abc&sort=cheapest&featured=yes')).toEqual(EMPTY_FILTERS);
  });

  it('ignores relevance sorting when there is no search text', () => {
    expect(parse('sort=relevance').sort).toBe('');
    expect(parse('q=pump&sort=relevance').sort).toBe('relevance');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(toCatalogSearch(EMPTY_FILTERS).toString()).toBe('');
    const filters = parse('q=bilge+pump&category=Plumbing+%26+Pumps&category=Electrical&condition=Good&minPrice=5&sort=price-desc');
    const query = toCatalogSearch(filters);
    expect(query.getAll('category')).toEqual(['Plumbing & Pumps', 'Electrical']);
    expect(parseCatalogSearch(query)).toEqual(filters);
  });

  it('builds the API URL with repeated categories and the page size', () => {
    const url = toCatalogApiUrl({ ...EMPTY_FILTERS, categories: ['Hardware', 'Interior'], condition: 'Good' }, 24);
    expect(url).toBe('/api/boat-parts?category=Hardware&category=Interior&condition=Good&limit=24');
  });

  it('sends a reversed price range the right way round, and ignores unfinished amounts', () => {
    expect(toCatalogApiUrl({ ...EMPTY_FILTERS, minPrice: '500', maxPrice: '20' }, 24)).toBe(
      '/api/boat-parts?minPrice=20&maxPrice=500&limit=24',
    );
    expect(parse('minPrice=12.').minPrice).toBe('');
    // What Save Search sends is put in order the same way (the saved-search API refuses min > max too).
    expect(toCatalogSearch(withPriceRangeInOrder({ ...EMPTY_FILTERS, q: 'winch', minPrice: '500', maxPrice: '20' })).toString()).toBe(
      'q=winch&minPrice=20&maxPrice=500',
    );
  });

  it("reads 'fits' (a boat id) and the engine described, and sends the engine with its make only", () => {
    expect(parse('fits=4&engineMake=Yamaha')).toEqual({ ...EMPTY_FILTERS, fits: '4', engineMake: 'Yamaha' });
    expect(parse('fits=abc&hp=1x5&year=215').fits).toBe('');
    const engine = parse('engineMake=Yamaha&engineModel=F115&hp=115&serial=6BX1012345&year=2016');
    expect(parseCatalogSearch(toCatalogSearch(engine))).toEqual(engine);
    expect(toCatalogApiUrl(engine, 24)).toBe(
      '/api/boat-parts?engineMake=Yamaha&engineModel=F115&hp=115&serial=6BX1012345&year=2016&limit=24',
    );
    // A boat chosen wins over an engine described; a model typed before the make waits in the URL, unsent.
    expect(toCatalogApiUrl({ ...engine, fits: '4' }, 24)).toBe('/api/boat-parts?fits=4&limit=24');
    expect(toCatalogSearch({ ...EMPTY_FILTERS, engineModel: 'F115' }).toString()).toBe('engineModel=F115');
    expect(toCatalogApiUrl({ ...EMPTY_FILTERS, engineModel: 'F115' }, 24)).toBe('/api/boat-parts?limit=24');
    expect(hasFitmentFilter({ ...EMPTY_FILTERS, engineModel: 'F115' })).toBe(false);
    expect(hasFitmentFilter({ ...EMPTY_FILTERS, fits: '4' })).toBe(true);
    // What the API would refuse waits unsent: a serial not (yet) in the make's format, a year before 1950.
    expect(toCatalogApiUrl({ ...EMPTY_FILTERS, engineMake: 'Mercury', serial: '0G5', year: '1949' }, 24)).toBe(
      '/api/boat-parts?engineMake=Mercury&limit=24',
    );
  });

  it('knows when filters are active and which sort applies', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sort: 'price-asc' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, featured: true })).toBe(true);
    expect(effectiveSort(EMPTY_FILTERS)).toBe('newest');
    expect(effectiveSort({ ...EMPTY_FILTERS, q: 'winch' })).toBe('relevance');
    expect(effectiveSort({ ...EMPTY_FILTERS, q: 'winch', sort: 'price-asc' })).toBe('price-asc');
  });
});
