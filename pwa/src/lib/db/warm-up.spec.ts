import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boatPartFactory } from '@/features/listings/test/boat-part.factory';
import { DocksideDatabase, SCHEMA_VERSIONS } from './database';
import { toPartRow } from './part-row';
import { warmUpDatabase } from './warm-up';

/** The page as the service worker's shell (a repeat visit) or as the server's page (no worker). */
const withWorker = (controlled: boolean) =>
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: controlled ? {} : null }, configurable: true });

const settled = (request: IDBOpenDBRequest | undefined) =>
  new Promise<'opened' | 'refused'>((resolve, reject) => {
    if (!request) return reject(new Error('the warm-up did not open anything'));
    request.addEventListener('success', () => resolve('opened'));
    request.addEventListener('error', () => resolve('refused'));
  });

const names = async () => (await indexedDB.databases()).map((info) => info.name);

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('warmUpDatabase (the database opens before the app code has loaded)', () => {
  it('opens the device database as it is when the worker answers the page, and Dexie opens beside it', async () => {
    const name = `warm-${Math.random()}`;
    const device = new DocksideDatabase(name);
    const part = boatPartFactory({ id: 7, title: 'Bronze seacock' });
    await device.parts.put(toPartRow(part));
    device.close();
    withWorker(true);

    const request = warmUpDatabase(name, 60_000);
    expect(await settled(request)).toBe('opened');
    expect(request?.result.version).toBe(SCHEMA_VERSIONS.at(-1)!.version * 10);

    const app = new DocksideDatabase(name);
    expect((await app.parts.get(part.id))?.title).toBe(part.title);
    app.close();
    request?.result.close();
    await Dexie.delete(name);
  });

  it('does not create a database the device does not have: Dexie creates it with its schema', async () => {
    const name = `warm-${Math.random()}`;
    withWorker(true);

    expect(await settled(warmUpDatabase(name, 60_000))).toBe('refused');
    expect(await names()).not.toContain(name);

    const app = new DocksideDatabase(name);
    await app.open();
    expect(app.verno).toBe(SCHEMA_VERSIONS.at(-1)!.version);
    expect(app.tables.map((table) => table.name)).toContain('parts');
    app.close();
    await Dexie.delete(name);
  });

  it('gives way to an app update that upgrades the database (its connection does not block the migration)', async () => {
    const name = `warm-${Math.random()}`;
    const old = new Dexie(name);
    old.version(1).stores(SCHEMA_VERSIONS[0].stores);
    await old.open();
    old.close();
    withWorker(true);
    expect(await settled(warmUpDatabase(name, 60_000))).toBe('opened');

    const updated = new DocksideDatabase(name);
    await updated.open();
    expect(updated.verno).toBe(SCHEMA_VERSIONS.at(-1)!.version);
    updated.close();
    // A deletion (e.g. a test's cleanup, or a browser clearing the site) is not blocked either.
    await Dexie.delete(name);
    expect(await names()).not.toContain(name);
  });

  it('does nothing on a page without a worker (the server-rendered first visit)', () => {
    withWorker(false);
    const open = vi.spyOn(indexedDB, 'open');
    expect(warmUpDatabase('dockside', 60_000)).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('stands alone: its source runs as a classic script with no imports (config/database-warm-up.ts)', () => {
    const source = warmUpDatabase.toString();
    expect(source).not.toMatch(/\bimport\b|\brequire\(|__vite|_interop/);
    withWorker(false);
    // The script the build writes: the function's text called with the name and the hold time.
    expect(() => new Function(`(${source})("dockside", 1000);`)()).not.toThrow();
  });
});
