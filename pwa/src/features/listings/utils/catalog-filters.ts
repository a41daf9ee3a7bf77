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
  sort: '',
};

const isKnownCondition = (value: string) => isPartCondition(value) || Object.hasOwn(CONDITION_FILTER_ALIASES, value);
const isSort = (value: string): value is ListingSort => (LISTING_SORTS as readonly string[]).includes(value);
/** A non-negative amount ("12", "12.5", "12.50"), as the API accepts it; anything else is ignored. */
const isAmount = (value: string) => /^\d{1,7}(\.\d{1,2})?$/.test(value);

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
  return {
    q,
    categories,
    condition,
    minPrice: isAmount(minPrice) ? minPrice : '',
    maxPrice: isAmount(maxPrice) ? maxPrice : '',
    location: text(params, 'location'),
    brand: text(params, 'brand'),
    featured: params.get('featured') === 'true',
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
  if (filters.sort && (filters.sort !== 'relevance' || q)) params.set('sort', filters.sort);
  return params;
}

/**
 * A price range typed the wrong way round still means "between these two": the API (catalogue and saved
 * searches) refuses min > max, so what is sent has them in order.
 */
export function withPriceRangeInOrder(filters: CatalogFilters): CatalogFilters {
  const reversed = isAmount(filters.minPrice) && isAmount(filters.maxPrice) && Number(filters.minPrice) > Number(filters.maxPrice);
  return reversed ? { ...filters, minPrice: filters.maxPrice, maxPrice: filters.minPrice } : filters;
}

/** The GET /api/boat-parts URL for these filters (server-side search, spec's search filter payload). */
export function toCatalogApiUrl(filters: CatalogFilters, limit: number = CATALOG_PAGE.defaultLimit): string {
  const params = toCatalogSearch(withPriceRangeInOrder(filters));
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
