import {
  CATALOG_PAGE,
  CONDITION_FILTER_ALIASES,
  LISTING_LIMITS,
  LISTING_SORTS,
  type ListingSort,
  PART_CATEGORIES,
  PART_CONDITIONS,
  type PartCondition,
} from '@dockside/shared/listings';
import {
  type EngineFilter,
  FITMENT_LIMITS,
  FITMENT_MESSAGES,
  maxModelYear,
  normalizeEngineMake,
  normalizeEngineModel,
  serialProblem,
} from '@dockside/shared/fitment';
import { isId } from '@dockside/shared/common';
import { InvalidQueryException } from '../../../common/exceptions/invalid-query.exception';
import { type RawQuery, single as oneValue } from '../../../common/http/query-params';
import { type CatalogCursor, decodeCursor } from './catalog-cursor';
import type { CatalogSearch } from './catalog-search.types';

const CATEGORY_BY_LOWER = new Map(PART_CATEGORIES.map((c) => [c.toLowerCase(), c]));
const CONDITION_BY_LOWER = new Map(PART_CONDITIONS.map((c) => [c.toLowerCase(), [c] as readonly PartCondition[]]));
for (const [alias, conditions] of Object.entries(CONDITION_FILTER_ALIASES)) CONDITION_BY_LOWER.set(alias.toLowerCase(), conditions);
const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** Parses the query string (Fastify gives a string, or an array for a repeated key). Unknown keys are ignored. */
export function parseCatalogQuery(query: RawQuery): CatalogSearch {
  const q = single(query, 'q');
  if (q !== undefined && q.length > CATALOG_PAGE.maxQueryLength) {
    throw new InvalidQueryException('q', `must be at most ${CATALOG_PAGE.maxQueryLength} characters`);
  }

  const categories = unique(
    many(query, 'category').map((value) => {
      const category = CATEGORY_BY_LOWER.get(value.toLowerCase());
      if (!category) throw new InvalidQueryException('category', `'${clip(value)}' is not a category`);
      return category;
    }),
  );
  const conditions = unique(
    many(query, 'condition').flatMap((value) => {
      const expanded = CONDITION_BY_LOWER.get(value.toLowerCase());
      if (!expanded) throw new InvalidQueryException('condition', `'${clip(value)}' is not a condition`);
      return expanded;
    }),
  );

  const minPrice = price(query, 'minPrice');
  const maxPrice = price(query, 'maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw new InvalidQueryException('minPrice', 'must not be greater than maxPrice');
  }

  const brand = text(query, 'brand', 100);
  const location = text(query, 'location', 150);

  const featuredText = single(query, 'featured');
  let featured: boolean | undefined;
  if (featuredText !== undefined) {
    if (!['true', 'false', '1', '0'].includes(featuredText)) throw new InvalidQueryException('featured', 'must be true or false');
    featured = featuredText === 'true' || featuredText === '1';
  }

  const sortText = single(query, 'sort');
  if (sortText !== undefined && !(LISTING_SORTS as readonly string[]).includes(sortText)) {
    throw new InvalidQueryException('sort', `must be one of ${LISTING_SORTS.join(', ')}`);
  }
  // Relevance without a search term has nothing to rank: newest first, as without any sort.
  const sort: ListingSort = q
    ? ((sortText as ListingSort | undefined) ?? 'relevance')
    : sortText && sortText !== 'relevance'
      ? (sortText as ListingSort)
      : 'newest';

  const limitText = single(query, 'limit');
  let limit: number = CATALOG_PAGE.defaultLimit;
  if (limitText !== undefined) {
    if (!/^\d{1,4}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > CATALOG_PAGE.maxLimit) {
      throw new InvalidQueryException('limit', `must be a whole number from 1 to ${CATALOG_PAGE.maxLimit}`);
    }
    limit = Number(limitText);
  }

  const cursorText = single(query, 'cursor');
  let after: CatalogCursor | undefined;
  if (cursorText !== undefined) {
    const cursor = decodeCursor(cursorText);
    if (!cursor || cursor.sort !== sort)
      throw new InvalidQueryException('cursor', 'is not a cursor of this listing (use the Link header as given)');
    after = cursor;
  }

  const fitsText = single(query, 'fits');
  let fitsBoatId: number | undefined;
  if (fitsText !== undefined) {
    if (!/^\d{1,10}$/.test(fitsText) || !isId(Number(fitsText)))
      throw new InvalidQueryException('fits', 'must be the id of one of your boats');
    fitsBoatId = Number(fitsText);
  }
  const engine = engineFilter(query);

  return {
    q,
    categories,
    conditions,
    minPrice,
    maxPrice,
    brand,
    location,
    featured,
    ...(fitsBoatId !== undefined ? { fitsBoatId } : {}),
    ...(engine ? { engine } : {}),
    sort,
    limit,
    after,
  };
}

const HP = /^\d{1,4}(\.\d{1,2})?$/;

/**
 * engineMake, engineModel, hp, serial, year: an engine described in the query (anyone may). The make is
 * required with any of the others and is read as the reference make it names ('merc' → Mercury); the
 * serial must be in the make's format (serialProblem), as on a boat's engine.
 */
function engineFilter(query: RawQuery): EngineFilter | undefined {
  const makeText = text(query, 'engineMake', FITMENT_LIMITS.nameMax);
  const modelText = text(query, 'engineModel', FITMENT_LIMITS.nameMax);
  const hpText = single(query, 'hp');
  const yearText = single(query, 'year');
  const serialText = text(query, 'serial', 40);
  if (makeText === undefined) {
    if ([modelText, hpText, yearText, serialText].some((v) => v !== undefined))
      throw new InvalidQueryException('engineMake', FITMENT_MESSAGES.engineMake);
    return undefined;
  }
  const make = normalizeEngineMake(makeText);
  let hp: number | null = null;
  if (hpText !== undefined) {
    if (!HP.test(hpText) || Number(hpText) > FITMENT_LIMITS.hpMax) throw new InvalidQueryException('hp', FITMENT_MESSAGES.hp);
    hp = Number(hpText);
  }
  let year: number | null = null;
  if (yearText !== undefined) {
    const max = maxModelYear();
    if (!/^\d{4}$/.test(yearText) || Number(yearText) < FITMENT_LIMITS.yearMin || Number(yearText) > max) {
      throw new InvalidQueryException('year', FITMENT_MESSAGES.year(max));
    }
    year = Number(yearText);
  }
  let serial: string | null = null;
  if (serialText !== undefined) {
    const problem = serialProblem(make, serialText);
    if (problem) throw new InvalidQueryException('serial', problem);
    serial = serialText;
  }
  return { make, model: modelText === undefined ? null : normalizeEngineModel(make, modelText), hp, year, serial };
}

/** One value (the shared rules); the catalogue's own limits on each parameter apply after it. */
const single = (query: RawQuery, name: string): string | undefined => oneValue(query, name, Number.POSITIVE_INFINITY);

/** A repeatable value: every occurrence, trimmed, empty ones dropped. */
function many(query: RawQuery, name: string): string[] {
  const value = query[name];
  if (value === undefined) return [];
  const values = Array.isArray(value) ? value : [value];
  if (values.length > 20) throw new InvalidQueryException(name, 'is given too many times');
  return values
    .map((v) => {
      if (typeof v !== 'string') throw new InvalidQueryException(name, 'must be text');
      return v.trim();
    })
    .filter((v) => v !== '');
}

function price(query: RawQuery, name: string): number | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (!PRICE.test(value) || Number(value) > LISTING_LIMITS.priceMax) {
    throw new InvalidQueryException(name, `must be a number from 0 to ${LISTING_LIMITS.priceMax}`);
  }
  return Number(value);
}

function text(query: RawQuery, name: string, max: number): string | undefined {
  const value = single(query, name);
  if (value !== undefined && value.length > max) throw new InvalidQueryException(name, `must be at most ${max} characters`);
  return value;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Echo at most 40 characters of a bad value back. */
function clip(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}
