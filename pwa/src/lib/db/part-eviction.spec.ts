import { afterEach, describe, expect, it } from 'vitest';
import { boatPartFactory } from '@/features/listings/test/boat-part.factory';
import { outboxItemFactory } from '../sync/outbox.factory';
import { db } from './database';
import { OWN_LISTINGS_URL } from './part-cache';
import { evictPartsOverCap, PART_CACHE_CAP, PART_CACHE_CAP_KEY, partCacheCap } from './part-eviction';
import { toPartRow } from './part-row';

/** Parts 1…count, part n seen at time n (part 1 longest ago), each with its detail copy. */
async function seen(count: number, from = 1): Promise<void> {
  const parts = Array.from({ length: count }, (_, index) => boatPartFactory({ id: from + index }));
  await db.parts.bulkPut(parts.map((part) => ({ ...toPartRow(part), seenAt: part.id })));
  await db.partDetails.bulkPut(parts.map((part) => ({ ...part, fetchedAt: 0 })));
}
const partIds = () => db.parts.toCollection().primaryKeys();

afterEach(() => localStorage.clear());

describe('the cap on cached catalogue parts', () => {
  it('evicts the least recently seen parts, with their detail copies, down to the cap', async () => {
    await seen(10);
    expect(await evictPartsOverCap(6)).toBe(4);
    expect(await partIds()).toEqual([5, 6, 7, 8, 9, 10]);
    expect(await db.partDetails.toCollection().primaryKeys()).toEqual([5, 6, 7, 8, 9, 10]);
    // A second run (another tab, a later write) finds nothing to do.
    expect(await evictPartsOverCap(6)).toBe(0);
    expect(await evictPartsOverCap(20)).toBe(0);
  });

  it('never evicts a saved part, an own listing, or a part a draft or a queued change names', async () => {
    await seen(10);
    await db.savedParts.put({ ...boatPartFactory({ id: 1 }), savedAt: '2026-01-01T00:00:00.000Z', userId: 3 });
    await db.queries.put({
      key: `${OWN_LISTINGS_URL}#user-3`,
      data: [boatPartFactory({ id: 2 })],
      fetchedAt: 0,
      invalidated: false,
      userId: 3,
    });
    await db.drafts.bulkPut([
      { id: 'edit:3:3', userId: 3, values: {}, updatedAt: 0 },
      { id: 'create:3', userId: 3, values: {}, updatedAt: 0 },
    ]);
    await db.outbox.bulkPut([
      outboxItemFactory({ type: 'save-part', partId: 4, saved: true }),
      outboxItemFactory({ type: 'post-question', title: 'Keel bolts?', content: 'How often?', category: 'Maintenance' }),
    ]);

    expect(await evictPartsOverCap(7)).toBe(3);
    expect(await partIds()).toEqual([1, 2, 3, 4, 8, 9, 10]);
    // Only kept parts are left past the cap: they stay, however many.
    expect(await evictPartsOverCap(2)).toBe(3);
    expect(await partIds()).toEqual([1, 2, 3, 4]);
  });

  it('walks past a batch of kept parts to the next evictable one', async () => {
    await seen(1200);
    // The 600 seen longest ago are saved: the walk steps over more than one batch of them.
    await db.savedParts.bulkPut(
      Array.from({ length: 600 }, (_, index) => ({ ...boatPartFactory({ id: index + 1 }), savedAt: '', userId: 3 })),
    );
    expect(await evictPartsOverCap(1000)).toBe(200);
    const left = await partIds();
    expect(left).toHaveLength(1000);
    expect(left.includes(600) && !left.includes(601) && !left.includes(800) && left.includes(801)).toBe(true);
  });

  it('two runs at once remove only what the cap calls for', async () => {
    await seen(30);
    const [first, second] = await Promise.all([evictPartsOverCap(10), evictPartsOverCap(10)]);
    expect(first + second).toBe(20);
    expect(await partIds()).toEqual(Array.from({ length: 10 }, (_, index) => index + 21));
  });

  it('is 20,000 unless the test knob in localStorage says otherwise', () => {
    expect(partCacheCap()).toBe(PART_CACHE_CAP);
    localStorage.setItem(PART_CACHE_CAP_KEY, '50');
    expect(partCacheCap()).toBe(50);
    localStorage.setItem(PART_CACHE_CAP_KEY, 'none');
    expect(partCacheCap()).toBe(20_000);
  });
});
