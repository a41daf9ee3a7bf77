import { CONDITION_FILTER_ALIASES, type BoatPart } from '@dockside/shared/listings';
import type { CatalogFilters } from './catalog-filters';

/** Lower case without accents, so 'Évinrude' matches 'evinrude'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const amount = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The catalogue's filters applied to the parts saved on this device (ARCHITECTURE.md §6: catalogue search
 * works offline over the cached parts). The server's rules in small: every search word must appear in the
 * title, brand, model or description; relevance counts words found in the title and brand first.
 */
export function filterPartsOnDevice(parts: readonly BoatPart[], filters: CatalogFilters): BoatPart[] {
  const words = fold(filters.q).split(/\s+/).filter(Boolean);
  const conditions = filters.condition ? new Set<string>(CONDITION_FILTER_ALIASES[filters.condition] ?? [filters.condition]) : null;
  const categories = filters.categories.length ? new Set<string>(filters.categories) : null;
  const min = amount(filters.minPrice);
  const max = amount(filters.maxPrice);
  const brand = fold(filters.brand.trim());
  const location = fold(filters.location.trim());

  const scored: Array<{ part: BoatPart; score: number }> = [];
  for (const part of parts) {
    if (part.status !== 'active') continue;
    if (categories && !categories.has(part.category)) continue;
    if (conditions && !conditions.has(part.condition)) continue;
    const price = Number(part.price);
    if (min !== undefined && price < min) continue;
    if (max !== undefined && price > max) continue;
    if (filters.featured && !part.featured) continue;
    if (brand && !fold(part.brand ?? '').includes(brand)) continue;
    if (location && !fold(part.location ?? '').includes(location)) continue;
    let score = 0;
    if (words.length) {
      const headline = fold(`${part.title} ${part.brand ?? ''}`);
      const body = fold(`${part.model ?? ''} ${part.description ?? ''}`);
      let all = true;
      for (const word of words) {
        if (headline.includes(word)) score += 2;
        else if (body.includes(word)) score += 1;
        else all = false;
      }
      if (!all) continue;
    }
    scored.push({ part, score });
  }

  const newest = (a: BoatPart, b: BoatPart) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  const sort = filters.sort || (words.length ? 'relevance' : 'newest');
  scored.sort((a, b) => {
    if (sort === 'price-asc') return Number(a.part.price) - Number(b.part.price) || newest(a.part, b.part);
    if (sort === 'price-desc') return Number(b.part.price) - Number(a.part.price) || newest(a.part, b.part);
    if (sort === 'relevance') return b.score - a.score || newest(a.part, b.part);
    return newest(a.part, b.part);
  });
  return scored.map(({ part }) => part);
}
