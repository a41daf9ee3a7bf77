import { CATALOG_PAGE } from '@dockside/shared/listings';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CatalogRoute from './catalog';
import { db } from '@/lib/db/database';
import { toPartRow } from '@/lib/db/part-row';
import { renderWithRouter } from '@/test/render-with-router';
import { boatPartFactory } from '@/features/listings/test/boat-part.factory';
import { toCatalogApiUrl, parseCatalogSearch } from '@/features/listings/utils/catalog-filters';
import { catalogFirstRead, readCatalogFirstPage } from '@/features/listings/stores/catalog-first-read';

const SEARCH = '?category=Electronics&sort=price-asc';
const url = (search: string) => toCatalogApiUrl(parseCatalogSearch(new URLSearchParams(search)));

beforeEach(async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const parts = Array.from({ length: 30 }, (_, i) =>
    boatPartFactory({ id: i + 1, title: `Chartplotter ${i + 1}`, category: 'Electronics', price: `${100 + i}.00` }),
  );
  await db.parts.bulkPut([...parts, boatPartFactory({ id: 99, title: 'Outboard', category: 'Engines & Motors' })].map(toPartRow));
});

afterEach(() => vi.restoreAllMocks());

describe('an offline cold start of the catalogue', () => {
  it('shows the first page read while the screen loaded in its first render, one page of it', async () => {
    await readCatalogFirstPage(SEARCH);
    renderWithRouter(<CatalogRoute />, { path: `/boat-parts${SEARCH}` });
    // No wait: the cards are in the first render, not after the screen's own read of the device.
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(CATALOG_PAGE.defaultLimit);
    expect(cards[0]?.textContent).toContain('Chartplotter 1');
    expect(screen.queryByText('Outboard')).toBeNull();
    // The screen's live read takes over with the same parts.
    expect(await screen.findByText('Chartplotter 24')).toBeTruthy();
  });

  it('shows the first page read while the screen loaded once it answers, when the screen rendered first', async () => {
    const read = readCatalogFirstPage(SEARCH);
    renderWithRouter(<CatalogRoute />, { path: `/boat-parts${SEARCH}` });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await read;
    expect(await screen.findByText('Chartplotter 1')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(CATALOG_PAGE.defaultLimit);
    // The live read that follows keeps the same parts, and follows the device: a part deleted goes.
    await db.parts.delete(1);
    expect(await screen.findByText('Chartplotter 25')).toBeTruthy();
    expect(screen.queryByText('Chartplotter 1')).toBeNull();
  });

  it('is for its own search only, and is shown once', async () => {
    await readCatalogFirstPage(SEARCH);
    expect(catalogFirstRead(url('?category=Engines+%26+Motors'))).toBeUndefined();
    expect(catalogFirstRead(url(SEARCH))?.items?.map((part) => part.id)).toEqual(
      Array.from({ length: CATALOG_PAGE.defaultLimit + 1 }, (_, i) => i + 1),
    );
    const { unmount } = renderWithRouter(<CatalogRoute />, { path: `/boat-parts${SEARCH}` });
    await screen.findByText('Chartplotter 1');
    unmount();
    // Coming back later reads the device again: the copy of the cold start may be out of date by then.
    expect(catalogFirstRead(url(SEARCH))).toBeUndefined();
    renderWithRouter(<CatalogRoute />, { path: `/boat-parts${SEARCH}` });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(await screen.findByText('Chartplotter 1')).toBeTruthy();
  });
});
