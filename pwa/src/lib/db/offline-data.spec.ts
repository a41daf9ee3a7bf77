import { describe, expect, it } from 'vitest';
import { boatPartFactory } from '@/features/listings/test/boat-part.factory';
import { outboxItemFactory } from '../sync/outbox.factory';
import { db } from './database';
import { clearOfflineData, countOfflineData } from './offline-data';
import { OWN_LISTINGS_URL } from './part-cache';
import { toPartRow } from './part-row';

const USER = 3;

async function deviceWithEverything(): Promise<void> {
  const parts = [1, 2, 3, 4, 5].map((id) => boatPartFactory({ id }));
  await db.parts.bulkPut(parts.map(toPartRow));
  await db.partDetails.bulkPut(parts.map((part) => ({ ...part, fetchedAt: 0 })));
  await db.savedParts.put({ ...parts[0], savedAt: '', userId: USER });
  await db.queries.bulkPut([
    { key: `${OWN_LISTINGS_URL}#user-${USER}`, data: [parts[1]], fetchedAt: 0, invalidated: false, userId: USER },
    { key: '/api/boat-parts?limit=12', data: { items: parts }, fetchedAt: 0, invalidated: false },
  ]);
  await db.drafts.put({ id: `edit:${USER}:3`, userId: USER, values: { title: 'Half-written' }, updatedAt: 0 });
  await db.photos.put({ id: 'p1', userId: USER, blob: new Blob(['jpeg']), fileName: 'winch.jpg', createdAt: 0 });
  await db.outbox.bulkPut([
    outboxItemFactory({ type: 'upload-photo', photoId: 'p1' }, { userId: USER }),
    outboxItemFactory({ type: 'delete-listing', partId: 4 }, { userId: USER }),
  ]);
  await db.news.put({ id: 1, title: 'Regatta', description: '', link: '', pubDate: '', source: '', category: '' });
  await db.syncCursors.bulkPut([
    { key: 'catalog:public', token: 't', pulledAt: 0 },
    { key: `saved:${USER}`, token: 't', pulledAt: 0 },
  ]);
}

describe('offline data on the device', () => {
  it('counts parts, saved parts, drafts and queued changes (photo uploads are part of their listing)', async () => {
    await deviceWithEverything();
    expect(await countOfflineData(USER)).toEqual({ parts: 5, savedParts: 1, photos: 0, drafts: 1, queued: 1 });
  });

  it('clears what browsing kept, and keeps drafts, their photos, queued changes, saved parts and own listings', async () => {
    await deviceWithEverything();
    await clearOfflineData(USER);

    expect(await db.parts.toCollection().primaryKeys()).toEqual([1, 2, 3, 4]);
    expect(await db.partDetails.toCollection().primaryKeys()).toEqual([1, 2, 3, 4]);
    expect(await db.queries.toCollection().primaryKeys()).toEqual([`${OWN_LISTINGS_URL}#user-${USER}`]);
    expect(await db.news.count()).toBe(0);
    expect(await db.syncCursors.toCollection().primaryKeys()).toEqual([`saved:${USER}`]);
    expect(await db.savedParts.count()).toBe(1);
    expect((await db.drafts.get(`edit:${USER}:3`))?.values).toEqual({ title: 'Half-written' });
    expect(await db.photos.count()).toBe(1);
    expect(await db.outbox.count()).toBe(2);
  });
});
