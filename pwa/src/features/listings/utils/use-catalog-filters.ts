import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_FILTERS, parseCatalogSearch, toCatalogSearch, type CatalogFilters } from './catalog-filters';

/**
 * The catalogue's filters live in the URL query string: links from the footer and home page work,
 * results can be shared, and back/forward step through filter changes.
 */
export function useCatalogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseCatalogSearch(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<CatalogFilters>, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => toCatalogSearch({ ...parseCatalogSearch(current), ...patch }), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  const clear = useCallback(() => setSearchParams(toCatalogSearch(EMPTY_FILTERS), { preventScrollReset: true }), [setSearchParams]);

  return { filters, update, clear };
}
