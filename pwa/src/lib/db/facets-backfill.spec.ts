import { describe, expect, it } from 'vitest';
import { boatPartFactory } from '@/features/listings/test/boat-part.factory';
import { EMPTY_FILTERS } from '@/features/listings/utils/catalog-filters';
import { readCatalogPageOnDevice } from '@/features/listings/utils/offline-catalog';
import { db } from './database';
import { FACETS_COMPLETE } from './db.constants';
import { backfillFacets } from './facets-backfill';
import { facetsComplete } from './facets-complete';
import { toPartRow } from './part-row';

/** Parts as a device stored them before schema version 5 (no facets), updated since: no marker yet. */
async function updatedDevice(rows: object[]) {
  await db.meta.delete(FACETS_COMPLETE);
  await db.parts.bulkAdd(rows as never);
}

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

const harken = () => readCatalogPageOnDevice(db, { ...EMPTY_FILTERS, brand: 'harken' }, { limit: 24 }, { readWholeMax: 5 });

describe('filter values of parts stored before schema version 5', () => {
  it('are indexed after the first paint, and until then the catalogue finds those parts by walking', async () => {
    await updatedDevice(storedBefore(23));
    // A part stored since: it has its facets, the others not yet.
    await db.parts.put(
      toPartRow(boatPartFactory({ id: 99, title: 'Harken block', brand: 'Harken', createdAt: '2026-02-01T00:00:00.000Z' })),
    );
    expect(await facetsComplete(db)).toBe(false);
    expect((await harken()).map((part) => part.title)).toEqual(['Harken block', 'Part 4']);

    await backfillFacets(5);
    expect(await facetsComplete(db)).toBe(true);
    expect(await db.parts.where('facets').equals('brand:harken').primaryKeys()).toEqual([4, 99]);
    expect(await db.parts.where('facets').startsWith('condition:').count()).toBe(24);
    // Only the facets were added: when the part was last seen (the cache cap's order) is kept.
    expect((await db.parts.get(7))?.seenAt).toBe(1006);
    expect((await harken()).map((part) => part.title)).toEqual(['Harken block', 'Part 4']);
  });

  it('leave a part that is not shown out of the index', async () => {
    const [sold] = storedBefore(1);
    await updatedDevice([{ ...sold, status: 'sold', visible: 0, words: [], headWords: [] }]);
    await backfillFacets();
    expect((await db.parts.get(1))?.facets).toBeUndefined();
    expect(await facetsComplete(db)).toBe(true);
  });

  it('are taken as complete on a device whose parts all have them, without reading a row', async () => {
    // Backfilled under version 5, then updated to version 6 (no marker yet): two counts tell it.
    await updatedDevice([toPartRow(boatPartFactory({ id: 1, brand: 'Harken' }))]);
    let read = 0;
    const counting = (row: unknown) => ((read += 1), row);
    db.parts.hook('reading', counting);
    try {
      await backfillFacets();
    } finally {
      db.parts.hook('reading').unsubscribe(counting);
    }
    expect(read).toBe(0);
    expect(await facetsComplete(db)).toBe(true);
  });
});
