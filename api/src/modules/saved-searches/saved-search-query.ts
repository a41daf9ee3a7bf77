import { CONDITION_FILTER_ALIASES, PART_CATEGORIES, PART_CONDITIONS } from '@dockside/shared/listings';
import type { CatalogSearch } from '../listings/search/catalog-search.types';

/** The catalogue parameters a saved search keeps, in the order the normalised query lists them. */
const FILTER_PARAMETERS = [
  'q',
  'category',
  'condition',
  'minPrice',
  'maxPrice',
  'brand',
  'location',
  'fits',
  'engineMake',
  'engineModel',
  'hp',
  'year',
  'serial',
] as const;

/** A saved search's filters as the catalogue's parser reads them (stored in columns for the matching job). */
export type SavedSearchFilters = Pick<
  CatalogSearch,
  'q' | 'categories' | 'conditions' | 'minPrice' | 'maxPrice' | 'brand' | 'location' | 'fitsBoatId' | 'engine'
>;

export interface NormalisedSearch {
  /** The filters as a catalogue query string in a fixed order ('' when there is no filter at all). */
  query: string;
  filters: SavedSearchFilters;
}

const byOrderIn =
  <T>(order: readonly T[]) =>
  (a: T, b: T) =>
    order.indexOf(a) - order.indexOf(b);

/** Condition values as the catalogue's links spell them: the stored conditions, then the aliases ('Good', 'Used'). */
const CONDITION_WORDS: readonly string[] = [...PART_CONDITIONS, ...Object.keys(CONDITION_FILTER_ALIASES)];
const CONDITION_WORD_BY_LOWER = new Map(CONDITION_WORDS.map((word) => [word.toLowerCase(), word]));

/** The condition values as given, in their canonical spelling and order, once each (the parser has checked them). */
function conditionWords(raw: string | string[] | undefined): string[] {
  const given = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const words = new Set(given.map((value) => CONDITION_WORD_BY_LOWER.get(value.trim().toLowerCase())).filter((w) => w !== undefined));
  return [...words].sort(byOrderIn(CONDITION_WORDS));
}

/**
 * Reads a catalogue query string (`q=…&category=…`, as GET /api/boat-parts takes it) with the catalogue's
 * own parser (`readCatalogQuery`: ListingsService's), so a bad value is the same 400 INVALID_QUERY naming the parameter. Only the filters are
 * kept — sorting and paging (sort, limit, cursor, featured, page …) are dropped before parsing, so a
 * stale cursor cannot stop a save. The result is normalised: parameters in a fixed order, categories and
 * conditions in their canonical spelling and order, once each, prices as plain numbers, URLSearchParams
 * encoding; two spellings of one search save the same text. `filters.conditions` is what the catalogue
 * filters on (an alias such as `Good` expanded to the used conditions).
 */
export function normaliseSavedQuery(text: string, readCatalogQuery: (query: Record<string, unknown>) => CatalogSearch): NormalisedSearch {
  const params = new URLSearchParams(text);
  // Repeated keys as arrays, the shape Fastify gives the catalogue; no prototype to write through.
  const raw: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const name of FILTER_PARAMETERS) {
    const values = params.getAll(name);
    if (values.length > 0) raw[name] = values.length === 1 ? values[0] : values;
  }
  const search = readCatalogQuery(raw);
  const filters: SavedSearchFilters = {
    q: search.q,
    categories: [...search.categories].sort(byOrderIn(PART_CATEGORIES)),
    conditions: [...search.conditions].sort(byOrderIn(PART_CONDITIONS)),
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    brand: search.brand,
    location: search.location,
    ...(search.fitsBoatId !== undefined ? { fitsBoatId: search.fitsBoatId } : {}),
    ...(search.engine ? { engine: search.engine } : {}),
  };

  const out = new URLSearchParams();
  if (filters.q !== undefined) out.append('q', filters.q);
  for (const category of filters.categories) out.append('category', category);
  // An alias stays an alias in the text (the catalogue page shows one condition choice); the column holds its expansion.
  for (const condition of conditionWords(raw.condition)) out.append('condition', condition);
  if (filters.minPrice !== undefined) out.append('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) out.append('maxPrice', String(filters.maxPrice));
  if (filters.brand !== undefined) out.append('brand', filters.brand);
  if (filters.location !== undefined) out.append('location', filters.location);
  if (filters.fitsBoatId !== undefined) out.append('fits', String(filters.fitsBoatId));
  // The engine as the catalogue reads it: the reference make's name, the model's spacing tidied.
  const engine = filters.engine;
  if (engine) {
    out.append('engineMake', engine.make);
    if (engine.model !== null) out.append('engineModel', engine.model);
    if (engine.hp !== null) out.append('hp', String(engine.hp));
    if (engine.year !== null) out.append('year', String(engine.year));
    if (engine.serial !== null) out.append('serial', engine.serial);
  }
  return { query: out.toString(), filters };
}
