import { describe, expect, it } from 'vitest';
import { USED_CONDITIONS } from '@dockside/shared/listings';
import { InvalidQueryException } from '../../common/exceptions/invalid-query.exception';
import { parseCatalogQuery } from '../listings/search/catalog-query';
import { normaliseSavedQuery as normalise } from './saved-search-query';

/** The saved-search normaliser over the catalogue's own parser, as SavedSearchesService runs it. */
const normaliseSavedQuery = (text: string) => normalise(text, parseCatalogQuery);

/** The parameter a refused query names. */
function refused(text: string): unknown {
  try {
    normaliseSavedQuery(text);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidQueryException);
    return (error as InvalidQueryException).extra?.parameter;
  }
  throw new Error(`'${text}' was accepted`);
}

describe('normaliseSavedQuery', () => {
  it('keeps the filters in a fixed order, canonical spelling, URLSearchParams encoding', () => {
    const { query, filters } = normaliseSavedQuery(
      'location=%20Hamble%20&sort=price-asc&brand=Yamaha&maxPrice=250.50&category=deck+equipment&q=%20F115%20impeller%20&minPrice=010&category=Engines%20%26%20Motors&limit=5',
    );
    expect(query).toBe(
      'q=F115+impeller&category=Engines+%26+Motors&category=Deck+Equipment&minPrice=10&maxPrice=250.5&brand=Yamaha&location=Hamble',
    );
    expect(filters).toEqual({
      q: 'F115 impeller',
      categories: ['Engines & Motors', 'Deck Equipment'],
      conditions: [],
      minPrice: 10,
      maxPrice: 250.5,
      brand: 'Yamaha',
      location: 'Hamble',
    });
  });

  it('two spellings of one search give the same text; a leading ? is allowed', () => {
    const a = normaliseSavedQuery('?category=Electrical&category=electrical&q=bilge%20pump');
    const b = normaliseSavedQuery('q=bilge+pump&category=ELECTRICAL');
    expect(a.query).toBe('q=bilge+pump&category=Electrical');
    expect(b.query).toBe(a.query);
  });

  it('keeps a condition alias as written in the text and expands it in the filters', () => {
    const { query, filters } = normaliseSavedQuery('condition=good&condition=New&q=winch');
    expect(query).toBe('q=winch&condition=New&condition=Good');
    expect(filters.conditions).toEqual(['New', ...USED_CONDITIONS]);
  });

  it('drops sorting, paging and unknown parameters, even malformed ones', () => {
    expect(normaliseSavedQuery('q=anchor&sort=bogus&limit=0&cursor=!!&featured=maybe&page=3&after=x&__proto__=1').query).toBe('q=anchor');
  });

  it('keeps fits and the engine parameters after the other filters, the make by its reference name', () => {
    const { query, filters } = normaliseSavedQuery('serial=0G590000&engineMake=mercury+marine&fits=7&hp=250&q=pump&engineModel=Verado');
    expect(query).toBe('q=pump&fits=7&engineMake=Mercury&engineModel=Verado&hp=250&serial=0G590000');
    expect(filters).toMatchObject({ fitsBoatId: 7, engine: { make: 'Mercury', model: 'Verado', hp: 250, year: null, serial: '0G590000' } });
  });

  it('an empty search normalises to an empty text', () => {
    expect(normaliseSavedQuery('').query).toBe('');
    expect(normaliseSavedQuery('q=%20%20&sort=newest&category=').query).toBe('');
  });

  it('refuses what the catalogue refuses, naming the parameter', () => {
    expect(refused('category=Spaceships')).toBe('category');
    expect(refused('condition=Broken')).toBe('condition');
    expect(refused('minPrice=500&maxPrice=20')).toBe('minPrice');
    expect(refused('maxPrice=-1')).toBe('maxPrice');
    expect(refused('q=a&q=b')).toBe('q');
    expect(refused(`q=${'x'.repeat(201)}`)).toBe('q');
    expect(refused('brand=%00')).toBe('brand');
    expect(refused('hp=100')).toBe('engineMake');
    expect(refused('engineMake=Yamaha&year=1800')).toBe('year');
  });
});
