import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { DocksideDatabase, SCHEMA_VERSIONS } from './database';

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
});
