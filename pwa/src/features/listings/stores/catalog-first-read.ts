import { CATALOG_PAGE, type BoatPart } from '@dockside/shared/listings';
import { parseCatalogSearch, toCatalogApiUrl } from '../utils/catalog-filters';
import { readCatalogPageOnDevice } from '../utils/offline-catalog';

/**
 * An offline cold start of the catalogue (issue #17): its first page is read from the device while the
 * screen's code loads, instead of after the screen mounts. `src/main.tsx` starts the read; `useCatalog`
 * shows its answer from its first render when it is for the same search, while its own live read (which
 * follows later changes of the table) starts.
 */
let firstRead: { url: string; items?: BoatPart[] } | null = null;

/** Reads the first catalogue page of `search` (a URL query string) from the device; settles when read. */
export function readCatalogFirstPage(search: string): Promise<void> {
  const filters = parseCatalogSearch(new URLSearchParams(search));
  const read: { url: string; items?: BoatPart[] } = { url: toCatalogApiUrl(filters, CATALOG_PAGE.defaultLimit) };
  firstRead = read;
  // One part more than a page: it tells whether there are more (as useCatalog's own read).
  return readCatalogPageOnDevice(filters, { limit: CATALOG_PAGE.defaultLimit + 1 }).then(
    (items) => void (read.items = items),
    // Nothing to show early: the screen's own read reports the problem.
    () => void (firstRead = null),
  );
}

/** The early read's parts when it was for `url` and has answered; undefined otherwise. */
export function peekCatalogFirstPage(url: string): BoatPart[] | undefined {
  return firstRead?.url === url ? firstRead.items : undefined;
}

/** Once the screen's own read answers: the early copy is not shown again (it would be out of date later). */
export function forgetCatalogFirstPage(): void {
  firstRead = null;
}
