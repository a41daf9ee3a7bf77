import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { boatPartFactory } from '@/features/listings/test/boat-part.factory';
import { DocksideDatabase, SCHEMA_VERSIONS } from './database';
import { FACETS_COMPLETE } from './db.constants';
import { toPartRow } from './part-row';

describe('device database migrations', () => {
  it('upgrades a version-1 database in place, keeping queued items and adding their attempt counter', async () => {
    const name = `migration-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_VERSIONS[0].stores);
    await v1.open();
    await v1.table('outbox').add({
      id: 'a',
      seq: 1,
      userId: 3,
      op: { type: 'save-part', partId: 1, saved: true },
      dependsOn: [],
      status: 'pending',
      nextAttemptAt: 0,
      createdAt: 0,
    });
    await v1.table('drafts').add({ id: 'create:3', userId: 3, values: { title: 'Half-written' }, updatedAt: 1 });
    v1.close();

    const current = new DocksideDatabase(name);
    await current.open();
    expect(current.verno).toBe(SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1].version);
    expect(await current.outbox.get('a')).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await current.drafts.get('create:3'))?.values).toEqual({ title: 'Half-written' });
    // The index version 2 added works on the migrated rows.
    expect(await current.outbox.where('[userId+seq]').between([3, -Infinity], [3, Infinity]).count()).toBe(1);
    current.close();
    await Dexie.delete(name);
  });

  it('gives the parts a version-2 device holds the keys of the catalogue indexes', async () => {
    const name = `migration-${Math.random()}`;
    const v2 = new Dexie(name);
    v2.version(1).stores(SCHEMA_VERSIONS[0].stores);
    v2.version(2).stores(SCHEMA_VERSIONS[1].stores);
    await v2.open();
    await v2
      .table('parts')
      .bulkAdd([
        boatPartFactory({ id: 1, title: 'Bronze seacock', brand: 'Groco', price: '85.00', description: 'Fits a 1 inch through-hull.' }),
        boatPartFactory({ id: 2, title: 'Sold bronze winch', status: 'sold' }),
      ]);
    v2.close();

    const current = new DocksideDatabase(name);
    await current.open();
    expect(await current.parts.get(1)).toMatchObject({ title: 'Bronze seacock', visible: 1, priceNum: 85 });
    expect(await current.parts.where('headWords').startsWith('gro').primaryKeys()).toEqual([1]);
    expect(await current.parts.where('words').startsWith('through').primaryKeys()).toEqual([1]);
    // A part the catalogue does not show is in no catalogue index.
    expect(await current.parts.where('[visible+createdAt]').between([1, Dexie.minKey], [1, Dexie.maxKey]).primaryKeys()).toEqual([1]);
    expect(await current.parts.where('words').startsWith('bronze').primaryKeys()).toEqual([1]);
    current.close();
    await Dexie.delete(name);
  });

  it('counts the parts a version-3 device holds as seen when they last changed, for the cache cap', async () => {
    const name = `migration-${Math.random()}`;
    const v3 = new Dexie(name);
    for (const { version, stores } of SCHEMA_VERSIONS.slice(0, 3)) v3.version(version).stores(stores);
    await v3.open();
    const { seenAt: _seenAt, ...older } = toPartRow(boatPartFactory({ id: 1, updatedAt: '2026-02-01T00:00:00.000Z' }));
    const { seenAt: _unknown, ...undated } = toPartRow(boatPartFactory({ id: 2, updatedAt: 'unknown' }));
    await v3.table('parts').bulkAdd([older, undated]);
    v3.close();

    const before = Date.now();
    const current = new DocksideDatabase(name);
    await current.open();
    expect((await current.parts.get(1))?.seenAt).toBe(Date.parse('2026-02-01T00:00:00.000Z'));
    expect((await current.parts.get(2))?.seenAt).toBeGreaterThanOrEqual(before);
    // The eviction walks the new index from the part seen longest ago.
    expect(await current.parts.orderBy('seenAt').primaryKeys()).toEqual([1, 2]);
    expect((await current.parts.get(1))?.title).toBe(older.title);
    current.close();
    await Dexie.delete(name);
  });

  it('starts a new device knowing that every part has its facets (none yet), so no backfill counts them', async () => {
    const name = `fresh-${Math.random()}`;
    const device = new DocksideDatabase(name);
    await device.open();
    expect(await device.meta.get(FACETS_COMPLETE)).toEqual({ key: FACETS_COMPLETE, value: true });
    device.close();
    await Dexie.delete(name);
  });

  it('opens a version-4 device at once, its parts as they were, the facets index empty until the backfill', async () => {
    const name = `migration-${Math.random()}`;
    const v4 = new Dexie(name);
    for (const { version, stores } of SCHEMA_VERSIONS.slice(0, 4)) v4.version(version).stores(stores);
    await v4.open();
    const { facets: _facets, ...row } = toPartRow(boatPartFactory({ id: 1, brand: 'Evinrude', featured: true, location: 'Hamble' }));
    await v4.table('parts').add(row);
    v4.close();

    const current = new DocksideDatabase(name);
    await current.open();
    expect(await current.parts.get(1)).toEqual(row);
    expect(await current.parts.where('facets').anyOf('featured', 'brand:evinrude').count()).toBe(0);
    // Nor does it claim to have every facet (version 6's marker): the backfill checks first.
    expect(await current.meta.toArray()).toEqual([]);
    current.close();
    await Dexie.delete(name);
  });
});
