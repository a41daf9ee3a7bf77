import { describe, expect, it } from 'vitest';
import { defaultSearchName, savableQuery, summarizeSearch } from './search-query';

describe('savableQuery', () => {
  it('keeps the parameters a saved search keeps, in the catalogue order, and drops sort and featured', () => {
    expect(savableQuery('sort=price-asc&q=impeller&featured=true&category=Engine+Parts&category=Hardware&maxPrice=200')).toBe(
      'q=impeller&category=Engine+Parts&category=Hardware&maxPrice=200',
    );
  });

  it('keeps what the parts must fit: a boat, or an engine', () => {
    expect(savableQuery('fits=4&sort=newest')).toBe('fits=4');
    expect(savableQuery('engineMake=Yamaha&engineModel=F115&hp=115&serial=6BX1012345&q=water+pump')).toBe(
      'q=water+pump&engineMake=Yamaha&engineModel=F115&hp=115&serial=6BX1012345',
    );
  });

  it('is empty when nothing narrows the search', () => {
    expect(savableQuery('')).toBe('');
    expect(savableQuery('sort=newest&featured=true&q=')).toBe('');
  });
});

describe('defaultSearchName', () => {
  it('is the words searched for, else the category, else a plain name', () => {
    expect(defaultSearchName('q=F115+impeller&category=Engine+Parts')).toBe('F115 impeller');
    expect(defaultSearchName('category=Engine+Parts&minPrice=20')).toBe('Engine Parts');
    expect(defaultSearchName('minPrice=20')).toBe('My search');
  });

  it("is what the parts must fit when nothing else is given ('tell me when a part for my F115 is listed')", () => {
    expect(defaultSearchName('fits=4')).toBe('Fits my boat');
    expect(defaultSearchName('engineMake=Yamaha&engineModel=F115&hp=115')).toBe('For Yamaha F115');
    expect(defaultSearchName('engineMake=Yamaha&engineModel=F115&q=water+pump')).toBe('water pump');
  });

  it('fits the name limit', () => {
    expect(defaultSearchName(`q=${'a'.repeat(150)}`)).toHaveLength(100);
  });
});

describe('summarizeSearch', () => {
  it('reads the words, categories and price range', () => {
    expect(summarizeSearch('q=impeller&category=Engine+Parts&minPrice=20&maxPrice=200')).toBe('impeller · Engine Parts · $20–$200');
  });

  it('names one-sided prices, condition aliases, brand and location', () => {
    expect(summarizeSearch('condition=Good&minPrice=50&brand=Yamaha&location=Miami')).toBe(
      'Used (any condition) · From $50 · Brand: Yamaha · Near Miami',
    );
    expect(summarizeSearch('condition=New&maxPrice=80')).toBe('New · Up to $80');
  });

  it('names the boat filter and the engine described', () => {
    expect(summarizeSearch('q=water+pump&fits=4')).toBe('water pump · Fits my boat');
    expect(summarizeSearch('engineMake=Mercury&hp=150&serial=0G612345')).toBe('For Mercury 150 hp · 0G612345');
  });

  it('says "All parts" for an empty query', () => {
    expect(summarizeSearch('')).toBe('All parts');
  });
});
