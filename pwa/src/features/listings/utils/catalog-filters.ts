import { FITMENT_LIMITS, maxModelYear, serialProblem } from '@dockside/shared/fitment';
import {
  CATALOG_PAGE,
  CONDITION_FILTER_ALIASES,
  LISTING_SORTS,
  PART_CATEGORIES,
  isPartCategory,
  isPartCondition,
  type ListingSort,
  type PartCategory,
} from '@dockside/shared/listings';

/** The catalogue's filters; the URL query string is their home (shareable, back/forward work). */
export interface CatalogFilters {
  q: string;
  /** Known categories only, in the spec's order. */
  categories: PartCategory[];
  /** '' (any), a stored condition, or a link alias such as 'Good' (= every used condition). */
  condition: string;
  minPrice: string;
  maxPrice: string;
  location: string;
  brand: string;
  featured: boolean;
  /** One of the signed-in user's boats ('' = none): parts whose fitment covers any of its engines. */
  fits: string;
  /**
   * An engine described directly (signed out, or without a boat): the make is what turns the filter on;
   * model, horsepower, serial and model year narrow it. Ignored while `fits` names a boat.
   */
  engineMake: string;
  engineModel: string;
  hp: string;
  serial: string;
  year: string;
  /** '' = the default order (relevance while searching, else newest). */
  sort: ListingSort | '';
}

export const EMPTY_FILTERS: CatalogFilters = {
  q: '',
  categories: [],
  condition: '',
  minPrice: '',
  maxPrice: '',
  location: '',
  brand: '',
  featured: false,
  fits: '',
  engineMake: '',
  engineModel: '',
  hp: '',
  serial: '',
  year: '',
  sort: '',
};

const isKnownCondition = (value: string) => isPartCondition(value) || Object.hasOwn(CONDITION_FILTER_ALIASES, value);
const isSort = (value: string): value is ListingSort => (LISTING_SORTS as readonly string[]).includes(value);
/** A non-negative amount ("12", "12.5", "12.50"), as the API accepts it; anything else is ignored. */
const isAmount = (value: string) => /^\d{1,7}(\.\d{1,2})?$/.test(value);

const ENGINE_FIELDS = ['engineMake', 'engineModel', 'hp', 'serial', 'year'] as const;

/** A boat id: a positive whole number. */
const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value);
/** Horsepower and model year as the API accepts them (FITMENT_LIMITS). */
const isHp = (value: string) => /^\d{1,4}$/.test(value) && Number(value) <= FITMENT_LIMITS.hpMax;
const isYear = (value: string) => /^\d{4}$/.test(value) && Number(value) >= FITMENT_LIMITS.yearMin && Number(value) <= maxModelYear();

const text = (params: URLSearchParams, key: string) => (params.get(key) ?? '').trim().slice(0, CATALOG_PAGE.maxQueryLength);

/**
 * URL → filters. Spec §2: a category in the URL is preselected only if it is a known one; unknown
 * conditions, sorts and malformed prices are dropped the same way.
 */
export function parseCatalogSearch(params: URLSearchParams): CatalogFilters {
  const requested = new Set(params.getAll('category'));
  const categories = PART_CATEGORIES.filter((category) => requested.has(category));
  const condition = params.getAll('condition').find(isKnownCondition) ?? '';
  const minPrice = text(params, 'minPrice');
  const maxPrice = text(params, 'maxPrice');
  const sort = params.get('sort') ?? '';
  const q = text(params, 'q');
  const fits = params.get('fits') ?? '';
  const hp = text(params, 'hp');
  const year = text(params, 'year');
  return {
    q,
    categories,
    condition,
    minPrice: isAmount(minPrice) ? minPrice : '',
    maxPrice: isAmount(maxPrice) ? maxPrice : '',
    location: text(params, 'location'),
    brand: text(params, 'brand'),
    featured: params.get('featured') === 'true',
    fits: isId(fits) ? fits : '',
    engineMake: text(params, 'engineMake'),
    engineModel: text(params, 'engineModel'),
    hp: isHp(hp) ? hp : '',
    serial: text(params, 'serial'),
    year: isYear(year) ? year : '',
    // Relevance only means something while searching.
    sort: isSort(sort) && (sort !== 'relevance' || q !== '') ? sort : '',
  };
}

/** Filters → URL query string (only what differs from the defaults, in a stable order). */
export function toCatalogSearch(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  for (const category of filters.categories) {
    if (isPartCategory(category)) params.append('category', category);
  }
  if (filters.condition && isKnownCondition(filters.condition)) params.set('condition', filters.condition);
  if (isAmount(filters.minPrice)) params.set('minPrice', filters.minPrice);
  if (isAmount(filters.maxPrice)) params.set('maxPrice', filters.maxPrice);
  if (filters.location.trim()) params.set('location', filters.location.trim());
  if (filters.brand.trim()) params.set('brand', filters.brand.trim());
  if (filters.featured) params.set('featured', 'true');
  // The engine's fields as typed (kept while its make is still empty); the API is sent them with a make only.
  if (isId(filters.fits)) params.set('fits', filters.fits);
  else
    for (const key of ENGINE_FIELDS) {
      const value = filters[key].trim();
      if (value && (key !== 'hp' || isHp(value)) && (key !== 'year' || isYear(value))) params.set(key, value);
    }
  if (filters.sort && (filters.sort !== 'relevance' || q)) params.set('sort', filters.sort);
  return params;
}

/**
 * The fitment filter's parameters: `fits` when a boat is chosen, else the engine described (its make
 * turns it on; without a make the other engine fields wait, unsent), else none.
 */
export function fitmentParameters(filters: CatalogFilters): Record<string, string> {
  if (isId(filters.fits)) return { fits: filters.fits };
  const make = filters.engineMake.trim();
  if (!make) return {};
  const engine: Record<string, string> = { engineMake: make };
  if (filters.engineModel.trim()) engine.engineModel = filters.engineModel.trim();
  if (isHp(filters.hp)) engine.hp = filters.hp;
  // A serial the API would refuse (not in the make's format: one still being typed) is not sent; the
  // toolbar says why (serialProblem).
  if (filters.serial.trim() && !serialProblem(make, filters.serial.trim())) engine.serial = filters.serial.trim();
  if (isYear(filters.year)) engine.year = filters.year;
  return engine;
}

/** Whether the catalogue is narrowed to parts that fit a boat or an engine (parts without fitment left out). */
export function hasFitmentFilter(filters: CatalogFilters): boolean {
  return Object.keys(fitmentParameters(filters)).length > 0;
}

/**
 * A price range typed the wrong way round still means "between these two": the API (catalogue and saved
 * searches) refuses min > max, so what is sent has them in order.
 */
export function withPriceRangeInOrder(filters: CatalogFilters): CatalogFilters {
  const reversed = isAmount(filters.minPrice) && isAmount(filters.maxPrice) && Number(filters.minPrice) > Number(filters.maxPrice);
  return reversed ? { ...filters, minPrice: filters.maxPrice, maxPrice: filters.minPrice } : filters;
}

/**
 * The catalogue query the API is sent (and a saved search keeps): the URL's, prices in order, and the
 * engine's fields only with its make.
 */
export function toCatalogQuery(filters: CatalogFilters): URLSearchParams {
  const params = toCatalogSearch(withPriceRangeInOrder(filters));
  const sent = fitmentParameters(filters);
  for (const key of ENGINE_FIELDS) if (sent[key] === undefined) params.delete(key);
  return params;
}

/** The GET /api/boat-parts URL for these filters (server-side search, spec's search filter payload). */
export function toCatalogApiUrl(filters: CatalogFilters, limit: number = CATALOG_PAGE.defaultLimit): string {
  const params = toCatalogQuery(filters);
  params.set('limit', String(limit));
  return `/api/boat-parts?${params.toString()}`;
}

/** True when any filter narrows the list (the empty state then offers Clear Filters). */
export function hasActiveFilters(filters: CatalogFilters): boolean {
  return toCatalogSearch({ ...filters, sort: '' }).toString() !== '';
}

/** The sort that applies when none is chosen. */
export function effectiveSort(filters: CatalogFilters): ListingSort {
  return filters.sort || (filters.q.trim() ? 'relevance' : 'newest');
}
