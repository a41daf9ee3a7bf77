import { CATALOG_PAGE, type BoatPart } from '@dockside/shared/listings';
import { deviceDatabase } from '@/lib/db/device';
import { parseCatalogSearch, toCatalogApiUrl } from '../utils/catalog-filters';
import { readCatalogPageOnDevice } from '../utils/offline-catalog';

/**
 * An offline cold start of the catalogue (docs/architecture.md §6.2): its first page is read from the device while the
 * screen's code loads, instead of after the screen mounts. `src/main.tsx` starts the read; `useCatalog`
 * shows its answer when it is for the same search — from its first render when it has answered by then,
 * otherwise when it answers — and starts its own live read (which follows later changes of the table) after
 * it, so that the two do not compete for the browser's database.
 */
let firstRead: { url: string; items?: BoatPart[]; answer: Promise<BoatPart[] | undefined> } | null = null;

/** Reads the first catalogue page of `search` (a URL query string) from the device; settles when read. */
export function readCatalogFirstPage(search: string): Promise<void> {
  const filters = parseCatalogSearch(new URLSearchParams(search));
  // One part more than a page: it tells whether there are more (as useCatalog's own read).
  const answer = deviceDatabase()
    .then((db) => readCatalogPageOnDevice(db, filters, { limit: CATALOG_PAGE.defaultLimit + 1 }))
    .then(
      (items) => (read.items = items),
      // Nothing to show early: the screen's own read reports the problem.
      () => {
        if (firstRead === read) firstRead = null;
        return undefined;
      },
    );
  const read: NonNullable<typeof firstRead> = { url: toCatalogApiUrl(filters, CATALOG_PAGE.defaultLimit), answer };
  firstRead = read;
  return answer.then(() => undefined);
}

/** The early read when it was for `url`: its parts once it has answered, and its answer (undefined if it failed). */
export function catalogFirstRead(url: string): { items?: BoatPart[]; answer: Promise<BoatPart[] | undefined> } | undefined {
  return firstRead?.url === url ? firstRead : undefined;
}

/** Once the screen's own read answers: the early copy is not shown again (it would be out of date later). */
export function forgetCatalogFirstPage(): void {
  firstRead = null;
}
