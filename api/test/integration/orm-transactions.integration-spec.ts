import { createRequire } from 'node:module';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, query } from '../utils/test-database';

/**
 * What the API's services rely on from MikroORM's transactions, against a real PostgreSQL with the
 * compiled ORM config (`api/dist`, as `npm start` runs it): `afterCommit` runs its work only once the
 * outermost transaction has committed, and `sqlRows` runs inside the caller's transaction (savepoints
 * included) or, outside one, on the ORM's pool.
 */

// Node's own require, as `npm start` loads them: one instance of each module, shared with the ORM
// config's own requires (an `import()` here would give the test a second copy of after-commit.js).
const load = createRequire(__filename);
const dist = (file: string) => path.resolve(__dirname, '../../dist', file);

let orm: MikroORM;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let afterCommit: typeof import('../../src/database/after-commit').afterCommit;
let sqlRows: typeof import('../../src/database/sql').sqlRows;

const tick = () => new Promise((resolve) => setImmediate(resolve));
const notes = async () => (await query<{ body: string }>(db.url, 'SELECT body FROM notes ORDER BY id')).map((row) => row.body);

beforeAll(async () => {
  db = await createTestDatabase(inject('adminDatabaseUrl'));
  await query(db.url, 'CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
  const { MikroORM: Orm } = load('@mikro-orm/postgresql') as typeof import('@mikro-orm/postgresql');
  const { mikroOrmConfig } = load(dist('database/mikro-orm.config.js')) as typeof import('../../src/database/mikro-orm.config');
  ({ afterCommit } = load(dist('database/after-commit.js')) as typeof import('../../src/database/after-commit'));
  ({ sqlRows } = load(dist('database/sql.js')) as typeof import('../../src/database/sql'));
  orm = await Orm.init(mikroOrmConfig(db.url));
});

afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
});

const em = () => orm.em.fork() as EntityManager;

describe('afterCommit', () => {
  it('runs at once outside a transaction', () => {
    let ran = false;
    afterCommit(em(), () => (ran = true));
    expect(ran).toBe(true);
  });

  it('runs after the commit, when the write is visible to others, and not before', async () => {
    let ran = false;
    let ranInside = true;
    let seen: string[] = [];
    await em().transactional(async (tx) => {
      await sqlRows(tx, 'INSERT INTO notes (body) VALUES (?)', ['committed']);
      afterCommit(tx, () => {
        ran = true;
        void notes().then((rows) => (seen = rows));
      });
      await tick();
      ranInside = ran;
    });
    expect(ranInside).toBe(false);
    await expect.poll(() => seen).toContain('committed');
  });

  it('never runs when the transaction rolls back', async () => {
    let ran = false;
    await expect(
      em().transactional(async (tx) => {
        afterCommit(tx, () => (ran = true));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await tick();
    expect(ran).toBe(false);
  });

  it('queued in a savepoint, waits for the outermost commit', async () => {
    let ran = false;
    let ranAfterInner = false;
    await em().transactional(async (outer) => {
      await outer.transactional(async (inner) => {
        afterCommit(inner, () => (ran = true));
      });
      await tick();
      ranAfterInner = ran;
    });
    await tick();
    expect(ranAfterInner).toBe(false);
    expect(ran).toBe(true);
  });

  it('queued in a savepoint that rolls back, never runs though the outer transaction commits', async () => {
    const ran: string[] = [];
    await em().transactional(async (outer) => {
      afterCommit(outer, () => ran.push('outer'));
      await outer
        .transactional(async (inner) => {
          afterCommit(inner, () => ran.push('inner'));
          throw new Error('savepoint rolled back');
        })
        .catch(() => undefined);
    });
    await tick();
    expect(ran).toEqual(['outer']);
  });
});

describe('sqlRows', () => {
  it('binds its values apart from the statement, outside a transaction', async () => {
    const hostile = "x'); DROP TABLE notes; --";
    const [row] = await sqlRows<{ echoed: string; question: string }>(em(), `SELECT ?::text AS echoed, '\\?' AS question`, [hostile]);
    expect(row).toEqual({ echoed: hostile, question: '?' });
    expect(await query(db.url, `SELECT to_regclass('notes') IS NOT NULL AS present`)).toEqual([{ present: true }]);
  });

  it('writes inside the caller’s transaction and savepoints: rolled back with them, seen by them', async () => {
    await query(db.url, 'DELETE FROM notes');
    await expect(
      em().transactional(async (tx) => {
        await sqlRows(tx, 'INSERT INTO notes (body) VALUES (?)', ['outer']);
        await tx
          .transactional(async (inner) => {
            await sqlRows(inner, 'INSERT INTO notes (body) VALUES (?)', ['inner']);
            expect((await sqlRows<{ body: string }>(inner, 'SELECT body FROM notes ORDER BY id')).map((r) => r.body)).toEqual([
              'outer',
              'inner',
            ]);
            throw new Error('savepoint rolled back');
          })
          .catch(() => undefined);
        expect((await sqlRows<{ body: string }>(tx, 'SELECT body FROM notes')).map((r) => r.body)).toEqual(['outer']);
        expect(await notes()).toEqual([]); // not yet committed: another connection sees nothing
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await notes()).toEqual([]);
  });
});
