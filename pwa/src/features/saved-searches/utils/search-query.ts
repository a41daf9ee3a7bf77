import { SAVED_SEARCH_LIMITS } from '@dockside/shared/alerts';
import { FITMENT_FILTER_TEXTS, FITMENT_TEXTS, engineLabel } from '@dockside/shared/fitment';
import { CONDITION_FILTER_ALIASES } from '@dockside/shared/listings';
import { SAVED_SEARCH_PARAMETERS, SAVED_SEARCH_TEXTS as T } from '../saved-searches.constants';

/**
 * The part of a catalogue query string a saved search keeps (q, category, condition, prices, brand,
 * location, what it must fit — not sort or featured), in the catalogue's order; '' when nothing narrows the search.
 */
export function savableQuery(catalogQuery: string): string {
  const params = new URLSearchParams(catalogQuery);
  const kept = new URLSearchParams();
  for (const key of SAVED_SEARCH_PARAMETERS) {
    for (const value of params.getAll(key)) if (value.trim() !== '') kept.append(key, value.trim());
  }
  return kept.toString();
}

/** What a search must fit, in words: 'Fits my boat', or the engine ('For Yamaha F115 115 hp, serial 6BX…'); '' for none. */
function fitmentInWords(params: URLSearchParams): string {
  const value = (key: string) => params.get(key)?.trim() ?? '';
  if (value('fits')) return FITMENT_TEXTS.fitsMyBoat;
  if (!value('engineMake')) return '';
  const hp = Number(value('hp'));
  const engine = engineLabel({ make: value('engineMake'), model: value('engineModel') || null, hp: value('hp') && hp >= 0 ? hp : null });
  return FITMENT_FILTER_TEXTS.forEngine([engine, value('serial'), value('year')].filter(Boolean).join(' · '));
}

/**
 * The name the Save Search dialog suggests: the words searched for, else the first category, brand or
 * location, else what it must fit.
 */
export function defaultSearchName(query: string): string {
  const params = new URLSearchParams(query);
  const name =
    ['q', 'category', 'brand', 'location', 'condition'].map((key) => params.get(key)?.trim()).find(Boolean) ||
    fitmentInWords(params) ||
    T.defaultName;
  return name.slice(0, SAVED_SEARCH_LIMITS.nameMax);
}

/** A readable line for a saved search's filters, e.g. "impeller · Engine Parts · $20–$200". */
export function summarizeSearch(query: string): string {
  const params = new URLSearchParams(query);
  const value = (key: string) => params.get(key)?.trim() ?? '';
  const condition = value('condition');
  const [min, max] = [value('minPrice'), value('maxPrice')];
  const price = min && max ? T.priceRange(min, max) : min ? T.priceFrom(min) : max ? T.priceUpTo(max) : '';
  const parts = [
    value('q'),
    ...params.getAll('category'),
    Object.hasOwn(CONDITION_FILTER_ALIASES, condition) ? T.usedAnyCondition : condition,
    price,
    value('brand') && T.brand(value('brand')),
    value('location') && T.location(value('location')),
    fitmentInWords(params),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : T.anyPart;
}
