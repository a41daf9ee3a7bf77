/**
 * A value loaded once per process (a key or secret kept in the database that never changes once made):
 * the first call loads it, later calls share that promise; a failed load is tried again on the next call.
 */
export function onceAsync<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}
