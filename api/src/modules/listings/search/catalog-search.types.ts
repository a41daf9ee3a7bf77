import type { ListingSort, PartCategory, PartCondition } from '@dockside/shared/listings';
import type { CatalogCursor } from './catalog-cursor';

/** What the catalogue query asks for, validated (GET /api/boat-parts). */
export interface CatalogSearch {
  q?: string;
  categories: PartCategory[];
  conditions: PartCondition[];
  minPrice?: number;
  maxPrice?: number;
  brand?: string;
  location?: string;
  featured?: boolean;
  sort: ListingSort;
  limit: number;
  after?: CatalogCursor;
}
