import { useEffect, useState, type DependencyList } from 'react';
import type { DocksideDatabase } from './database';

/**
 * The device database, loaded when first asked for (docs/architecture.md §5.4). Dexie and the schema are the largest module
 * of every screen (≈ 31 KB gzip), and a server-rendered first visit shows the page's data from its HTML:
 * the screens import this file, not `./database`, so a shared link's page hydrates without Dexie, which
 * loads right after (its first read, and the page's data written to it as if fetched). A repeat visit asks
 * for it at once (`main.tsx`), so it is in before the screen's first read. The sync engine and the private
 * screens, which load later anyway, import `./database` directly.
 */
/** What the screens need of `./database`: the database and Dexie's live query. */
export interface LoadedDatabase {
  db: DocksideDatabase;
  liveQuery: typeof import('dexie').liveQuery;
}

let loaded: LoadedDatabase | undefined;
let loading: Promise<LoadedDatabase> | undefined;

/**
 * Called by `./database` when it is evaluated, whoever imported it (this file, or the sync engine's static
 * import): `loadedDatabase()` is then true to what is in.
 */
export function databaseLoaded(database: LoadedDatabase): void {
  loaded = database;
}

/** Loads the database's module once (again after a failure: a chunk that could not be fetched). */
export function loadDatabase(): Promise<LoadedDatabase> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./database').then(
    ({ db, liveQuery }) => (loaded ??= { db, liveQuery }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The database if its module is in, else undefined. Inside a Dexie transaction or live query only Dexie's own
 * promises may be awaited (awaiting another leaves the transaction), hence `loadedDatabase() ?? (await
 * deviceDatabase())`: nothing is awaited when the database is in.
 */
export const loadedDatabase = (): DocksideDatabase | undefined => loaded?.db;

/** The database, loaded if need be. */
export async function deviceDatabase(): Promise<DocksideDatabase> {
  return (loaded ?? (await loadDatabase())).db;
}

/**
 * `querier`'s answer, read again whenever a table it read changes (Dexie's `liveQuery`, as dexie-react-hooks'
 * `useLiveQuery`): undefined until the database is in and has answered; after `deps` change, the previous
 * answer until the new one arrives. A failed read is thrown to the screen's error boundary.
 */
export function useDeviceQuery<T>(querier: (db: DocksideDatabase) => Promise<T> | T, deps: DependencyList): T | undefined {
  const [database, setDatabase] = useState(() => loaded);
  const [result, setResult] = useState<{ value: T } | { error: unknown }>();
  useEffect(() => {
    if (database) return undefined;
    let mounted = true;
    loadDatabase().then(
      (ready) => mounted && setDatabase(ready),
      (error: unknown) => mounted && setResult({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [database]);
  useEffect(() => {
    if (!database) return undefined;
    const subscription = database
      .liveQuery(() => querier(database.db))
      .subscribe({
        next: (value) => setResult({ value }),
        error: (error: unknown) => setResult({ error }),
      });
    return () => subscription.unsubscribe();
    // The caller's deps name the query (the querier is an inline closure), as useLiveQuery's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [database, ...deps]);
  if (result && 'error' in result) throw result.error;
  return result?.value;
}
