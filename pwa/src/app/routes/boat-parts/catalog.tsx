import { lazy, Suspense, useEffect } from 'react';
import { css } from 'styled-system/css';
import { panelStyles } from '@/components/ui/panel';
import { Page } from '@/components/layout/page';
import { useCurrentUser } from '@/features/accounts/stores/session.store';
import { CatalogToolbar } from '@/features/listings/components/catalog-toolbar';
import { CategoryFilter } from '@/features/listings/components/category-filter';
import { PartsGrid } from '@/features/listings/components/parts-grid';
import { PaymentSafetyNotice } from '@/features/listings/components/payment-safety-notice';
import { LISTING_TEXTS, OUR_TEXTS } from '@/features/listings/listings.constants';
import { useCatalog } from '@/features/listings/stores/listing-queries';
import { hasFitmentFilter, toCatalogQuery } from '@/features/listings/utils/catalog-filters';
import { useCatalogFilters } from '@/features/listings/utils/use-catalog-filters';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { useDeviceQuery } from '@/lib/db/device';
import { useBrowserValue } from '@/lib/use-browser-value';
import { FITMENT_FILTER_TEXTS } from '@dockside/shared/fitment';

const WIDE_SCREEN = '(min-width: 64em)';

// Shown only when nothing matches: its form (and captcha) load then, not on the way to the first card.
const WantedPartDialog = lazy(() =>
  import('@/features/contact/components/wanted-part-dialog').then((module) => ({ default: module.WantedPartDialog })),
);

/** Catalog (/boat-parts): spec §2 Catalog. Filters live in the URL and run as a server-side search. */
export default function CatalogRoute() {
  const { filters, update, clear } = useCatalogFilters();
  const catalog = useCatalog(filters);
  const user = useCurrentUser();
  // The user's boats as My Boat keeps them on the device: the 'Fits my boat' toggle's choices. Fetched when
  // online and older than a minute (a device where My Boat was never opened has none yet), after the first
  // paint and in My Boat's own chunk (it loads the device database, which a first visit does not need).
  const userId = user?.id ?? null;
  const boats = useDeviceQuery(
    async (db) =>
      userId === null ? [] : (await db.boats.where('userId').equals(userId).sortBy('id')).map(({ id, name }) => ({ id, name })),
    [userId],
  );
  useEffect(() => {
    if (userId === null || !navigator.onLine) return;
    // Offline or failed: the boats already on the device are what the toggle offers.
    void import('@/features/boats/stores/boat-store').then(({ loadBoats }) => loadBoats(userId)).catch(() => undefined);
  }, [userId]);
  // Phones start with the category list closed, so the first results are on the first screen. The server
  // renders for a phone; a wide screen opens the list once hydrated (the key mounts it again with its default).
  const sidebarOpen = useBrowserValue(() => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches, false);

  const emptyMessage = hasFitmentFilter(filters)
    ? FITMENT_FILTER_TEXTS.noFittingParts
    : filters.categories.length > 0
      ? LISTING_TEXTS.noPartsInCategories
      : LISTING_TEXTS.noPartsMatch;

  return (
    <Page title={OUR_TEXTS.catalogHeading} className={page}>
      <div className={hero}>
        <h1 className={heroTitle}>{OUR_TEXTS.catalogHeading}</h1>
        <p className={heroText}>{OUR_TEXTS.catalogIntro}</p>
      </div>

      <div className={layout}>
        <div className={sidebar}>
          <CategoryFilter
            key={sidebarOpen ? 'open' : 'closed'}
            selected={filters.categories}
            onChange={(categories) => update({ categories })}
            onClearAll={clear}
            defaultOpen={sidebarOpen}
          />
        </div>
        <div className={main}>
          <CatalogToolbar filters={filters} onChange={update} boats={boats} />
          {/* Signed in, the search on screen can be saved (the dialog is its own chunk). */}
          {user ? <SaveSearchButton userId={user.id} catalogQuery={toCatalogQuery(filters).toString()} /> : null}
          <section aria-labelledby="catalog-results" aria-busy={catalog.fetching}>
            <h2 id="catalog-results" className={css({ srOnly: true })}>
              {OUR_TEXTS.resultsLabel}
            </h2>
            <PartsGrid
              parts={catalog.parts}
              status={catalog.status}
              emptyMessage={emptyMessage}
              emptyAction={
                <Suspense fallback={null}>
                  <WantedPartDialog />
                </Suspense>
              }
              onClearFilters={clear}
              onRetry={catalog.refetch}
              hasMore={catalog.hasMore}
              loadingMore={catalog.loadingMore}
              loadMoreFailed={catalog.loadMoreFailed}
              onLoadMore={catalog.loadMore}
            />
          </section>
        </div>
      </div>

      <PaymentSafetyNotice />
    </Page>
  );
}

const page = css({ display: 'flex', flexDirection: 'column', gap: '6' });

const hero = panelStyles({ tone: 'primary', size: 'hero' });
const heroTitle = css({ color: 'primary.fg', fontSize: { base: '3xl', md: '5xl' } });
const heroText = css({ color: 'fg.invertedMuted', fontSize: { base: 'lg', md: 'xl' }, maxWidth: 'prose', mt: '2' });

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '16rem minmax(0, 1fr)' },
  gap: '6',
  alignItems: 'start',
});
const sidebar = css({ position: { lg: 'sticky' }, top: { lg: '4' } });
const main = css({ display: 'flex', flexDirection: 'column', gap: '5', minWidth: '0' });
