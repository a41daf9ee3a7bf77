import { afterEach, describe, expect, it } from 'vitest';
import { boatPartFactory } from '@/features/listings/test/boat-part.factory';
import { EMPTY_FILTERS } from '@/features/listings/utils/catalog-filters';
import { readCatalogPageOnDevice } from '@/features/listings/utils/offline-catalog';
import { db } from './database';
import { backfillFacets, facetsComplete, resetFacetsComplete } from './facets-backfill';
import { toPartRow } from './part-row';

/** Parts as a device stored them before schema version 5: no facets. */
const storedBefore = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const { facets: _facets, ...row } = toPartRow(
      boatPartFactory({
        id: i + 1,
        title: `Part ${i + 1}`,
        brand: i === 3 ? 'Harken' : 'Lewmar',
        createdAt: `2026-01-01T00:00:0${i % 10}.000Z`,
      }),
    );
    return { ...row, seenAt: 1000 + i };
  });

const harken = () => readCatalogPageOnDevice({ ...EMPTY_FILTERS, brand: 'harken' }, { limit: 24 }, { readWholeMax: 5 });

describe('filter values of parts stored before schema version 5 (issue #17)', () => {
  afterEach(resetFacetsComplete);

  it('are indexed after the first paint, and until then the catalogue finds those parts by walking', async () => {
    resetFacetsComplete();
    await db.parts.bulkAdd(storedBefore(23) as never);
    // A part stored since: it has its facets, the others not yet.
    await db.parts.put(
      toPartRow(boatPartFactory({ id: 99, title: 'Harken block', brand: 'Harken', createdAt: '2026-02-01T00:00:00.000Z' })),
    );
    expect(await facetsComplete()).toBe(false);
    expect((await harken()).map((part) => part.title)).toEqual(['Harken block', 'Part 4']);

    await backfillFacets(5);
    expect(await facetsComplete()).toBe(true);
    expect(await db.parts.where('facets').equals('brand:harken').primaryKeys()).toEqual([4, 99]);
    expect(await db.parts.where('facets').startsWith('condition:').count()).toBe(24);
    // Only the facets were added: when the part was last seen (the cache cap's order) is kept.
    expect((await db.parts.get(7))?.seenAt).toBe(1006);
    expect((await harken()).map((part) => part.title)).toEqual(['Harken block', 'Part 4']);
  });

  it('leave a part that is not shown out of the index', async () => {
    resetFacetsComplete();
    const [sold] = storedBefore(1);
    await db.parts.add({ ...sold, status: 'sold', visible: 0, words: [], headWords: [] } as never);
    await backfillFacets();
    expect((await db.parts.get(1))?.facets).toBeUndefined();
    expect(await facetsComplete()).toBe(true);
  });
});
