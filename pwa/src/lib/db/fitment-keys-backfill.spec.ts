import { partNumberKey } from '@dockside/shared/fitment';
import { describe, expect, it } from 'vitest';
import { boatPartFactory } from '@/features/listings/test/boat-part.factory';
import { EMPTY_FILTERS, type CatalogFilters } from '@/features/listings/utils/catalog-filters';
import { readCatalogPageOnDevice } from '@/features/listings/utils/offline-catalog';
import { db } from './database';
import { FITMENT_KEYS_COMPLETE } from './db.constants';
import { backfillFitmentKeys } from './fitment-keys-backfill';
import { fitmentKeysComplete } from './fitment-keys-complete';
import { toPartRow } from './part-row';

const yamaha = {
  engineMake: 'Yamaha',
  engineModel: 'F115',
  hpFrom: null,
  hpTo: null,
  yearFrom: null,
  yearTo: null,
  serialFrom: null,
  serialTo: null,
  note: null,
};

/** Parts as a device stored them before schema version 8 (no fitment or part-number keys): no marker yet. */
async function updatedDevice(count: number) {
  await db.meta.delete(FITMENT_KEYS_COMPLETE);
  const rows = Array.from({ length: count }, (_, i) => {
    const {
      fitMakes: _fitMakes,
      pnKeys: _pnKeys,
      ...row
    } = toPartRow(
      boatPartFactory({
        id: i + 1,
        title: `Part ${i + 1}`,
        createdAt: `2026-01-01T00:00:0${i % 10}.000Z`,
        fitment: i % 4 === 0 ? [yamaha] : [],
        partNumbers:
          i === 6
            ? [{ number: '6H3-44352-00', brand: 'Yamaha', relation: 'own', source: 'seller', normalized: partNumberKey('6H3-44352-00') }]
            : [],
      }),
    );
    return { ...row, seenAt: 1000 + i };
  });
  await db.parts.bulkAdd(rows as never);
}

const read = (filters: Partial<CatalogFilters>) =>
  readCatalogPageOnDevice(db, { ...EMPTY_FILTERS, ...filters }, { limit: 24 }).then((parts) => parts.map((part) => part.title));

describe('fitment and part-number keys of parts stored before schema version 8', () => {
  it('are indexed after the first paint; until then the catalogue finds those parts without the indexes', async () => {
    await updatedDevice(12);
    const fitting = ['Part 9', 'Part 5', 'Part 1'];
    expect(await fitmentKeysComplete(db)).toBe(false);
    expect(await read({ engineMake: 'Yamaha', engineModel: 'F115 XB' })).toEqual(fitting);
    expect(await read({ q: '6H3 44352' })).toEqual(['Part 7']);

    await backfillFitmentKeys(5);
    expect(await fitmentKeysComplete(db)).toBe(true);
    expect(await db.parts.where('fitMakes').startsWith('yamaha|').primaryKeys()).toEqual([1, 5, 9]);
    expect(await db.parts.where('pnKeys').equals('o:6H34435200').primaryKeys()).toEqual([7]);
    // Only the keys were added: when the part was last seen (the cache cap's order) is kept.
    expect((await db.parts.get(7))?.seenAt).toBe(1006);
    expect(await read({ engineMake: 'Yamaha', engineModel: 'F115 XB' })).toEqual(fitting);
    expect(await read({ q: '6H3 44352' })).toEqual(['Part 7']);
  });

  it('are complete at once on a new device', async () => {
    expect(await fitmentKeysComplete(db)).toBe(true);
  });
});
