import type { ListingSort, PartCategory, PartCondition } from '@dockside/shared/listings';
import type { EngineFilter } from '@dockside/shared/fitment';
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
  /** fits=<boatId>: one of the viewer's boats; the controller looks its engines up into `fitsEngines`. */
  fitsBoatId?: number;
  /** The engines of `fitsBoatId`: a listing matches when one of its fitment rows covers one of them (none: nothing matches). */
  fitsEngines?: EngineFilter[];
  /** engineMake, engineModel, hp, serial, year: an engine described in the query. */
  engine?: EngineFilter;
  sort: ListingSort;
  limit: number;
  after?: CatalogCursor;
}
